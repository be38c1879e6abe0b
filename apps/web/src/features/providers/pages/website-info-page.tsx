import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CollectionsOutlinedIcon from '@mui/icons-material/CollectionsOutlined';
import ContactPhoneOutlinedIcon from '@mui/icons-material/ContactPhoneOutlined';
import LinkOutlinedIcon from '@mui/icons-material/LinkOutlined';
import ReviewsOutlinedIcon from '@mui/icons-material/ReviewsOutlined';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import ViewCarouselOutlinedIcon from '@mui/icons-material/ViewCarouselOutlined';
import { PageLayout } from '../../../components/layout/page-layout';
import { BenefitList } from '../components/benefit-list';
import type { Benefit } from '../components/benefit-list';

const SECTIONS: Benefit[] = [
  {
    icon: LinkOutlinedIcon,
    title: 'Tu propia dirección',
    text: 'Una página con el nombre de tu negocio, fácil de compartir.',
  },
  {
    icon: ViewCarouselOutlinedIcon,
    title: 'Fotos de portada',
    text: 'Un carrusel con tus mejores trabajos al abrir la página.',
  },
  {
    icon: CollectionsOutlinedIcon,
    title: 'Galería y videos',
    text: 'Fotos y videos de tus eventos, ordenados como quieras.',
  },
  {
    icon: ReviewsOutlinedIcon,
    title: 'Reseñas y testimonios',
    text: 'Las opiniones de tus clientes generan confianza.',
  },
  {
    icon: ContactPhoneOutlinedIcon,
    title: 'Contacto directo',
    text: 'Teléfono, correo, WhatsApp, dirección y redes sociales.',
  },
  {
    icon: ShareOutlinedIcon,
    title: 'Lista para compartir',
    text: 'Se ve bien al compartirla por WhatsApp y Facebook.',
  },
];

/** '/sitioweb': what the public site gives a provider. */
export default function WebsiteInfoPage() {
  return (
    <PageLayout
      title="Tu sitio web en Eventos Perú"
      eyebrow="Plan Business"
      subtitle="Una página profesional para tu negocio de eventos, sin programar ni contratar un hosting."
    >
      <BenefitList items={SECTIONS} />
      <Box sx={{ mt: { xs: 4, md: 6 }, textAlign: 'center' }}>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          Tú mismo editas los textos, fotos, servicios y datos de contacto cuando quieras.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button component={RouterLink} to="/proveedores/afiliacion" variant="contained" size="large">
            Afilia tu negocio
          </Button>
          <Button component={RouterLink} to="/soy-un-proveedor" variant="outlined" size="large">
            Comparar planes
          </Button>
        </Box>
      </Box>
    </PageLayout>
  );
}
