import { Link as RouterLink } from 'react-router';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { ContentContainer } from '../../../components/layout/content-container';

const BENEFITS = [
  'Tu propia página web, con una dirección fácil de compartir',
  'Muestra tus fotos, videos y testimonios',
  'Recibe solicitudes de cotización de clientes',
];

/** Call to action for providers (home page). */
export function ProviderCta() {
  return (
    <Box
      component="section"
      aria-labelledby="cta-proveedores-titulo"
      sx={{ px: { xs: 2, sm: 3 }, py: { xs: 5, md: 8 } }}
    >
      <ContentContainer
        maxWidth="lg"
        sx={{
          borderRadius: '20px',
          color: '#fff',
          background: 'linear-gradient(120deg, #0B524D 0%, #0F766E 60%, #138A80 100%)',
          p: { xs: 3, sm: 5, md: 7 },
          display: 'grid',
          gap: { xs: 3, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '1.3fr 1fr' },
          alignItems: 'center',
        }}
      >
        <Box>
          <Typography
            component="p"
            sx={{
              fontWeight: 700,
              letterSpacing: '0.08em',
              textTransform: 'uppercase',
              fontSize: '0.8rem',
              color: '#FFE9B8',
              mb: 1,
            }}
          >
            Para proveedores
          </Typography>
          <Typography
            id="cta-proveedores-titulo"
            variant="h2"
            sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' }, mb: 2 }}
          >
            ¿Tienes un negocio de eventos? Haz que te encuentren.
          </Typography>
          <Typography sx={{ color: 'rgba(255,255,255,0.9)', mb: 3, maxWidth: 560 }}>
            Crea la página de tu negocio en Eventos Perú y llega a las personas que están organizando su
            próximo evento.
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button
              component={RouterLink}
              to="/soy-un-proveedor"
              size="large"
              variant="contained"
              sx={{ bgcolor: '#fff', color: '#0B524D', '&:hover': { bgcolor: '#F1F5F4' } }}
            >
              Soy un proveedor
            </Button>
            <Button
              component={RouterLink}
              to="/proveedores/afiliacion"
              size="large"
              variant="outlined"
              sx={{
                color: '#fff',
                borderColor: 'rgba(255,255,255,0.7)',
                '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.08)' },
              }}
            >
              Afilia tu negocio
            </Button>
          </Box>
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {BENEFITS.map((benefit) => (
            <Box
              component="li"
              key={benefit}
              sx={{
                display: 'flex',
                gap: 1.5,
                alignItems: 'center',
                bgcolor: 'rgba(255,255,255,0.1)',
                borderRadius: '12px',
                p: 2,
              }}
            >
              <CheckCircleIcon aria-hidden="true" sx={{ color: '#F7C948' }} />
              <Typography sx={{ fontWeight: 600 }}>{benefit}</Typography>
            </Box>
          ))}
        </Box>
      </ContentContainer>
    </Box>
  );
}
