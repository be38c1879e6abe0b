import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { CategoryGrid } from '../components/category-grid';
import { HomeHero } from '../components/home-hero';
import { HomeSection } from '../components/home-section';
import { PopularEventTypes } from '../components/popular-event-types';
import { ProviderCta } from '../components/provider-cta';

/** Home '/': hero search, categories, popular event types and the providers' call to action. */
export default function HomePage() {
  useDocumentTitle();
  return (
    <Box>
      <HomeHero />
      <HomeSection
        id="categorias"
        title="Explora por categoría"
        subtitle="Todo lo que necesitas para tu evento, organizado por tipo de servicio."
        action={
          <Button
            component={RouterLink}
            to="/proveedores"
            endIcon={<ArrowForwardIcon />}
            sx={{ fontWeight: 700 }}
          >
            Ver todos los proveedores
          </Button>
        }
      >
        <CategoryGrid />
      </HomeSection>
      <HomeSection
        id="eventos-populares"
        tinted
        title="Eventos populares"
        subtitle="Inspírate y encuentra proveedores para el tipo de evento que estás organizando."
        action={
          <Button component={RouterLink} to="/eventos/crear" variant="outlined" sx={{ fontWeight: 700 }}>
            Publica tu evento
          </Button>
        }
      >
        <PopularEventTypes />
      </HomeSection>
      <ProviderCta />
    </Box>
  );
}
