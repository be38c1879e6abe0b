// SEO of provider sites: a head resolver for single-segment paths that are provider slugs (old
// slugs get the current site's tags and canonical URL) and a sitemap source with every site.
// No HTTP routes of its own: plugins/web.ts serves the pages and /sitemap.xml.
import type { FastifyInstance } from 'fastify';
import { isReservedSlug, SlugSchema, type ProviderOut, type ReviewsPage } from '@eventos/domain';
import { presentProvider, shareCover } from '../providers';
import { findProviderByOldSlug, findProviderBySlug, providerSitemapRows } from '../providers';
import { SITEMAP_SOURCE_MAX_URLS, type SitemapEntry } from '../../plugins/sitemap';
import { loadReviewsJsonLd, reviewsJsonLdFromPage, reviewsPageCovers } from '../reviews';
import { providerHead } from './provider-head';

export const prefix = '';

export default async function seoRoutes(app: FastifyInstance): Promise<void> {
  const ctx = { db: app.db, storage: app.storage };
  const publicUrl = app.config.PUBLIC_URL;

  app.registerHeadResolver('/:slug', async (_request, { slug }, rendered) => {
    if (!slug || isReservedSlug(slug) || !SlugSchema.safeParse(slug).success) return null;
    // Server-rendered: the head comes from the provider the page was rendered from (the web app's
    // `providerKeys.bySlug`, the API's own answer to providers?slug=) and the newest reviews from the
    // first page of reviews it rendered (`reviewKeys.page(id, 'recent', 1)`); only the share image (the
    // first cover or gallery photo, not part of the site's data) is read, and the newest reviews when
    // the page rendered another page of them (?opiniones=N).
    const site = rendered(['providers', 'by-slug', slug]) as { provider?: ProviderOut | null } | undefined;
    const id = site?.provider?.id;
    if (site?.provider && id !== undefined) {
      const provider = { ...site.provider, cover: await shareCover(ctx, id) };
      const newest = rendered(['reviews', 'provider', id, 'recent', 1]) as ReviewsPage | undefined;
      const rating =
        newest && reviewsPageCovers(newest)
          ? reviewsJsonLdFromPage({ ...provider, id }, newest.data)
          : await loadReviewsJsonLd(app.db, { ...provider, id });
      return providerHead(provider, publicUrl, rating);
    }
    const row = (await findProviderBySlug(app.db, slug)) ?? (await findProviderByOldSlug(app.db, slug));
    // Unknown slugs: no tags here (other resolvers may know the path; the SPA shows /404).
    // A site its owner unlinked is hidden until claimed: no tags, the page is the 404.
    if (!row || row.unlinked_at) return null;
    const provider = await presentProvider(ctx, row, { withLogo: true, withCover: true, relations: ['servicesTypes'] });
    const rating = await loadReviewsJsonLd(app.db, { ...provider, id: row.id });
    return providerHead(provider, publicUrl, rating);
  });

  app.registerSitemapSource(async (): Promise<SitemapEntry[]> => {
    const rows = await providerSitemapRows(app.db, SITEMAP_SOURCE_MAX_URLS);
    return rows.map((r) => ({
      loc: `/${r.slug}`,
      lastmod: r.updated_at,
      changefreq: 'weekly',
      priority: r.plan === 'business' ? 0.8 : 0.6,
    }));
  });
}
