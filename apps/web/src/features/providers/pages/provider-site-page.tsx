import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { data, Navigate, redirect, useLocation } from 'react-router';
import { Button } from '../../../components/ui/lean-buttons';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import { isReservedSlug } from '@eventos/domain';
import { ContentContainer } from '../../../components/layout/content-container';
import { EmptyState } from '../../../components/ui/empty-state';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { trackEvent } from '../../../lib/consent';
import { serverLoader } from '../../../app/ssr-loader';
import { providerReviewsQueryOptions, reviewsPageFrom } from '../../reviews';
import { getProviderSiteForRender, providerBySlugQueryOptions } from '../api/get-provider-by-slug';
import { providerMediaQueryOptions } from '../api/get-provider-media';
import { SiteSkeleton } from '../components/site/site-skeleton';
import { SiteView } from '../components/site/site-view';
import { ProviderSiteContext } from '../hooks/provider-site-context';
import type { ProviderSiteContextValue } from '../hooks/provider-site-context';
import { slugFromPathname, useProviderSiteState } from '../hooks/use-provider-site-state';
import type { ProviderSiteState } from '../hooks/use-provider-site-state';

// The claim form (react-hook-form, zod, text fields) only for a slug without a linked site.
const ClaimSite = lazy(() => import('../components/site/claim-site').then((m) => ({ default: m.ClaimSite })));

/**
 * Server render: the site's provider. A reserved, unknown or deleted slug answers 404 (the
 * not-found page); an old slug answers 301 to the current one. The gallery's first photos (above
 * the fold on phones) and the reviews' page (`?opiniones=`) come in the site's own answer (ADR 338)
 * and fill the queries the sections read, under the same keys with the same data as their own calls:
 * the browser finds them in the dehydrated cache and fetches nothing again.
 */
export const loader = serverLoader(async ({ params, request }, { queryClient }) => {
  const slug = params.slug ?? '';
  if (!slug || isReservedSlug(slug)) throw data(null, { status: 404 });
  const reviewsPage = reviewsPageFrom(new URL(request.url).searchParams);
  const { site, gallery, reviews } = await getProviderSiteForRender(slug, { sort: 'recent', page: reviewsPage });
  queryClient.setQueryData(providerBySlugQueryOptions(slug).queryKey, site);
  if (site.provider && site.redirectSlug && site.redirectSlug !== slug) {
    return redirect(`/${encodeURIComponent(site.redirectSlug)}`, 301);
  }
  if (!site.provider && !site.unlinked) throw data(null, { status: 404 });
  if (!site.provider) return;
  const { id } = site.provider;
  queryClient.setQueryData(providerMediaQueryOptions(id, 'photo').queryKey, gallery);
  queryClient.setQueryData(providerReviewsQueryOptions(id, 'recent', reviewsPage).queryKey, reviews);
});

/**
 * '/:slug': a provider's public site. Unknown or reserved slugs go to /404; an old slug redirects
 * to the current one. The site state (SPEC §4) is re-read on every route change and the editor is
 * off again whenever the path changes.
 */
export default function ProviderSitePage() {
  const location = useLocation();
  const state = useProviderSiteState();
  // Keyed on the path: the editor switch starts off on every site visited.
  return <ProviderSite key={location.pathname} state={state} slug={slugFromPathname(location.pathname)} />;
}

function ProviderSite({ state, slug }: { state: ProviderSiteState; slug: string }) {
  const [editing, setEditing] = useState(false);
  useDocumentTitle(state.provider?.company_name ?? (state.loading ? 'Cargando' : undefined));
  const { provider, owner } = state;
  const viewedId = provider?.id;
  useEffect(() => {
    if (viewedId) trackEvent('provider_view', { provider_id: viewedId, provider_slug: slug });
  }, [viewedId, slug]);
  // One element for the page's life: a re-render of this component (session known, query string,
  // navigation state) reaches the sections only through the context, when its value changes.
  const siteView = useMemo(() => <SiteView />, []);
  const value = useMemo<ProviderSiteContextValue | null>(
    () => (provider ? { ...state, provider, editing: owner && editing, setEditing } : null),
    [state, provider, owner, editing],
  );

  if (isReservedSlug(slug)) return <Navigate to="/404" replace />;
  if (state.redirectSlug && state.redirectSlug !== slug) return <Navigate to={`/${state.redirectSlug}`} replace />;
  if (state.loading && !provider) return <SiteSkeleton />;
  if (state.error && !provider) {
    return (
      <ContentContainer sx={{ py: 6 }}>
        <EmptyState
          icon={CloudOffOutlinedIcon}
          headingComponent="h1"
          title="No pudimos cargar esta página"
          description="Revisa tu conexión e inténtalo nuevamente."
          actions={
            <Button variant="contained" onClick={state.refresh}>
              Reintentar
            </Button>
          }
        />
      </ContentContainer>
    );
  }
  if (!provider && state.unlinked) {
    return (
      <Suspense fallback={<SiteSkeleton />}>
        <ClaimSite slug={slug} />
      </Suspense>
    );
  }
  if (!value) return <Navigate to="/404" replace />;
  return <ProviderSiteContext.Provider value={value}>{siteView}</ProviderSiteContext.Provider>;
}
