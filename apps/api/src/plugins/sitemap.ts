// sitemap.xml and robots.txt. Feature modules add URLs with `app.registerSitemapSource(...)`: a
// function giving every entry at once (short sources), or `{ count, list }` read one file's slice at a
// time (the provider sites: 1,000,000 at scale, docs/decisions/387-sitemap-files-read-by-slice.md).
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
export type SitemapItems = Array<string | SitemapEntry>;
/** A short source: every entry at once, read on each sitemap request (static pages, landings, blog). */
export type SitemapListSource = () => Promise<SitemapItems> | SitemapItems;
/**
 * A long source, read one file's slice at a time: `count()` is how many entries it lists and
 * `list(offset, limit)` the entries offset … offset + limit − 1 of that list, in a stable order.
 * Its entries are unique and never another source's URL: files are deduplicated only within themselves.
 */
export interface PagedSitemapSource {
  count(): Promise<number>;
  list(offset: number, limit: number): Promise<SitemapItems>;
}
export type SitemapSource = SitemapListSource | PagedSitemapSource;

/** The protocol's limit per file; past it, /sitemap.xml is an index of files (SITEMAP_MAX_URLS). */
export const SITEMAP_MAX_URLS = 50_000;
/** Most URLs a source should list in all (the index then points to up to 20 files of 50,000). */
export const SITEMAP_SOURCE_MAX_URLS = 1_000_000;

function toEntry(value: string | SitemapEntry): SitemapEntry {
  return typeof value === 'string' ? { loc: value } : value;
}

/** Absolute URLs, first occurrence kept (`seen`: the URLs already kept before these, which it extends). */
export function dedupeEntries(entries: SitemapEntry[], publicUrl: string, seen = new Set<string>()): SitemapEntry[] {
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

/** The sitemap's entries in order, as runs: short sources loaded (deduplicated), long ones only counted. */
type SitemapRun = { entries: SitemapEntry[] } | { source: PagedSitemapSource; count: number };

const isPaged = (source: SitemapSource): source is PagedSitemapSource => typeof source !== 'function';
const runLength = (run: SitemapRun) => ('entries' in run ? run.entries.length : run.count);

export function registerSitemapRoutes(
  app: FastifyInstance,
  sources: SitemapSource[],
  publicUrl: string,
  maxUrls = SITEMAP_MAX_URLS,
): void {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    return reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(renderRobots(publicUrl));
  });

  /**
   * The static pages, then each source in the order it was registered: a short source's entries
   * (first occurrence of a URL kept among them), a long source's count. A failing source is skipped.
   */
  async function sitemapRuns(request: FastifyRequest): Promise<SitemapRun[]> {
    const results = await Promise.allSettled(
      sources.map(async (source): Promise<SitemapRun> =>
        isPaged(source) ? { source, count: Math.max(0, await source.count()) } : { entries: (await source()).map(toEntry) },
      ),
    );
    const seen = new Set<string>();
    const unique = (entries: SitemapEntry[]) => dedupeEntries(entries, publicUrl, seen);
    const runs: SitemapRun[] = [{ entries: unique(SITEMAP_STATIC_PATHS.map((loc) => ({ loc, changefreq: 'weekly' }))) }];
    for (const result of results) {
      if (result.status === 'rejected') request.log.error({ err: result.reason }, 'Fuente del sitemap falló');
      else runs.push('entries' in result.value ? { entries: unique(result.value.entries) } : result.value);
    }
    return runs;
  }

  /** Entries start … start + maxUrls − 1 of the runs: a slice of each short run, one list() of each long one. */
  async function sitemapSlice(request: FastifyRequest, runs: SitemapRun[], start: number): Promise<SitemapEntry[]> {
    const end = start + maxUrls;
    const parts: Array<Promise<SitemapEntry[]>> = [];
    let position = 0;
    for (const run of runs) {
      const from = Math.max(start, position);
      const to = Math.min(end, position + runLength(run));
      if (from < to) {
        const offset = from - position;
        const limit = to - from;
        parts.push(
          'entries' in run
            ? Promise.resolve(run.entries.slice(offset, offset + limit))
            : run.source.list(offset, limit).then(
                (items) => items.slice(0, limit).map(toEntry),
                (err: unknown) => {
                  request.log.error({ err }, 'Fuente del sitemap falló');
                  return [];
                },
              ),
        );
      }
      position += runLength(run);
    }
    return (await Promise.all(parts)).flat();
  }

  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);

  // Up to maxUrls URLs: one file. Past it: an index of files of maxUrls URLs each (from the counts alone).
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const runs = await sitemapRuns(request);
    const total = runs.reduce((sum, run) => sum + runLength(run), 0);
    if (total <= maxUrls) return sendXml(reply, renderSitemap(await sitemapSlice(request, runs, 0), publicUrl, maxUrls));
    return sendXml(reply, renderSitemapIndex(Math.ceil(total / maxUrls), publicUrl));
  });

  app.get<{ Params: { n: string } }>('/sitemap-:n(^\\d{1,6}).xml', { schema: { hide: true } }, async (request, reply) => {
    const n = Number(request.params.n);
    const runs = await sitemapRuns(request);
    const total = runs.reduce((sum, run) => sum + runLength(run), 0);
    const files = total > maxUrls ? Math.ceil(total / maxUrls) : 0;
    if (n < 1 || n > files) return reply.code(404).type('application/json; charset=utf-8').send({ error: HTTP_MESSAGES.notFound });
    return sendXml(reply, renderSitemap(await sitemapSlice(request, runs, (n - 1) * maxUrls), publicUrl, maxUrls));
  });
}
