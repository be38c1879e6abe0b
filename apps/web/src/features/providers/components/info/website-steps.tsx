import { Box } from '../../../../components/ui/box';
import Typography from '@mui/material/Typography';

const STEPS = [
  { title: 'Afíliate', text: 'Nombre, dirección de tu página, servicios, contacto y logo. Confirmas tu correo y listo.' },
  { title: 'Completa tu página', text: 'Activa «Editar sitio» para agregar tu descripción, portadas, testimonios y redes.' },
  { title: 'Compártela', text: 'Pon el enlace en tus redes y en WhatsApp, y recibe pedidos de cotización.' },
];

/** Three numbered steps from affiliation to a shared site. */
export function WebsiteSteps() {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      {STEPS.map((step, i) => (
        <Box component="li" key={step.title} sx={{ p: 3, borderRadius: '16px', bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
          <Box aria-hidden="true" sx={{ width: 40, height: 40, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: '#fff', fontWeight: 800, mb: 1.5 }}>
            {i + 1}
          </Box>
          <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
            {step.title}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{step.text}</Typography>
        </Box>
      ))}
    </Box>
  );
}
