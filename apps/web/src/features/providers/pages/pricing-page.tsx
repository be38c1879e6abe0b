import { Link as RouterLink } from 'react-router';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import TravelExploreOutlinedIcon from '@mui/icons-material/TravelExploreOutlined';
import { PageLayout } from '../../../components/layout/page-layout';
import { BenefitList } from '../components/benefit-list';
import type { Benefit } from '../components/benefit-list';
import { PlanComparison } from '../components/plan-comparison';
import { serverLoader } from '../../../app/ssr-loader';
import { planPricingQueryOptions } from '../api/plans-api';

const BENEFITS: Benefit[] = [
  {
    icon: TravelExploreOutlinedIcon,
    title: 'Te encuentran',
    text: 'Apareces cuando alguien busca tu servicio en tu distrito, provincia o departamento.',
  },
  {
    icon: PhotoLibraryOutlinedIcon,
    title: 'Muestras tu trabajo',
    text: 'Fotos, videos, testimonios y reseñas en una página con la dirección de tu negocio.',
  },
  {
    icon: RequestQuoteOutlinedIcon,
    title: 'Recibes cotizaciones',
    text: 'Los clientes te piden cotizaciones y comparan propuestas sin llamadas de ida y vuelta.',
  },
  {
    icon: CampaignOutlinedIcon,
    title: 'Te enteras de eventos',
    text: 'Te avisamos cuando se publica un evento que necesita tus servicios en tu zona.',
  },
];

/** Server render: the plans and their prices. */
export const loader = serverLoader(async (_args, { queryClient }) => {
  await queryClient.ensureQueryData(planPricingQueryOptions);
});

/** '/soy-un-proveedor': why join, the two plans side by side and a call to action. */
export default function PricingPage() {
  return (
    <PageLayout
      title="Haz crecer tu negocio de eventos"
      eyebrow="Soy un proveedor"
      subtitle="Únete a Eventos Perú y conecta con personas y empresas que están organizando su próximo evento."
      actions={
        <Button component={RouterLink} to="/proveedores/afiliacion" variant="contained" size="large">
          Afilia tu negocio
        </Button>
      }
    >
      <Box component="section" aria-labelledby="por-que-titulo" sx={{ mb: { xs: 5, md: 7 } }}>
        <Typography id="por-que-titulo" variant="h4" component="h2" sx={{ mb: 3 }}>
          ¿Por qué unirte?
        </Typography>
        <BenefitList items={BENEFITS} />
      </Box>
      <Box component="section" aria-labelledby="planes-titulo" sx={{ mb: { xs: 5, md: 7 } }}>
        <Typography id="planes-titulo" variant="h4" component="h2" sx={{ mb: 1 }}>
          Planes
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          Todos los negocios empiezan en el plan Básico y pueden pasar a Business cuando lo necesiten.
        </Typography>
        <PlanComparison />
      </Box>
      <Box
        component="section"
        aria-labelledby="empieza-titulo"
        sx={{
          textAlign: 'center',
          bgcolor: 'background.paper',
          borderRadius: '16px',
          p: { xs: 3, md: 5 },
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id="empieza-titulo" variant="h4" component="h2" sx={{ mb: 1 }}>
          Empieza hoy
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          Registra tu negocio en pocos pasos: nombre, servicios, datos de contacto y logo.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button component={RouterLink} to="/proveedores/afiliacion" variant="contained" size="large">
            Afilia tu negocio
          </Button>
          <Button component={RouterLink} to="/sitioweb" variant="outlined" size="large">
            Conoce tu sitio web
          </Button>
        </Box>
      </Box>
    </PageLayout>
  );
}
