import { lazy } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { HydrateLater } from '../../../components/ui/hydrate-later';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { serverLoader } from '../../../app/ssr-loader';
import { categoryCountsQueryOptions, homeProvidersQueryOptions, providerCountQueryOptions } from '../api/get-home-data';
import { CategoryGrid } from '../components/category-grid';
import { HomeHero } from '../components/home-hero';
import { HomePopularLandings } from '../components/home-popular-landings';
import { popularLandingsQueryOptions } from '../../landings';
import { HomeSection } from '../components/home-section';
import { LazySection } from '../components/lazy-section';
import { PopularEventTypesSkeleton } from '../components/popular-event-types-skeleton';

// The featured providers' cards are in the server's HTML and hydrate in their own pass once their
// chunk has loaded (the boundary stays as the server rendered it until then, docs/decisions/257);
// below them the popular event types, the latest providers, the blog posts and the providers' call
// to action load when scrolled near.
const HomeProviders = lazy(() => import('../components/home-providers'));
const PopularEventTypes = lazy(() =>
  import('../components/popular-event-types').then((m) => ({ default: m.PopularEventTypes })),
);
const ProviderCta = lazy(() =>
  import('../components/provider-cta').then((m) => ({ default: m.ProviderCta })),
);
const HomeBlogPosts = lazy(() => import('../components/home-blog-posts'));
const PROVIDERS_MIN_HEIGHT = 520;
const providerCtaPlaceholder = <Box aria-hidden="true" sx={{ minHeight: { xs: 720, md: 490 } }} />;

/**
 * Server render: the hero's provider count, the categories with their counts, the featured
 * providers and the popular landings.
 */
export const loader = serverLoader(async (_args, { queryClient }) => {
  await Promise.all([
    queryClient.ensureQueryData(providerCountQueryOptions),
    queryClient.ensureQueryData(categoryCountsQueryOptions),
    queryClient.ensureQueryData(homeProvidersQueryOptions('featured')),
    queryClient.ensureQueryData(popularLandingsQueryOptions),
  ]);
});

/**
 * Home '/': hero search with the provider count, categories with counts, featured providers,
 * popular event types, latest providers, popular landings (category × department), the latest blog
 * posts and the providers' call to action.
 */
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
          <Button component={RouterLink} to="/proveedores" endIcon={<ArrowForwardIcon />} sx={{ fontWeight: 700 }}>
            Ver todos los proveedores
          </Button>
        }
      >
        <HydrateLater>
          <CategoryGrid />
        </HydrateLater>
      </HomeSection>
      <HydrateLater>
        <HomeProviders kind="featured" tinted />
      </HydrateLater>
      <HomeSection
        id="eventos-populares"
        title="Eventos populares"
        subtitle="Inspírate y encuentra proveedores para el tipo de evento que estás organizando."
        action={
          <Button component={RouterLink} to="/eventos/crear" variant="outlined" sx={{ fontWeight: 700 }}>
            Publica tu evento
          </Button>
        }
      >
        <LazySection fallback={<PopularEventTypesSkeleton />}>
          <PopularEventTypes />
        </LazySection>
      </HomeSection>
      <LazySection minHeight={PROVIDERS_MIN_HEIGHT}>
        <HomeProviders kind="latest" tinted />
      </LazySection>
      <HydrateLater>
        <HomePopularLandings />
      </HydrateLater>
      <LazySection minHeight={480}>
        <HomeBlogPosts />
      </LazySection>
      <LazySection fallback={providerCtaPlaceholder}>
        <ProviderCta />
      </LazySection>
    </Box>
  );
}
