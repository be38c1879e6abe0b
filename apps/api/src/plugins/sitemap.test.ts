// /sitemap.xml and /sitemap-N.xml from short sources (every entry at once) and long ones read one
// file's slice at a time (ADR 387): the files are the ones the whole list split into files gave, and
// a long source is only counted for the index and read only for the slice a file holds.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { isReservedSlug, SlugSchema } from '@eventos/domain';
import { SITEMAP_STATIC_PATHS } from './app-pages';
import {
  dedupeEntries,
  registerSitemapRoutes,
  renderSitemap,
  renderSitemapIndex,
  type PagedSitemapSource,
  type SitemapEntry,
  type SitemapSource,
} from './sitemap';

const PUBLIC_URL = 'https://eventosperu.pe';
const MAX = 7;

/** A long source over `entries`, recording its calls. */
function pagedSource(entries: SitemapEntry[]) {
  const calls: string[] = [];
  const source: PagedSitemapSource = {
    count: async () => {
      calls.push('count');
      return entries.length;
    },
    list: async (offset, limit) => {
      calls.push(`list ${offset} ${limit}`);
      return entries.slice(offset, offset + limit);
    },
  };
  return { source, calls };
}

const sites = (prefix: string, n: number): SitemapEntry[] =>
  Array.from({ length: n }, (_, i) => ({
    loc: `/${prefix}-${i}`,
    lastmod: `2026-0${1 + (i % 9)}-1${i % 10}T10:00:00Z`,
    changefreq: 'weekly',
    priority: 0.6,
  }));

/** What the sitemap was before ADR 387: every entry of every source, deduplicated, then cut into files. */
function wholeList(parts: Array<Array<string | SitemapEntry>>): SitemapEntry[] {
  const entries: SitemapEntry[] = SITEMAP_STATIC_PATHS.map((loc) => ({ loc, changefreq: 'weekly' }));
  for (const part of parts)
    for (const item of part) entries.push(typeof item === 'string' ? { loc: item } : item);
  return dedupeEntries(entries, PUBLIC_URL);
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function serve(sources: SitemapSource[], max = MAX) {
  const logged: string[] = [];
  app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } } });
  const errors = {
    get length() {
      return logged.filter((line) => line.includes('Fuente del sitemap falló')).length;
    },
  };
  registerSitemapRoutes(app, sources, PUBLIC_URL, max);
  await app.ready();
  const get = (url: string) => app!.inject({ method: 'GET', url });
  return { get, errors };
}

describe('sitemap files read by slice', () => {
  it('past the limit, each file is the slice of the whole list it held, and long sources are read only for it', async () => {
    const shortA = ['/a-1', { loc: '/a-2', priority: 0.7 }, '/a-1', '/sobre-nosotros', `${PUBLIC_URL}/a-3`];
    const longP = sites('p', 23);
    const shortB = [{ loc: '/b-1', changefreq: 'daily' as const }, '/a-2'];
    const longQ = sites('q', 5);
    const p = pagedSource(longP);
    const q = pagedSource(longQ);
    const { get } = await serve([async () => shortA, p.source, () => shortB, q.source]);
    const whole = wholeList([shortA, longP, shortB, longQ]);
    const files = Math.ceil(whole.length / MAX);
    expect(files).toBeGreaterThan(4);

    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers['cache-control']).toBe('public, max-age=3600');
    expect(index.body).toBe(renderSitemapIndex(files, PUBLIC_URL));
    // The index only counts the long sources.
    expect([...p.calls, ...q.calls]).toEqual(['count', 'count']);

    const all: string[] = [];
    for (let n = 1; n <= files; n++) {
      p.calls.length = 0;
      q.calls.length = 0;
      const res = await get(`/sitemap-${n}.xml`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      const slice = whole.slice((n - 1) * MAX, n * MAX);
      expect(res.body).toBe(renderSitemap(slice, PUBLIC_URL, MAX));
      all.push(...[...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
      // At most one read of each long source, for no more than the file's own entries.
      for (const calls of [p.calls, q.calls]) {
        const lists = calls.filter((c) => c.startsWith('list'));
        expect(lists.length).toBeLessThanOrEqual(1);
        for (const call of lists) expect(Number(call.split(' ')[2])).toBeLessThanOrEqual(MAX);
      }
    }
    // Concatenated, the files are the whole list, each URL once.
    expect(all).toEqual(whole.map((e) => e.loc));
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain(`${PUBLIC_URL}/p-22`);
    expect(all).toContain(`${PUBLIC_URL}/q-4`);
    expect((await get(`/sitemap-${files + 1}.xml`)).statusCode).toBe(404);
    expect((await get('/sitemap-0.xml')).statusCode).toBe(404);
  });

  it('up to the limit, /sitemap.xml is the one file of the whole list and there are no numbered files', async () => {
    const longP = sites('p', 3);
    const short = ['/x', '/p-1'];
    const { get } = await serve([pagedSource(longP).source, async () => short], 50);
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(renderSitemap(wholeList([longP, short]), PUBLIC_URL, 50));
    expect((await get('/sitemap-1.xml')).statusCode).toBe(404);
  });

  it('skips a failing source (logged): a count that fails counts none, a slice that fails is left out of its file', async () => {
    const failingCount: PagedSitemapSource = {
      count: () => Promise.reject(new Error('count roto')),
      list: () => Promise.reject(new Error('no se lee')),
    };
    const longP = sites('p', 9);
    const failingList: PagedSitemapSource = {
      count: async () => 9,
      list: () => Promise.reject(new Error('lista rota')),
    };
    const { get, errors } = await serve([
      failingCount,
      () => {
        throw new Error('fuente rota');
      },
      pagedSource(longP).source,
      failingList,
    ]);
    // 10 static + 9 + 9 counted: 4 files of 7.
    expect((await get('/sitemap.xml')).body).toBe(renderSitemapIndex(4, PUBLIC_URL));
    expect(errors.length).toBe(2);
    const whole = wholeList([longP]);
    expect((await get('/sitemap-2.xml')).body).toBe(renderSitemap(whole.slice(7, 14), PUBLIC_URL, MAX));
    // File 3: the last 5 of longP, then 2 of the failing list, left out.
    expect((await get('/sitemap-3.xml')).body).toBe(renderSitemap(whole.slice(14, 19), PUBLIC_URL, MAX));
    const last = await get('/sitemap-4.xml');
    expect(last.statusCode).toBe(200);
    expect(last.body).toBe(renderSitemap([], PUBLIC_URL, MAX));
    expect(errors.length).toBeGreaterThan(2);
  });

  it('no provider site (a long source, not deduplicated against the others) can be one of the static pages', () => {
    for (const path of SITEMAP_STATIC_PATHS.filter((p) => p !== '/')) {
      const slug = path.slice(1);
      expect(isReservedSlug(slug) || !SlugSchema.safeParse(slug).success).toBe(true);
    }
  });
});
