// sitemap.xml and robots.txt. Feature modules add URLs with `app.registerSitemapSource(async () => [...])`.
import type { FastifyInstance } from 'fastify';
import { ROBOTS_DISALLOW, SITEMAP_STATIC_PATHS } from './app-pages';
import { absoluteUrl, escapeHtml } from './seo-head';

export interface SitemapEntry {
  /** Absolute URL or a path on this site. */
  loc: string;
  /** ISO date or Date of the last change. */
  lastmod?: string | Date;
  changefreq?: 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';
  priority?: number;
}
export type SitemapSource = () => Promise<Array<string | SitemapEntry>> | Array<string | SitemapEntry>;

/** The protocol's limit per file; past it, split into a sitemap index (see docs/architecture.md). */
export const SITEMAP_MAX_URLS = 50_000;

function toEntry(value: string | SitemapEntry): SitemapEntry {
  return typeof value === 'string' ? { loc: value } : value;
}

export function renderSitemap(entries: SitemapEntry[], publicUrl: string): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    const loc = absoluteUrl(publicUrl, entry.loc);
    if (seen.has(loc) || urls.length >= SITEMAP_MAX_URLS) continue;
    seen.add(loc);
    const parts = [`<loc>${escapeHtml(loc)}</loc>`];
    if (entry.lastmod) {
      const date = entry.lastmod instanceof Date ? entry.lastmod : new Date(entry.lastmod);
      if (!Number.isNaN(date.getTime())) parts.push(`<lastmod>${date.toISOString().slice(0, 10)}</lastmod>`);
    }
    if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
    if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
    urls.push(`  <url>${parts.join('')}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function renderRobots(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

export function registerSitemapRoutes(app: FastifyInstance, sources: SitemapSource[], publicUrl: string): void {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    return reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(renderRobots(publicUrl));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const entries: SitemapEntry[] = SITEMAP_STATIC_PATHS.map((loc) => ({ loc, changefreq: 'weekly' }));
    const results = await Promise.allSettled(sources.map(async (source) => (await source()).map(toEntry)));
    for (const result of results) {
      if (result.status === 'fulfilled') entries.push(...result.value);
      else request.log.error({ err: result.reason }, 'Fuente del sitemap falló');
    }
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(renderSitemap(entries, publicUrl));
  });
}
