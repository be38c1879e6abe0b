import { useFormContext, useWatch } from 'react-hook-form';
import { Box } from '../../../../components/ui/box';
import Typography from '@mui/material/Typography';
import { pickSize } from '../../utils/image-sources';
import { initials } from '../../utils/provider-format';
import { IMAGE_HINT, ImageUploadField } from '../fields/image-upload-field';
import type { AffiliationFormInput } from './affiliation-form';

export interface StepLogoProps {
  /** Preview of the uploaded logo (kept by the wizard while moving between steps). */
  logoUrl: string | null;
  onLogoUrl: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
}

/**
 * Step 4: the logo on the shared photo picker (png/jpg/jpeg, at least 600 × 400, one photo),
 * uploaded to the CDN folder 'logotipos' with a progress bar.
 */
export function StepLogo({ logoUrl: url, onLogoUrl, onBusyChange }: StepLogoProps) {
  const { setValue, control } = useFormContext<AffiliationFormInput>();
  const companyName = useWatch({ control, name: 'company_name' }) ?? '';
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ImageUploadField
        folder="logotipos"
        currentUrl={url}
        label={url ? 'Cambiar logo' : 'Subir logo'}
        hint={`${IMAGE_HINT} Mejor si es cuadrado y con fondo claro.`}
        previewSize={128}
        placeholder={initials(companyName)}
        onBusyChange={onBusyChange}
        onUploaded={(image) => {
          onLogoUrl(pickSize(image.sizes, 'md', image.url) ?? image.url);
          setValue('logo_id', image.id, { shouldDirty: true });
        }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {url
          ? '¡Listo! Así se verá tu logo en tu página.'
          : 'Si aún no tienes un logo, puedes continuar y subirlo más tarde desde tu sitio.'}
      </Typography>
    </Box>
  );
}
