// The head of a provider site's page and the sitemap's provider entries (seo.routes.ts registers
// them; docs/decisions/136-service-dependencies.md).
import { isReservedSlug, SlugSchema, type ProviderOut, type ReviewsPage } from '@eventos/domain';
import type { HeadTags } from '../../plugins/web';
import type { ModuleDeps } from '../../plugins/module-deps';
import { SITEMAP_SOURCE_MAX_URLS, type PagedSitemapSource, type SitemapEntry } from '../../plugins/sitemap';
import { countProviders, findProviderByOldSlug, findProviderBySlug, presentProvider, providerSitemapRows, shareCover } from '../providers';
import { loadReviewsJsonLd, reviewsJsonLdFromPage, reviewsPageCovers } from '../reviews';
import { providerHead } from './provider-head';

/**
 * The tags of /{slug}: from the provider the page was rendered from (`rendered`, when the server
 * rendered it), else read by its current or old slug. Null for what is not a published site.
 */
export async function providerSiteHead(
  deps: Pick<ModuleDeps, 'db' | 'storage' | 'config'>,
  slug: string | undefined,
  rendered: { provider?: ProviderOut | null } | undefined,
  renderedNewestReviews: (providerId: number) => ReviewsPage | undefined = () => undefined,
): Promise<HeadTags | null> {
  if (!slug || isReservedSlug(slug) || !SlugSchema.safeParse(slug).success) return null;
  const publicUrl = deps.config.PUBLIC_URL;
  // Server-rendered: the head comes from the provider the page was rendered from (the web app's
  // `providerKeys.bySlug`, the API's own answer to providers?slug=) and the newest reviews from the
  // first page of reviews it rendered (`reviewKeys.page(id, 'recent', 1)`, ADR 261); only the share
  // image (the first cover or gallery photo) is read when the render did not ask for it with the site
  // (`withCover`, ADR 286), and the newest reviews when the page rendered another page of them (?opiniones=N).
  const id = rendered?.provider?.id;
  if (rendered?.provider && id !== undefined) {
    // The share image: from the render's answer when it asked for it (`withCover`, ADR 286), else one query.
    const cover = rendered.provider.cover !== undefined ? rendered.provider.cover : await shareCover(deps, id);
    const provider = { ...rendered.provider, cover };
    const newest = renderedNewestReviews(id);
    const rating =
      newest && reviewsPageCovers(newest)
        ? reviewsJsonLdFromPage({ ...provider, id }, newest.data)
        : await loadReviewsJsonLd(deps.db, { ...provider, id });
    return providerHead(provider, publicUrl, rating);
  }
  const row = (await findProviderBySlug(deps.db, slug)) ?? (await findProviderByOldSlug(deps.db, slug));
  // Unknown slugs: no tags here (other resolvers may know the path; the SPA shows /404).
  // A site its owner unlinked is hidden until claimed: no tags, the page is the 404.
  if (!row || row.unlinked_at) return null;
  const provider = await presentProvider(deps, row, { withLogo: true, withCover: true, relations: ['servicesTypes'] });
  const rating = await loadReviewsJsonLd(deps.db, { ...provider, id: row.id });
  return providerHead(provider, publicUrl, rating);
}

/**
 * Every published site, for /sitemap.xml, one file's slice at a time (ADR 387): the count the search's
 * triggers keep (provider_search_counts), the rows of a slice by id (providerSitemapRows).
 */
export function providerSitemapSource(deps: Pick<ModuleDeps, 'db'>): PagedSitemapSource {
  return {
    count: async () => Math.min(await countProviders(deps.db), SITEMAP_SOURCE_MAX_URLS),
    list: async (offset, limit) => {
      const capped = Math.min(limit, SITEMAP_SOURCE_MAX_URLS - offset);
      if (capped <= 0) return [];
      const rows = await providerSitemapRows(deps.db, offset, capped);
      return rows.map((r): SitemapEntry => ({
        loc: `/${r.slug}`,
        lastmod: r.updated_at,
        changefreq: 'weekly',
        priority: r.plan === 'business' ? 0.8 : 0.6,
      }));
    },
  };
}
