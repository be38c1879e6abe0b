import { useEffect } from 'react';
import { data, Link as RouterLink, Navigate, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import TuneIcon from '@mui/icons-material/Tune';
import { LANDING_MESSAGES } from '@eventos/domain';
import { ContentContainer } from '../../../components/layout/content-container';
import { BreadcrumbsNav } from '../../../components/ui/breadcrumbs-nav';
import { LinkPagination } from '../../../components/ui/link-pagination';
import { CardGridSkeleton } from '../../../components/ui/skeletons';
import { isApiError } from '../../../lib/api-client';
import { ProviderCard, providerCardGridSx } from '../../../components/providers/provider-card';
import { landingQueryOptions, useLanding, type Landing, type LandingParams } from '../api/get-landing';
import { serverLoader } from '../../../app/ssr-loader';
import { LandingLinksSection } from '../components/landing-links';
import { landingPageHref, landingParamsOf } from '../utils';

const gridSx = providerCardGridSx;

function countLabel(landing: Landing): string {
  const n = `${landing.total.toLocaleString('es-PE')} ${landing.total === 1 ? 'proveedor' : 'proveedores'}`;
  return landing.pages > 1 ? `${n} · Página ${landing.page} de ${landing.pages}` : n;
}

/** The landing's content: heading, intro, provider cards, page links and related landings. */
export function LandingView({ landing }: { landing: Landing }) {
  useEffect(() => {
    document.title = landing.title;
  }, [landing.title]);
  return (
    <ContentContainer maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <BreadcrumbsNav items={landing.breadcrumbs} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, fontWeight: 800, overflowWrap: 'anywhere' }}>
        {landing.heading}
      </Typography>
      <Typography sx={{ mt: 1.5, color: 'text.secondary', maxWidth: 760, fontSize: { xs: '1rem', md: '1.1rem' } }}>
        {landing.intro}
      </Typography>
      <Box sx={{ mt: 2, mb: 3, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {countLabel(landing)}
        </Typography>
        <Button component={RouterLink} to={landing.search_path} variant="outlined" startIcon={<TuneIcon />}>
          Buscar con más filtros
        </Button>
      </Box>
      {landing.providers.length > 0 ? (
        <Box component="ul" aria-label={`Proveedores: ${landing.heading}`} sx={gridSx}>
          {landing.providers.map((provider, i) => (
            <li key={provider.id}>
              <ProviderCard provider={provider} headingComponent="h2" coverLoading={i === 0 ? 'lcp' : i < 2 ? 'eager' : 'lazy'} />
            </li>
          ))}
        </Box>
      ) : (
        <Alert severity="info">{LANDING_MESSAGES.empty}</Alert>
      )}
      {landing.pages > 1 ? (
        <Box component="nav" aria-label="Paginación de proveedores" sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}>
          <LinkPagination count={landing.pages} page={landing.page} hrefFor={(page) => landingPageHref(landing.canonical, page)} />
        </Box>
      ) : null}
      <LandingLinksSection title={LANDING_MESSAGES.relatedCategories} links={landing.related.categories} />
      <LandingLinksSection title={LANDING_MESSAGES.relatedDepartments} links={landing.related.departments} />
    </ContentContainer>
  );
}

function LandingContent({ params }: { params: LandingParams }) {
  const { data, isPending, isError, error, refetch } = useLanding(params);
  if (isPending) {
    return (
      <ContentContainer maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
        <CardGridSkeleton count={6} minWidth={280} />
      </ContentContainer>
    );
  }
  if (isError) {
    if (isApiError(error) && error.status === 404) return <Navigate to="/404" replace />;
    return (
      <ContentContainer maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>Reintentar</Button>}>
          No pudimos cargar los proveedores. Intenta nuevamente.
        </Alert>
      </ContentContainer>
    );
  }
  return <LandingView landing={data} />;
}

/** Server render (ADR 120): the landing's texts and first providers; an unknown landing or page is a 404. */
export const loader = serverLoader(async ({ params, request }, { queryClient }) => {
  const landingParams = landingParamsOf(params, new URL(request.url).searchParams);
  if (!landingParams) throw data(null, { status: 404 });
  try {
    await queryClient.ensureQueryData(landingQueryOptions(landingParams));
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
});

/** '/proveedores/:category/:department' (?page=N): a landing page of the directory (ADR 125). */
export default function LandingPage() {
  const segments = useParams();
  const [search] = useSearchParams();
  const params = landingParamsOf(segments, search);
  if (!params) return <Navigate to="/404" replace />;
  return <LandingContent params={params} />;
}
