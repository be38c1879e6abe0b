// Server-rendered pages over HTTP (docs/decisions/120-server-rendering.md): the page's content and
// state in the HTML, real status codes (404 unknown slug or path, 301 old slug), cache headers and
// ETag, and a write that makes the next render fresh. The renderer is the web app's source
// (apps/web/src/entry-server.tsx), as the build compiles it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../db/schema';
import { addPhoto, createSignedInUser, ownerWithProvider } from '../modules/providers/testing';
import { inProcessFetch, type CreateServerRenderer } from '../plugins/server-render';
import { WARM_UP_REQUESTS, warmUpRequests } from '../plugins/warm-up';
import { createTestApp, type TestApp } from './helper';

// The web app's source (TSX, compiled by Vitest); a path in a variable keeps the API's typecheck out of it.
const WEB_SERVER_ENTRY = '../../../web/src/entry-server';

const TEMPLATE = `<!doctype html><html lang="es"><head><meta charset="UTF-8" /><title>Eventos Perú</title>
<script type="module" crossorigin src="/assets/index-test.js"></script></head><body><div id="root"></div></body></html>`;

/** A built web app as the API reads it: the template, an entry chunk and the build's manifest. */
function makeWebDir(): string {
  const webDir = mkdtempSync(join(tmpdir(), 'eventos-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), TEMPLATE);
  writeFileSync(join(webDir, 'assets', 'index-test.js'), '');
  // The build's manifest (apps/web/vite.config.ts `build.manifest`), keyed by the page modules' sources.
  mkdirSync(join(webDir, '.vite'));
  writeFileSync(
    join(webDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-test.js', isEntry: true, imports: ['_mui-test.js'] },
      '_mui-test.js': { file: 'assets/mui-test.js' },
      '_cards-test.js': { file: 'assets/cards-test.js', imports: ['index.html', '_mui-test.js'] },
      'src/features/providers/pages/provider-site-page.tsx': { file: 'assets/provider-site-page-test.js', isDynamicEntry: true, imports: ['index.html', '_cards-test.js'] },
      'src/features/home/pages/home-page.tsx': { file: 'assets/home-page-test.js', isDynamicEntry: true, imports: ['index.html', '_mui-test.js'] },
    }),
  );
  return webDir;
}

describe('server-rendered pages', () => {
  let t: TestApp;
  let webDir: string;
  // Requests that reached the routes, by URL (a reused catalogue answer never does).
  const routed: string[] = [];
  beforeAll(async () => {
    webDir = makeWebDir();
    const { createServerRenderer } = (await import(/* @vite-ignore */ WEB_SERVER_ENTRY)) as { createServerRenderer: CreateServerRenderer };
    t = await createTestApp({
      env: { WEB_DIST_DIR: webDir, RESPONSE_CACHE_TTL_MS: '30000' },
      serverRenderer: createServerRenderer,
      setup: (app) => {
        app.addHook('onRequest', (request, _reply, done) => {
          routed.push(request.url);
          done();
        });
      },
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('renders a provider site with its content, critical CSS and the state for hydration', async () => {
    const { provider } = await ownerWithProvider(t.app, { slug: 'fiesta-ssr', plan: 'business' });
    const res = await page('/fiesta-ssr');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const root = res.body.slice(res.body.indexOf('<div id="root">'));
    expect(root).toContain(provider.company_name);
    expect(res.body).toMatch(/<style data-emotion="css [^"]+">/);
    expect(res.body).toContain('<script type="application/json" id="eventos-ssr-state">');
    expect(res.body).toContain('"by-slug","fiesta-ssr"');
    expect(res.body).not.toContain('<script>');
  });

  it("reads a site's gallery and reviews page with the site (one API call) and hands over the same data under the same keys", async () => {
    const { provider } = await ownerWithProvider(t.app, { slug: 'fiesta-paginas', plan: 'business' });
    await addPhoto(t.app, provider.id, 'gallery', 1);
    await addPhoto(t.app, provider.id, 'gallery', 0);
    for (let i = 0; i < 7; i++) {
      const author = await createSignedInUser(t.app, { first_name: `Invitada${i}`, last_name: 'Torres' });
      await t.app.db.insert(reviews).values({ provider_id: provider.id, user_id: author.user.id, comment: `Opinión número ${i}`, score: 4 });
    }
    const before = routed.length;
    const res = await page('/fiesta-paginas?opiniones=2');
    expect(res.statusCode).toBe(200);
    const calls = routed.slice(before).filter((url) => url.startsWith('/api/'));
    // The site with its pages; neither providers/{id}/media nor providers/{id}/reviews on their own.
    expect(calls.filter((url) => url.startsWith('/api/v1/providers'))).toEqual([
      expect.stringMatching(/^\/api\/v1\/providers\?slug=fiesta-paginas&.*withGallery=50&withReviews=recent%3A2/),
    ]);
    const state = JSON.parse(/<script type="application\/json" id="eventos-ssr-state">(.*?)<\/script>/s.exec(res.body)![1]!) as {
      queries: { queries: Array<{ queryKey: unknown[]; state: { data: unknown; status: string } }> };
    };
    const data = (key: unknown[]) => state.queries.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(key))?.state;
    const api = async (url: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/${url}` })).json();
    // What the three calls answer, under the keys the page's queries read.
    const site = await api('providers?slug=fiesta-paginas&withLogo=true&withCover=true&relations=servicesTypes,location,album,covers,testimonials');
    expect(data(['providers', 'by-slug', 'fiesta-paginas'])).toMatchObject({ status: 'success', data: { provider: site.data[0], redirectSlug: null, unlinked: false } });
    const gallery = (await api(`providers/${provider.id}/media?media_type=photo&page=1&size=50`)).data;
    expect(gallery).toHaveLength(2);
    expect(data(['providers', provider.id, 'media', 'photo'])).toEqual(expect.objectContaining({ status: 'success', data: gallery }));
    const reviewsPage = await api(`providers/${provider.id}/reviews?sort=recent&page=2`);
    expect(reviewsPage.data).toHaveLength(2);
    expect(data(['reviews', 'provider', provider.id, 'recent', 2])).toEqual(expect.objectContaining({ status: 'success', data: reviewsPage }));
    expect(res.body).toContain('Opinión número 0');
  });

  it('builds the head of a provider site from the render: title, Open Graph, canonical and LocalBusiness JSON-LD', async () => {
    const { provider } = await ownerWithProvider(t.app, { slug: 'cabeza-ssr', plan: 'business' });
    const res = await page('/cabeza-ssr');
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain(`<title>${provider.company_name} — Eventos Perú</title>`);
    expect(head).toContain(`<meta property="og:title" content="${provider.company_name} — Eventos Perú">`);
    expect(head).toContain('<meta property="og:type" content="business.business">');
    expect(head).toContain('<link rel="canonical" href="http://localhost:3000/cabeza-ssr">');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1];
    expect(JSON.parse(ld ?? '{}')).toMatchObject({ '@type': 'LocalBusiness', name: provider.company_name, url: 'http://localhost:3000/cabeza-ssr' });
  });

  it("puts the matched page's own chunk on the critical path: a modulepreload in the head, beside the entry", async () => {
    await ownerWithProvider(t.app, { slug: 'precarga-ssr' });
    const preloadsOf = (body: string) =>
      [...body.slice(0, body.indexOf('</head>')).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const site = await page('/precarga-ssr');
    expect(site.statusCode).toBe(200);
    expect(preloadsOf(site.body)).toEqual(['/assets/provider-site-page-test.js']);
    const home = await page('/');
    expect(home.statusCode).toBe(200);
    expect(preloadsOf(home.body)).toEqual(['/assets/home-page-test.js']);
  });

  it('answers 404 with the not-found page and noindex for an unknown slug and an unknown path', async () => {
    for (const url of ['/no-existe-este-proveedor', '/a/b/c', '/404']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('No encontramos esta página');
      expect(res.body, url).toContain('<meta name="robots" content="noindex, nofollow">');
    }
  });

  it('answers 301 to the current address for a renamed provider', async () => {
    const { provider, headers } = await ownerWithProvider(t.app, { slug: 'salon-antiguo-ssr' });
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/providers/${provider.id}/name`,
      headers,
      payload: { company_name: 'Salón Nuevo SSR', slug: 'salon-nuevo-ssr' },
    });
    expect(renamed.statusCode).toBe(200);
    const res = await page('/salon-antiguo-ssr');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/salon-nuevo-ssr');
    // The redirect is kept like a page: the next request gets it from the cache.
    const again = await page('/salon-antiguo-ssr');
    expect(again.statusCode).toBe(301);
    expect(again.headers.location).toBe('/salon-nuevo-ssr');
    expect(again.headers['x-render-cache']).toBe('HIT');
    expect((await page('/salon-nuevo-ssr')).statusCode).toBe(200);
  });

  it('sends CDN cache headers and an ETag, and 304 when it matches', async () => {
    const res = await page('/sobre-nosotros');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    // The encoding and the first render's layout guess read these: a shared cache must key on them.
    expect(res.headers.vary).toBe('Accept-Encoding, Sec-CH-UA-Mobile, User-Agent');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await page('/sobre-nosotros', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['x-render-cache']).toBe('HIT');
    expect(again.headers.vary).toBe('Accept-Encoding, Sec-CH-UA-Mobile, User-Agent');
  });

  it('sends the page compressed when the client takes it, compressed once, with an ETag per encoding', async () => {
    const plain = await page('/terminos-y-condiciones');
    const br = await page('/terminos-y-condiciones', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await page('/terminos-y-condiciones', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(br.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-br"`);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    // A hit sends the bytes compressed the first time.
    const hit = await page('/terminos-y-condiciones', { 'accept-encoding': 'br' });
    expect(hit.headers['x-render-cache']).toBe('HIT');
    expect(hit.rawPayload.equals(br.rawPayload)).toBe(true);
    expect((await page('/terminos-y-condiciones', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) })).statusCode).toBe(304);
  });

  it('keeps the phone and the desktop render apart (the layout guess is part of the cache key)', async () => {
    const phone = await page('/preguntas-frecuentes', { 'sec-ch-ua-mobile': '?1' });
    const desktop = await page('/preguntas-frecuentes', { 'sec-ch-ua-mobile': '?0' });
    expect(phone.body).toContain('"mobile":true');
    expect(desktop.body).toContain('"mobile":false');
    expect(phone.headers.etag).not.toBe(desktop.headers.etag);
    // An ETag of the desktop page does not validate the phone page.
    expect((await page('/preguntas-frecuentes', { 'sec-ch-ua-mobile': '?1', 'if-none-match': desktop.headers.etag as string })).statusCode).toBe(200);
  });

  it('answers a cached page before the route with the same bytes, the security headers and a request id', async () => {
    const miss = await page('/politica-de-privacidad');
    expect(miss.headers['x-render-cache']).toBe('MISS');
    const hit = await page('/politica-de-privacidad', { 'x-request-id': 'pedido-123' });
    expect(hit.statusCode).toBe(200);
    expect(hit.headers['x-render-cache']).toBe('HIT');
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    for (const name of ['content-type', 'cache-control', 'vary', 'etag', 'content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy']) {
      expect(hit.headers[name], name).toBe(miss.headers[name]);
    }
    expect(hit.headers['x-request-id']).toBe('pedido-123');
    expect(Number(hit.headers['content-length'])).toBe(miss.rawPayload.length);
    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(Number(/http_render_cache_total\{result="hit"\} (\d+)/.exec(metrics)?.[1])).toBeGreaterThan(0);
    expect(Number(/http_render_cache_total\{result="miss"\} (\d+)/.exec(metrics)?.[1])).toBeGreaterThan(0);
    // Counted like any page load (docs/decisions/191-rate-limits.md).
    expect(Number(hit.headers['x-ratelimit-remaining'])).toBeLessThan(Number(miss.headers['x-ratelimit-remaining']));
  });

  it('keeps signed-in areas client-rendered in the shell page', async () => {
    const res = await page('/micuenta');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it("reuses the catalogue's answers for the renders until a write, and asks for search results every time", async () => {
    const apiFetch = inProcessFetch(t.app);
    const count = (url: string) => routed.filter((u) => u === url).length;
    const types = '/api/v1/service-types';
    const before = count(types);
    const first = await apiFetch(types);
    const second = await apiFetch(types);
    expect(first.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    expect(count(types)).toBe(before + 1);
    const search = '/api/v1/search/providers?q=reuso&page=1&size=10';
    await apiFetch(search);
    await apiFetch(search);
    expect(count(search)).toBe(2);
    // Any write empties it: the next read goes to the route again.
    const { provider, headers } = await ownerWithProvider(t.app, { slug: 'reuso-ssr' });
    const renamed = await t.app.inject({ method: 'PUT', url: `/api/v1/providers/${provider.id}/name`, headers, payload: { company_name: 'Reuso SSR', slug: 'reuso-ssr' } });
    expect(renamed.statusCode).toBe(200);
    await apiFetch(types);
    expect(count(types)).toBe(before + 2);
  });

  it('a write makes the next render of the page fresh', async () => {
    const { provider, headers } = await ownerWithProvider(t.app, { slug: 'cambia-ssr' });
    const first = await page('/cambia-ssr');
    expect(first.headers['x-render-cache']).toBe('MISS');
    expect((await page('/cambia-ssr')).headers['x-render-cache']).toBe('HIT');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/providers/${provider.id}/name`,
      headers,
      payload: { company_name: 'Nombre Recién Cambiado', slug: 'cambia-ssr' },
    });
    expect(renamed.statusCode).toBe(200);
    const after = await page('/cambia-ssr');
    expect(after.headers['x-render-cache']).toBe('MISS');
    expect(after.body).toContain('Nombre Recién Cambiado');
    expect(after.headers.etag).not.toBe(first.headers.etag);
  });
});

// Its own app, after the other one is closed: the web's server entry holds one API fetch per process.
describe('server-rendered pages with a small rate limit', () => {
  let limited: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = makeWebDir();
    const { createServerRenderer } = (await import(/* @vite-ignore */ WEB_SERVER_ENTRY)) as { createServerRenderer: CreateServerRenderer };
    limited = await createTestApp({ env: { WEB_DIST_DIR: webDir, RESPONSE_CACHE_TTL_MS: '30000', RATE_LIMIT_MAX: '3' }, serverRenderer: createServerRenderer });
  }, 120_000);
  afterAll(async () => {
    await limited?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('counts cached pages against the visitor budget: past it, the Spanish 429 page', async () => {
    const load = () => limited.app.inject({ method: 'GET', url: '/sobre-nosotros', headers: { accept: 'text/html' } });
    const first = await load();
    expect(first.headers['x-render-cache']).toBe('MISS');
    const hits = [await load(), await load()];
    expect(hits.map((r) => [r.statusCode, r.headers['x-render-cache'], r.headers['x-ratelimit-remaining']])).toEqual([
      [200, 'HIT', '1'],
      [200, 'HIT', '0'],
    ]);
    const over = await load();
    expect(over.statusCode).toBe(429);
    expect(over.headers['content-type']).toMatch(/text\/html/);
    expect(over.headers['retry-after']).toBeDefined();
    expect(over.headers['content-security-policy']).toBeDefined();
  });
});

// Its own app too (one API fetch per process, as above): what server.ts sends before listening (ADR 340).
describe('warm-up requests before listening', () => {
  let warm: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = makeWebDir();
    const { createServerRenderer } = (await import(/* @vite-ignore */ WEB_SERVER_ENTRY)) as { createServerRenderer: CreateServerRenderer };
    warm = await createTestApp({ env: { WEB_DIST_DIR: webDir, RESPONSE_CACHE_TTL_MS: '0' }, serverRenderer: createServerRenderer });
    await ownerWithProvider(warm.app, { company_name: 'Calentamiento Eventos', slug: 'calentamiento-eventos', plan: 'business' });
  }, 120_000);
  afterAll(async () => {
    await warm?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('answers every public path with the status a visitor gets, and changes nothing', async () => {
    const count = async () => (await warm.app.inject({ method: 'GET', url: '/api/v1/providers/count' })).json();
    const before = await count();
    const results = await warmUpRequests(warm.app);
    expect(results.map((r) => [r.url, r.status])).toEqual([
      ...WARM_UP_REQUESTS.map((r) => [r.url, r.status]),
      ['/api/v1/providers/latest', 200],
      ['/calentamiento-eventos', 200],
    ]);
    expect(await count()).toEqual(before);
  });
});
