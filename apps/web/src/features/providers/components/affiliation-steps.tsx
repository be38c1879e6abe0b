import { Box } from '../../../components/ui/box';
import Typography from '@mui/material/Typography';

export const AFFILIATION_STEPS = [
  { title: 'Tu empresa', text: 'Nombre comercial y la dirección de tu página (por ejemplo, /mi-negocio).' },
  {
    title: 'Servicios',
    text: 'Elige al menos un servicio de la lista: locales, catering, música, fotografía…',
  },
  { title: 'Contacto', text: 'Nombre de contacto, correo, celular, dirección, distrito y sitio web.' },
  { title: 'Logo', text: 'Sube el logo de tu negocio para que te reconozcan.' },
  {
    title: 'Confirmación',
    text: 'Confirma tu correo con un código de 6 dígitos y tu página queda publicada.',
  },
] as const;

/** Numbered overview of the affiliation steps. */
export function AffiliationSteps() {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {AFFILIATION_STEPS.map((step, index) => (
        <Box component="li" key={step.title} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Box
            aria-hidden="true"
            sx={{
              width: 36,
              height: 36,
              flexShrink: 0,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontWeight: 700,
            }}
          >
            {index + 1}
          </Box>
          <Box>
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              {step.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {step.text}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
