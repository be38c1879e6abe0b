import Typography from '@mui/material/Typography';
import { PROVIDER_COUNT_STEP, floorToStep } from '@eventos/domain';
import { useProviderCount } from '../api/get-home-data';
import { PROVIDER_COUNT_SX } from './provider-count-slot';

/** 'Más de N proveedores' under the hero search (N floored to a multiple of 10; hidden below 10). */
export default function ProviderCount() {
  const { data } = useProviderCount();
  const shown = floorToStep(data ?? 0, PROVIDER_COUNT_STEP);
  return (
    <Typography
      aria-live="polite"
      sx={PROVIDER_COUNT_SX}
      data-testid="provider-count"
    >
      {shown >= PROVIDER_COUNT_STEP ? `Más de ${shown.toLocaleString('es-PE')} proveedores en todo el Perú` : ''}
    </Typography>
  );
}
