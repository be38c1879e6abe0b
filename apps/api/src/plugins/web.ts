// Serves the Vite-built SPA (apps/web/dist): hashed assets with a year of cache, index.html with
// no-cache and per-route <head> tags; every other GET outside /api and /cdn gets index.html (history
// mode). Unknown /api/* (and any non-page request) → 404 `{ error: 'No encontrado' }`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_NAME, st, t } from '@eventos/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { APP_PAGE_HEADS, PRIVATE_PREFIXES } from './app-pages';
import { HTTP_MESSAGES, isApiPath } from './errors';
import {
  compileMatcher,
  escapeHtml,
  injectHead,
  renderHeadTags,
  type HeadMatcher,
  type HeadParams,
  type HeadResolver,
  type HeadTags,
  pageTitle,
  renderedData,
  type RenderedData,
} from './seo-head';
import { loadRoutePreloads, routePreloads as noRoutePreloads } from './route-preload';
import { registerSitemapRoutes, type SitemapSource } from './sitemap';
import {
  compressedPage,
  createPageCache,
  createRenderer,
  etagOf,
  isServerRenderedPath,
  LAYOUT_GUESS_VARY,
  loadServerRenderer,
  loadWebSource,
  looksMobile,
  pageEncoding,
  pageVariant,
  type CreateServerRenderer,
  type PageEncoding,
  type RenderedPage,
} from './server-render';

export * from './seo-head';
export type { SitemapEntry, SitemapSource } from './sitemap';

declare module 'fastify' {
  interface FastifyInstance {
    /** Adds <head> tags for matching SPA paths ('/:slug', '/blog/:slug', RegExp or function). First match wins. */
    registerHeadResolver(matcher: HeadMatcher, resolver: HeadResolver): void;
    /** Adds URLs to /sitemap.xml (called on every sitemap request). */
    registerSitemapSource(source: SitemapSource): void;
    /** Answers with index.html and the given head tags (e.g. from a route that owns an SPA path). */
    sendSpaPage(request: FastifyRequest, reply: FastifyReply, tags?: HeadTags): Promise<FastifyReply>;
  }
}

const ASSET_CACHE = 'public, max-age=31536000, immutable';
const FILE_CACHE = 'public, max-age=3600';
const FILE_EXTENSION = /\/[^/]*\.[a-z0-9]{1,8}$/i;

export const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <!--app-head-->
  </head>
  <body>
    <main style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
      <h1>${SITE_NAME}</h1>
      <p>${st('web.notBuilt.text')}</p>
      <p>${st('web.notBuilt.docs')}</p>
    </main>
  </body>
</html>
`;

interface Registered {
  match: (pathname: string) => HeadParams | null;
  resolver: HeadResolver;
}

function pathnameOf(url: string): string {
  const path = url.split('?')[0] ?? '/';
  if (path === '/index.html') return '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : '/';
}

function homeHead(config: Config): HeadTags {
  return {
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url: `${config.PUBLIC_URL}/`,
      inLanguage: 'es-PE',
      potentialAction: {
        '@type': 'SearchAction',
        target: `${config.PUBLIC_URL}/buscar?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  };
}

/**
 * Run-time settings the browser app reads from <meta> tags (no rebuild per environment): the
 * blog's GraphQL URL when the content service runs on its own, and the tag manager container
 * (loaded only after the visitor's consent).
 */
export function appConfigTags(config: Config): string {
  const tags: string[] = [];
  if (config.BLOG_GRAPHQL_URL) tags.push(`<meta name="eventos:graphql" content="${escapeHtml(config.BLOG_GRAPHQL_URL)}">`);
  if (config.GTM_CONTAINER_ID) {
    tags.push(`<meta name="eventos:gtm" content="${escapeHtml(config.GTM_CONTAINER_ID)}">`);
    tags.push(`<meta name="eventos:gtm-script" content="${escapeHtml(config.GTM_SCRIPT_URL)}">`);
  }
  return tags.join('\n    ');
}

/** Public server-rendered HTML: a CDN may keep it a minute and serve it stale while it refreshes. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/**
 * The HTML depends on the layout guess (looksMobile) and is sent compressed when the client takes
 * it: shared caches must key on what both read.
 */
const PAGE_VARY = `Accept-Encoding, ${LAYOUT_GUESS_VARY}`;
/** What the rate limiter adds to an answer it counted (@fastify/rate-limit's default labels). */
const RATE_LIMIT_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'];
const NOT_FOUND_HEAD: HeadTags = { title: pageTitle(t('pages.notFound.title')), noindex: true };

const ROOT_MARKER = '<div id="root"></div>';
/** Stands for the page's head tags while the template is cut (no template or head contains it). */
const HEAD_SLOT = '\u0000eventos-head\u0000';

interface TemplateSlots {
  /**
   * The template with its head slot filled by `injectHead`, cut as UTF-8 bytes: before the head tags,
   * from them to where the styles go (before </head>), from there to #root's content, and after it.
   */
  beforeHead: Buffer;
  beforeStyles: Buffer;
  beforeRoot: Buffer;
  afterRoot: Buffer;
  /** The template has a place for the head tags (`<!--app-head-->` or a </head>). */
  hasHeadSlot: boolean;
  hasHead: boolean;
  hasRoot: boolean;
}

/** The last template cut into its slots: the built index.html does not change while the server runs. */
let cut: { template: string; slots: TemplateSlots } | null = null;

function slotsOf(template: string): TemplateSlots {
  if (cut?.template === template) return cut.slots;
  // The head tags go where `injectHead` puts them; the page is readable without JavaScript: no
  // "needs JavaScript" notice.
  const page = injectHead(template, HEAD_SLOT).replace(/<noscript>[\s\S]*?<\/noscript>\s*/i, '');
  const headEnd = page.search(/<\/head>/i);
  const root = page.indexOf(ROOT_MARKER);
  const hasHead = headEnd >= 0;
  const hasRoot = root >= 0 && (!hasHead || root > headEnd);
  // Without a </head>, the styles have no place and everything before #root comes first.
  const split = hasHead ? headEnd : hasRoot ? root : page.length;
  const head = page.indexOf(HEAD_SLOT);
  const hasHeadSlot = head >= 0 && head < split;
  const bytes = (text: string) => Buffer.from(text, 'utf8');
  const slots: TemplateSlots = {
    beforeHead: bytes(hasHeadSlot ? page.slice(0, head) : page.slice(0, split)),
    beforeStyles: bytes(hasHeadSlot ? page.slice(head + HEAD_SLOT.length, split) : ''),
    beforeRoot: bytes(hasRoot ? page.slice(split, root) : page.slice(split)),
    afterRoot: bytes(hasRoot ? page.slice(root + ROOT_MARKER.length) : ''),
    hasHeadSlot,
    hasHead,
    hasRoot,
  };
  cut = { template, slots };
  return slots;
}

const ROOT_OPEN = Buffer.from('<div id="root">', 'utf8');
const ROOT_CLOSE = Buffer.from('</div>', 'utf8');

/**
 * The page's bytes: the built index.html with the head tags, the styles in <head>, the app and its
 * state in #root (docs/decisions/337). The template is cut and encoded once (slotsOf); a render's
 * markup and styles arrive as UTF-8 bytes and are copied once into the page, so no regex runs over
 * them and the ≈ 170 kB of a provider site are not decoded, joined as text and encoded again.
 */
export function fillPage(template: string, headHtml: string, parts: { styles: Uint8Array; html: Uint8Array; state: string }): Buffer {
  const slots = slotsOf(template);
  const pieces: Uint8Array[] = [slots.beforeHead];
  if (slots.hasHeadSlot) pieces.push(Buffer.from(headHtml, 'utf8'), slots.beforeStyles);
  if (slots.hasHead) pieces.push(parts.styles);
  pieces.push(slots.beforeRoot);
  if (slots.hasRoot) pieces.push(ROOT_OPEN, parts.html, ROOT_CLOSE, Buffer.from(parts.state, 'utf8'));
  pieces.push(slots.afterRoot);
  return Buffer.concat(pieces);
}

export interface RegisterWebOptions {
  /** The server render's factory (tests pass the web source's); default: the built server entry. */
  serverRenderer?: CreateServerRenderer | null;
}

export async function registerWeb(app: FastifyInstance, config: Config, options: RegisterWebOptions = {}): Promise<{ built: boolean }> {
  const configTags = appConfigTags(config);
  const resolvers: Registered[] = [];
  const sitemapSources: SitemapSource[] = [];
  app.decorate('registerHeadResolver', (matcher: HeadMatcher, resolver: HeadResolver) => {
    resolvers.push({ match: compileMatcher(matcher), resolver });
  });
  app.decorate('registerSitemapSource', (source: SitemapSource) => {
    sitemapSources.push(source);
  });

  // `npm run dev`: the web sources through Vite instead of the build (ADR 121).
  const source = await loadWebSource(app);
  const indexPath = join(config.WEB_DIST_DIR, 'index.html');
  const built = !source && existsSync(indexPath);
  const assetsDir = join(config.WEB_DIST_DIR, 'assets') + '/';
  const builtTemplate = built ? readFileSync(indexPath, 'utf8') : FALLBACK_TEMPLATE;
  const templateFor = async (url: string) => (source ? source.template(url) : builtTemplate);
  if (built) {
    await app.register(fastifyStatic, {
      root: config.WEB_DIST_DIR,
      prefix: '/',
      // One route per built file, listed at start-up (the build does not change while it runs): a
      // page such as `/{slug}` goes straight to the not-found handler and its render, where a
      // wildcard route first looked it up on disk (readdir, stat: ≈ 2 % of a provider site's render).
      wildcard: false,
      index: false,
      decorateReply: false,
      dotfiles: 'ignore',
      cacheControl: false,
      // The build writes .br and .gz copies of scripts and styles (apps/web/vite.config.ts):
      // sent with Content-Encoding to browsers that accept them.
      preCompressed: true,
      // index.html is only served through the SPA handler (with its head tags).
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (reply, path) => {
        void reply.header('cache-control', path.startsWith(assetsDir) ? ASSET_CACHE : FILE_CACHE);
      },
    });
  }

  async function resolveHead(request: FastifyRequest, pathname: string, rendered: RenderedData = renderedData()): Promise<HeadTags> {
    const page = APP_PAGE_HEADS[pathname];
    if (page) return page;
    if (pathname === '/') return homeHead(config);
    if (PRIVATE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return { noindex: true };
    for (const { match, resolver } of resolvers) {
      const params = match(pathname);
      if (!params) continue;
      try {
        const tags = await resolver(request, params, rendered);
        if (tags) return tags;
      } catch (err) {
        request.log.error({ err, pathname }, 'No se pudieron calcular las etiquetas <head>');
      }
    }
    return {};
  }

  const createServerRenderer = source
    ? source.createServerRenderer
    : options.serverRenderer !== undefined
      ? options.serverRenderer
      : built
        ? await loadServerRenderer(config)
        : null;
  const renderer = createServerRenderer ? createRenderer(app, config, createServerRenderer) : null;
  // The page's own chunks (the matched routes' modules) preloaded beside the entry.
  const routePreloads = source ? noRoutePreloads({}) : loadRoutePreloads(config.WEB_DIST_DIR);
  const pageCache = createPageCache(app, source ? 0 : config.RESPONSE_CACHE_TTL_MS, config.RESPONSE_CACHE_MAX_ENTRIES);

  /** The variant of the cache key: the layout guess and the request's own origin (links such as a site's address are absolute). */
  const variantOf = (request: FastifyRequest) => pageVariant(looksMobile(request.headers), `${request.protocol}://${request.host}`);

  async function renderPage(request: FastifyRequest, pathname: string) {
    const mobile = looksMobile(request.headers);
    const origin = `${request.protocol}://${request.host}`;
    const variant = pageVariant(mobile, origin);
    const hit = pageCache.get(request.url, variant);
    if (hit) return { ...hit, cache: 'HIT' };
    const generation = pageCache.generation();
    const result = await renderer!.renderPage({ url: `${origin}${request.url}`, mobile });
    let page: RenderedPage;
    if (result.kind === 'redirect') {
      page = { status: result.status, html: Buffer.alloc(0), etag: '', location: result.location };
    } else {
      // The head from the data this render loaded (resolvers read the database only for what it lacks).
      const head = result.status === 404 ? NOT_FOUND_HEAD : await resolveHead(request, pathname, renderedData(result.queries));
      const headHtml = [routePreloads.tagsFor(result.modules ?? []), renderHeadTags(head, config.PUBLIC_URL, pathname), configTags]
        .filter(Boolean)
        .join('\n    ');
      const body = fillPage(await templateFor(request.url), headHtml, result);
      // `compressed` and `ready` are shared by every copy of the entry (a hit returns a copy).
      page = { status: result.status, html: body, etag: etagOf(body), compressed: {}, ready: {} };
    }
    if (page.status < 500) pageCache.set(request.url, variant, page, generation);
    return { ...page, cache: 'MISS' };
  }

  /**
   * A rendered page from the cache answered in `onRequest` (docs/decisions/127-cheap-page-cache-hits.md):
   * the stored bytes with headers made once per page and encoding, before the route's handler (for
   * `/{slug}`, @fastify/static's wildcard route, which reads the directory on every request), the
   * session and the onSend hooks; the rate limiter counts it. The hooks registered before this one
   * have run: the request id and the security headers are on the response; `onResponse` (metrics,
   * logs) still runs. Anything else (a miss, HEAD, a compressed copy not made yet) goes on to the
   * route and `sendSpaPage`.
   */
  const hitHeaders = new WeakMap<RenderedPage, Record<string, Record<string, string | number>>>();
  /** The headers of a hit, made once per cached page, encoding and status (200 with the body, or 304). */
  function headersOf(page: RenderedPage, encoding: PageEncoding | null, body: Buffer | null): Record<string, string | number> {
    let made = hitHeaders.get(page);
    if (!made) {
      made = {};
      hitHeaders.set(page, made);
    }
    return (made[`${encoding ?? 'identity'}${body ? '' : '-304'}`] ??= pageHeaders(page, encoding, body));
  }

  function pageHeaders(page: RenderedPage, encoding: PageEncoding | null, body: Buffer | null): Record<string, string | number> {
    const headers: Record<string, string | number> = {
      'cache-control': PAGE_CACHE_CONTROL,
      vary: PAGE_VARY,
      'x-render-cache': 'HIT',
    };
    if (page.location) {
      headers.location = page.location;
      return headers;
    }
    headers.etag = encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag;
    if (!body) return headers;
    headers['content-type'] = 'text/html; charset=utf-8';
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = body.length;
    return headers;
  }

  /** Writes a cached page (after the rate limiter counted it): the stored bytes, or 304, or the redirect. */
  function sendHit(request: FastifyRequest, reply: FastifyReply, page: RenderedPage, encoding: PageEncoding | null, body: Buffer | null): void {
    void reply.hijack();
    const res = reply.raw;
    res.setHeader('x-request-id', request.id);
    for (const name of RATE_LIMIT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) res.setHeader(name, value);
    }
    if (page.location || !body) {
      res.writeHead(page.status, headersOf(page, null, null)).end();
      return;
    }
    const headers = headersOf(page, encoding, body);
    if (page.status === 200 && request.headers['if-none-match'] === headers.etag) {
      res.writeHead(304, headersOf(page, encoding, null)).end();
      return;
    }
    res.writeHead(page.status, headers).end(body);
  }

  if (renderer) {
    // Hits count against the visitor's budget like any page load (docs/decisions/191-rate-limits.md).
    const countHit = app.rateLimit();
    app.addHook('onRequest', (request, reply, done) => {
      if (request.method !== 'GET' || !pageCache.hasUrl(request.url)) {
        done();
        return;
      }
      const page = pageCache.get(request.url, variantOf(request));
      const encoding = page && !page.location ? pageEncoding(request.headers['accept-encoding']) : null;
      const body = page && !page.location ? ((encoding ? page.ready?.[encoding] : page.html) ?? null) : null;
      if (!page || (!page.location && !body)) {
        done();
        return;
      }
      // Over the limit: the error goes to the error handler (429 with the HTML page), as on a render.
      countHit.call(app, request, reply).then(
        () => sendHit(request, reply, page, encoding, body),
        (err: unknown) => done(err as Error),
      );
    });
  }

  async function sendSpaPage(request: FastifyRequest, reply: FastifyReply, tags?: HeadTags): Promise<FastifyReply> {
    const pathname = pathnameOf(request.url);
    if (renderer && !tags && isServerRenderedPath(pathname)) {
      const page = await renderPage(request, pathname);
      void reply
        .header('cache-control', PAGE_CACHE_CONTROL)
        .header('vary', PAGE_VARY)
        .header('x-render-cache', page.cache);
      if (page.location) return reply.code(page.status).header('location', page.location).send();
      const encoding = request.method === 'GET' ? pageEncoding(request.headers['accept-encoding']) : null;
      // One ETag per representation (RFC 9110 §8.8.3): the compressed bytes are not the same entity.
      const etag = encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag;
      void reply.header('etag', etag);
      if (page.status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
      void reply.code(page.status).type('text/html; charset=utf-8');
      if (!encoding) return reply.send(page.html);
      return reply.header('content-encoding', encoding).send(await compressedPage(page, encoding));
    }
    const head = tags ?? (await resolveHead(request, pathname));
    const headHtml = renderHeadTags(head, config.PUBLIC_URL, pathname);
    const html = injectHead(await templateFor(request.url), configTags ? `${headHtml}\n    ${configTags}` : headHtml);
    return reply
      .code(head.status ?? 200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  }
  app.decorate('sendSpaPage', sendSpaPage);

  registerSitemapRoutes(app, sitemapSources, config.PUBLIC_URL, config.SITEMAP_MAX_URLS);
  // '/' is a directory for @fastify/static (403): answer it explicitly.
  app.get('/', { schema: { hide: true } }, (request, reply) => sendSpaPage(request, reply));

  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
    const pathname = pathnameOf(request.url);
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(pathname) &&
      !pathname.startsWith('/cdn/') &&
      !FILE_EXTENSION.test(pathname);
    if (isPage) return sendSpaPage(request, reply);
    return reply.code(404).type('application/json; charset=utf-8').send({ error: HTTP_MESSAGES.notFound });
  });

  if (!built && !source) app.log.warn(`La aplicación web no está compilada (${indexPath} no existe): ejecuta \`npm run build\`.`);
  return { built };
}
