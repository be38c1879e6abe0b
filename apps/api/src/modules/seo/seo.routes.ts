// SEO of provider sites: a head resolver for single-segment paths that are provider slugs (old
// slugs get the current site's tags and canonical URL) and a sitemap source with every site, read
// one file's slice at a time (seo.service.ts). No HTTP routes of its own: plugins/web.ts serves the pages and /sitemap.xml.
import type { FastifyInstance } from 'fastify';
import type { ProviderOut, ReviewsPage } from '@eventos/domain';
import { moduleDeps } from '../../plugins/module-deps';
import { providerSiteHead, providerSitemapSource } from './seo.service';

export const prefix = '';

export default async function seoRoutes(app: FastifyInstance): Promise<void> {
  const deps = moduleDeps(app);

  app.registerHeadResolver('/:slug', async (_request, { slug }, rendered) =>
    providerSiteHead(
      deps,
      slug,
      rendered(['providers', 'by-slug', slug]) as { provider?: ProviderOut | null } | undefined,
      (id) => rendered(['reviews', 'provider', id, 'recent', 1]) as ReviewsPage | undefined,
    ),
  );

  app.registerSitemapSource(providerSitemapSource(deps));
}
