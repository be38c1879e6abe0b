import type { ComponentType } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import type { SvgIconProps } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import HandshakeIcon from '@mui/icons-material/Handshake';
import { InfoSection } from '../info-section';
import { Paragraph } from '../info-text';

interface Step {
  title: string;
  text: string;
  Icon: ComponentType<SvgIconProps>;
}

const STEPS: Step[] = [
  {
    title: '1. Busca',
    text:
      'Escribe lo que necesitas —un local para 150 personas, un DJ o un servicio de catering— y filtra por ' +
      'categoría, departamento, provincia o distrito. Revisa fotos, videos, servicios y reseñas de cada proveedor.',
    Icon: SearchIcon,
  },
  {
    title: '2. Compara cotizaciones',
    text:
      'Describe tu evento una sola vez y recibe cotizaciones de varios proveedores. Compara precios en soles o ' +
      'dólares, si incluyen IGV, descuentos y condiciones, todo en un mismo lugar.',
    Icon: RequestQuoteIcon,
  },
  {
    title: '3. Contrata',
    text:
      'Elige la propuesta que mejor se ajusta a tu presupuesto y coordina directamente con el proveedor. ' +
      'Después del evento, deja tu reseña para ayudar a otros organizadores.',
    Icon: HandshakeIcon,
  },
];

/** "Cómo funciona": the three steps buscar → comparar cotizaciones → contratar. */
export function AboutHowItWorks() {
  return (
    <InfoSection id="como-funciona" title="Cómo funciona">
      <Paragraph>
        Organizar un evento con Eventos Perú es simple y no tiene costo para quienes organizan:
      </Paragraph>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {STEPS.map(({ title, text, Icon }) => (
          <Box
            component="li"
            key={title}
            sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover', height: '100%' }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <Icon color="primary" aria-hidden="true" />
              <Typography variant="h6" component="h3" sx={{ fontWeight: 600, fontSize: '1.0625rem' }}>
                {title}
              </Typography>
            </Stack>
            <Typography variant="body2" sx={{ lineHeight: 1.7 }}>
              {text}
            </Typography>
          </Box>
        ))}
      </Box>
    </InfoSection>
  );
}
