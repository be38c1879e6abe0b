// sitemap.xml and robots.txt. Feature modules add URLs with `app.registerSitemapSource(async () => [...])`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROBOTS_DISALLOW, SITEMAP_STATIC_PATHS } from './app-pages';
import { HTTP_MESSAGES } from './errors';
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

/** The protocol's limit per file; past it, /sitemap.xml is an index of files (SITEMAP_MAX_URLS). */
export const SITEMAP_MAX_URLS = 50_000;
/** Most URLs a source should list in all (the index then points to up to 20 files of 50,000). */
export const SITEMAP_SOURCE_MAX_URLS = 1_000_000;

function toEntry(value: string | SitemapEntry): SitemapEntry {
  return typeof value === 'string' ? { loc: value } : value;
}

/** Absolute URLs, first occurrence kept. */
export function dedupeEntries(entries: SitemapEntry[], publicUrl: string): SitemapEntry[] {
  const seen = new Set<string>();
  const out: SitemapEntry[] = [];
  for (const entry of entries) {
    const loc = absoluteUrl(publicUrl, entry.loc);
    if (seen.has(loc)) continue;
    seen.add(loc);
    out.push({ ...entry, loc });
  }
  return out;
}

function urlXml(entry: SitemapEntry, publicUrl: string): string {
  const parts = [`<loc>${escapeHtml(absoluteUrl(publicUrl, entry.loc))}</loc>`];
  if (entry.lastmod) {
    const date = entry.lastmod instanceof Date ? entry.lastmod : new Date(entry.lastmod);
    if (!Number.isNaN(date.getTime())) parts.push(`<lastmod>${date.toISOString().slice(0, 10)}</lastmod>`);
  }
  if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
  if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
  return `  <url>${parts.join('')}</url>`;
}

/** A <urlset> of the entries (deduplicated; at most `max`). */
export function renderSitemap(entries: SitemapEntry[], publicUrl: string, max = SITEMAP_MAX_URLS): string {
  const urls = dedupeEntries(entries, publicUrl).slice(0, max).map((e) => urlXml(e, publicUrl));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A <sitemapindex> pointing to /sitemap-1.xml … /sitemap-N.xml. */
export function renderSitemapIndex(files: number, publicUrl: string): string {
  const items = Array.from({ length: files }, (_, i) => `  <sitemap><loc>${escapeHtml(`${publicUrl}/sitemap-${i + 1}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

export function renderRobots(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

export function registerSitemapRoutes(
  app: FastifyInstance,
  sources: SitemapSource[],
  publicUrl: string,
  maxUrls = SITEMAP_MAX_URLS,
): void {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    return reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(renderRobots(publicUrl));
  });

  async function allEntries(request: FastifyRequest): Promise<SitemapEntry[]> {
    const entries: SitemapEntry[] = SITEMAP_STATIC_PATHS.map((loc) => ({ loc, changefreq: 'weekly' }));
    const results = await Promise.allSettled(sources.map(async (source) => (await source()).map(toEntry)));
    for (const result of results) {
      if (result.status === 'fulfilled') entries.push(...result.value);
      else request.log.error({ err: result.reason }, 'Fuente del sitemap falló');
    }
    return dedupeEntries(entries, publicUrl);
  }
  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);

  // Up to maxUrls URLs: one file. Past it: an index of files of maxUrls URLs each.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const entries = await allEntries(request);
    if (entries.length <= maxUrls) return sendXml(reply, renderSitemap(entries, publicUrl, maxUrls));
    return sendXml(reply, renderSitemapIndex(Math.ceil(entries.length / maxUrls), publicUrl));
  });

  app.get<{ Params: { n: string } }>('/sitemap-:n(^\\d{1,6}).xml', { schema: { hide: true } }, async (request, reply) => {
    const n = Number(request.params.n);
    const entries = await allEntries(request);
    const files = entries.length > maxUrls ? Math.ceil(entries.length / maxUrls) : 0;
    if (n < 1 || n > files) return reply.code(404).type('application/json; charset=utf-8').send({ error: HTTP_MESSAGES.notFound });
    return sendXml(reply, renderSitemap(entries.slice((n - 1) * maxUrls, n * maxUrls), publicUrl, maxUrls));
  });
}
