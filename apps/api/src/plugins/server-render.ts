// Server rendering of the public pages (docs/decisions/120-server-rendering.md). The web build's
// server entry (apps/web/dist-ssr/entry-server.js, from apps/web/src/entry-server.tsx) renders a
// page with its data; the data comes from this same API in process (Fastify inject, exempt from
// the rate limit by a secret header) and, for the blog, from the GraphQL content service.
// Rendered pages are kept in memory (RESPONSE_CACHE_TTL_MS, RESPONSE_CACHE_MAX_ENTRIES) and dropped
// with the response cache on any write, here or in another API process.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createFetchGraphQL, type GraphQLRequest } from '@eventos/domain';
import type { Config } from '../config';
import { INTERNAL_REQUEST_HEADER, INTERNAL_REQUEST_SECRET } from '../lib/internal-request';

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The critical style tags (UTF-8; may be shared with other renders: copied, never written into). */
      styles: Uint8Array;
      /** The app's markup for inside `<div id="root">`, as React wrote it (UTF-8). */
      html: Uint8Array;
      state: string;
      queries?: RenderedQuery[];
      modules?: string[];
    };

/** One query of the render's cache (apps/web/src/entry-server.tsx): what the page was rendered from. */
export interface RenderedQuery {
  queryKey: readonly unknown[];
  data: unknown;
}

export interface ServerRenderer {
  renderPage(options: { url: string; mobile: boolean }): Promise<RenderResult>;
}

export type CreateServerRenderer = (deps: { apiFetch: typeof fetch; graphql: GraphQLRequest }) => ServerRenderer;

/** Pages that need a signed-in user (or are tools): the client renders them inside the shell page. */
const CLIENT_ONLY = [
  '/login',
  '/micuenta',
  '/scraping',
  '/cotizaciones',
  '/eventos',
  '/mensajes',
  '/calificar',
  '/admin',
  '/image-compressor',
  '/afiliacion',
  '/proveedores/afiliacion',
  '/libro-de-reclamaciones',
];

export function isServerRenderedPath(pathname: string): boolean {
  return !CLIENT_ONLY.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * Request headers the first render's layout guess reads (looksMobile): public HTML names them in
 * `Vary`, so a shared cache keeps the phone and the desktop render apart.
 */
export const LAYOUT_GUESS_VARY = 'Sec-CH-UA-Mobile, User-Agent';

/** Phones get the mobile layout in the first render (Client Hint when sent, else the User-Agent). */
export function looksMobile(headers: Record<string, string | string[] | undefined>): boolean {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  const ua = headers['user-agent'];
  return typeof ua === 'string' && /Mobi|Android|iPhone|iPod/i.test(ua);
}

/**
 * Answers the API declares reusable by anyone for at least this long (`Cache-Control: public,
 * max-age=N`, plugins/http-cache.ts) are kept for the renders: the catalogue (service types,
 * locations) and the keywords, read by every page and changed only by an operator. Search results
 * (max-age=60) and everything else are asked every time.
 */
const REUSED_MIN_MAX_AGE_S = 300;
const REUSED_MAX_ENTRIES = 200;
const PUBLIC_MAX_AGE = /^public, max-age=(\d+)/;

interface ReusedAnswer {
  until: number;
  status: number;
  headers: Array<[string, string]>;
  body: Uint8Array;
}

/**
 * A fetch answered by this Fastify app in process. Catalogue answers (REUSED_MIN_MAX_AGE_S) are
 * reused until their max-age ends or any write empties the response cache (`onCacheInvalidate`),
 * whether or not the response cache is on: a render then skips an `inject`, a query and the JSON
 * round trip for data it would get identical.
 */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  const reused = new Map<string, ReusedAnswer>();
  let generation = 0;
  app.onCacheInvalidate(() => {
    generation += 1;
    reused.clear();
  });
  return async (input, init) => {
    const target = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = target.startsWith('/') ? target : new URL(target).pathname + new URL(target).search;
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method === 'GET') {
      const kept = reused.get(url);
      if (kept && kept.until > Date.now()) return new Response(kept.body, { status: kept.status, headers: kept.headers });
      if (kept) reused.delete(url);
    }
    // An answer read across a write is not kept.
    const startedAt = generation;
    const headers: Record<string, string> = { [INTERNAL_REQUEST_HEADER]: INTERNAL_REQUEST_SECRET };
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const res = await app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders: Array<[string, string]> = [];
    for (const [key, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) responseHeaders.push([key, String(v)]);
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    const body = new Uint8Array(res.rawPayload);
    const maxAge = PUBLIC_MAX_AGE.exec(String(res.headers['cache-control'] ?? ''))?.[1];
    if (method === 'GET' && res.statusCode === 200 && maxAge !== undefined && Number(maxAge) >= REUSED_MIN_MAX_AGE_S && !headers.authorization && startedAt === generation) {
      if (reused.size >= REUSED_MAX_ENTRIES) reused.clear();
      reused.set(url, { until: Date.now() + Number(maxAge) * 1000, status: res.statusCode, headers: responseHeaders, body });
    }
    return new Response(empty ? null : body, { status: res.statusCode, headers: responseHeaders });
  };
}

/**
 * Where the page template and the render module come from. Default: the build (apps/web/dist's
 * index.html, dist-ssr's entry). `npm run dev` (src/dev.ts) sets the web sources through Vite
 * instead (plugins/dev-server-render.ts, ADR 121): nothing built is served and no page is kept.
 */
export interface WebSource {
  template(url: string): Promise<string>;
  createServerRenderer: CreateServerRenderer;
}
let webSourceFactory: ((app: FastifyInstance) => Promise<WebSource>) | null = null;
export function renderFromSource(factory: (app: FastifyInstance) => Promise<WebSource>): void {
  webSourceFactory = factory;
}
export function loadWebSource(app: FastifyInstance): Promise<WebSource> | null {
  return webSourceFactory ? webSourceFactory(app) : null;
}

/** The compiled server entry, when the web app was built (`npm run build`). */
export async function loadServerRenderer(config: Config): Promise<CreateServerRenderer | null> {
  if (!existsSync(config.WEB_SSR_ENTRY)) return null;
  const mod = (await import(pathToFileURL(config.WEB_SSR_ENTRY).href)) as { createServerRenderer: CreateServerRenderer };
  return mod.createServerRenderer;
}

export function createRenderer(app: FastifyInstance, config: Config, create: CreateServerRenderer): ServerRenderer {
  const apiFetch = inProcessFetch(app);
  const graphql = config.BLOG_GRAPHQL_URL
    ? createFetchGraphQL(config.BLOG_GRAPHQL_URL, { timeoutMs: 10_000 })
    : createFetchGraphQL('/graphql', { fetch: apiFetch });
  return create({ apiFetch, graphql });
}

export interface RenderedPage {
  status: number;
  /** The HTML encoded once (UTF-8): a cache hit sends these bytes as they are. */
  html: Buffer;
  /** Compressed copies, made on the first request that accepts each (shared with the cache entry). */
  compressed?: Partial<Record<PageEncoding, Promise<Buffer>>>;
  /** The compressed copies once made: a cache hit answered from `onRequest` sends them as they are. */
  ready?: Partial<Record<PageEncoding, Buffer>>;
  etag: string;
  location?: string;
}

/** The page's variant in the cache key: the layout guess and the origin the links were made for. */
export function pageVariant(mobile: boolean, origin: string): string {
  return `${mobile ? 'm' : 'd'}${origin}`;
}

/**
 * In-process cache of rendered pages, emptied with the response cache. Entries are keyed by URL and
 * variant (`pageVariant`); `hasUrl` answers for the raw URL alone, so a request for anything else (an
 * API call, a file) is told apart by one Map lookup, without building the variant.
 */
export function createPageCache(app: FastifyInstance, ttlMs: number, maxEntries: number) {
  const entries = new Map<string, RenderedPage & { at: number; url: string }>();
  // Cached variants per URL (0 or absent: none).
  const urls = new Map<string, number>();
  let generation = 0;
  const drop = (key: string, url: string) => {
    if (!entries.delete(key)) return;
    const left = (urls.get(url) ?? 1) - 1;
    if (left > 0) urls.set(url, left);
    else urls.delete(url);
  };
  app.onCacheInvalidate(() => {
    generation += 1;
    entries.clear();
    urls.clear();
  });
  return {
    /** Pass it back to `set`: a page rendered across a write is not stored. */
    generation: () => generation,
    /** Some variant of this URL (path and query string, as requested) is cached. */
    hasUrl(url: string): boolean {
      return ttlMs > 0 && urls.has(url);
    },
    get(url: string, variant: string): RenderedPage | null {
      if (ttlMs <= 0) return null;
      const key = variant + url;
      const hit = entries.get(key);
      if (!hit) return null;
      if (Date.now() - hit.at >= ttlMs) {
        drop(key, url);
        return null;
      }
      return hit;
    },
    set(url: string, variant: string, page: RenderedPage, startedAt: number): void {
      if (ttlMs <= 0 || startedAt !== generation) return;
      const key = variant + url;
      drop(key, url);
      if (entries.size >= maxEntries) {
        const oldest = entries.entries().next().value;
        if (oldest !== undefined) drop(oldest[0], oldest[1].url);
      }
      entries.set(key, { ...page, at: Date.now(), url });
      urls.set(url, (urls.get(url) ?? 0) + 1);
    },
  };
}

export type PageEncoding = 'br' | 'gzip';

/** Brotli when the client takes it, else gzip, else none (q=0 refuses). */
export function pageEncoding(acceptEncoding: string | string[] | undefined): PageEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The page compressed once per encoding (libuv's thread pool, off the render's thread): brotli at
 * quality 5 (173 kB of HTML → about 20 kB in a few milliseconds; 11 would take ~100× longer), gzip 6.
 */
export function compressedPage(page: RenderedPage, encoding: PageEncoding): Promise<Buffer> {
  page.compressed ??= {};
  let pending = page.compressed[encoding];
  if (!pending) {
    pending =
      encoding === 'br'
        ? brotli(page.html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: page.html.length } })
        : gzipAsync(page.html, { level: 6 });
    page.compressed[encoding] = pending;
    // Before the caller's own continuation: the next hit finds the bytes ready.
    pending.then(
      (bytes) => {
        (page.ready ??= {})[encoding] = bytes;
      },
      () => undefined,
    );
  }
  return pending;
}

export function etagOf(html: string | Buffer): string {
  return `"${createHash('sha1').update(html).digest('base64url')}"`;
}
