// One place builds a page's head, from the server render's data (docs/decisions/120-server-rendering.md,
// "Head"): /blog, /blog/{slug} and the landing pages take what the render loaded and do not read the
// content service or the database again. The renderer here returns data that exists nowhere else,
// so a head built from a second read would differ. Also the page's chunks preloaded from the web
// build's manifest (plugins/route-preload.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderOut, ReviewOut } from '@eventos/domain';
import { seedProvider } from '../modules/providers/testing';
import type { RenderedQuery, RenderResult } from '../plugins/server-render';
import { createTestApp, type TestApp } from './helper';

const TEMPLATE = `<!doctype html><html lang="es"><head><meta charset="UTF-8" /><title>Eventos Perú</title>
<script type="module" crossorigin src="/assets/index-e1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-v1.js"></head><body><div id="root"></div></body></html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_vendor-v1.js'] },
  '_vendor-v1.js': { file: 'assets/vendor-v1.js' },
  '_cards-c1.js': { file: 'assets/cards-c1.js', imports: ['_vendor-v1.js'] },
  'src/features/blog/pages/blog-post-page.tsx': { file: 'assets/blog-post-page-b1.js', imports: ['_cards-c1.js', '_vendor-v1.js'] },
  'src/features/blog/pages/blog-list-page.tsx': { file: 'assets/blog-list-page-l1.js', imports: ['_cards-c1.js'] },
  // A page module the build put in a chunk the entry already loads.
  'src/features/landings/pages/landing-page.tsx': { file: 'assets/vendor-v1.js' },
};

const POST = {
  id: 'render-post',
  slug: 'post-del-render',
  title: 'Artículo que solo tiene el render',
  excerpt: 'Resumen del render',
  seoTitle: null,
  seoDescription: null,
  cover: null,
  publishedAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  readingMinutes: 4,
  category: { slug: 'bodas', name: 'Bodas del render' },
  tags: [],
  author: { name: 'Redacción del render' },
};

const LANDING = {
  title: 'Fotógrafos del render en Lima | Eventos Perú',
  description: 'Descripción que solo tiene el render',
  heading: 'Fotógrafos del render',
  canonical: '/proveedores/fotografia-y-video/lima',
  page: 1,
  size: 20,
  pages: 1,
  total: 1,
  providers: [{ company_name: 'Estudio del Render', slug: 'estudio-del-render' }],
  breadcrumbs: [{ name: 'Inicio', path: '/' }],
};

/** What the fake render "loaded" for each path. */
const RENDERED: Record<string, { queries: RenderedQuery[]; modules: string[] }> = {
  '/blog/post-del-render': {
    queries: [{ queryKey: ['blog', 'post', 'post-del-render'], data: POST }],
    modules: ['src/features/blog/pages/blog-post-page.tsx'],
  },
  '/blog': {
    queries: [
      { queryKey: ['blog', 'posts', { page: 1, category: 'bodas', tag: null }], data: { items: [POST], page: 1, pageCount: 1, total: 1 } },
      { queryKey: ['blog', 'categories'], data: [{ slug: 'bodas', name: 'Bodas del render', description: '' }] },
    ],
    modules: ['src/features/blog/pages/blog-list-page.tsx'],
  },
  '/proveedores/fotografia-y-video/lima': {
    queries: [{ queryKey: ['landings', 'fotografia-y-video', 'lima', 1], data: LANDING }],
    modules: ['src/features/landings/pages/landing-page.tsx'],
  },
};

describe('the head of a server-rendered page comes from its render', () => {
  let t: TestApp;
  let webDir: string;
  const renders: string[] = [];
  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'eventos-web-'));
    mkdirSync(join(webDir, 'assets'));
    mkdirSync(join(webDir, '.vite'));
    writeFileSync(join(webDir, 'index.html'), TEMPLATE);
    writeFileSync(join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    t = await createTestApp({
      env: { WEB_DIST_DIR: webDir, RESPONSE_CACHE_TTL_MS: '0' },
      serverRenderer: () => ({
        renderPage: async ({ url }): Promise<RenderResult> => {
          const path = new URL(url).pathname;
          renders.push(path);
          const rendered = RENDERED[path] ?? { queries: [], modules: [] };
          return { kind: 'page', status: 200, styles: Buffer.alloc(0), html: Buffer.from('<p>render</p>'), state: '', ...rendered };
        },
      }),
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const headOf = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res.body.slice(0, res.body.indexOf('</head>'));
  };
  const jsonLdOf = (head: string): unknown => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1] ?? 'null');

  it('/blog/{slug}: the post the page was rendered from (the content service has no such post)', async () => {
    const head = await headOf('/blog/post-del-render');
    expect(renders).toContain('/blog/post-del-render');
    expect(head).toContain('<title>Artículo que solo tiene el render | Blog de Eventos Perú</title>');
    expect(head).toContain('<meta property="og:type" content="article">');
    expect(head).not.toContain('noindex');
    expect(jsonLdOf(head)).toMatchObject({ '@type': 'BlogPosting', headline: POST.title, articleSection: 'Bodas del render' });
  });

  it('/blog: the list and the category the page was rendered from', async () => {
    const head = await headOf('/blog?categoria=bodas');
    expect(head).toContain('<title>Bodas del render | Blog de Eventos Perú</title>');
    expect(head).toContain('<link rel="canonical" href="http://localhost:3000/blog?categoria=bodas">');
    expect(jsonLdOf(head)).toMatchObject({ '@type': 'Blog', blogPost: [{ headline: POST.title }] });
  });

  it('/proveedores/{a}/{b}: the landing the page was rendered from (the database has no provider there)', async () => {
    const head = await headOf('/proveedores/fotografia-y-video/lima');
    expect(head).toContain(`<title>${LANDING.title}</title>`);
    expect(head).toContain(`<meta name="description" content="${LANDING.description}">`);
    expect(head).not.toContain('noindex');
    const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? 'null') as unknown);
    expect(jsonLd).toEqual([
      expect.objectContaining({ '@type': 'ItemList', name: LANDING.heading, itemListElement: [expect.objectContaining({ name: 'Estudio del Render' })] }),
      expect.objectContaining({ '@type': 'BreadcrumbList' }),
    ]);
  });

  it('/{slug}: the reviews of the JSON-LD are the first page of newest reviews the site was rendered with (the database has none)', async () => {
    const row = await seedProvider(t.app, { slug: 'sitio-del-render', plan: 'business' });
    const found = JSON.parse((await t.app.inject(`/api/v1/providers?slug=sitio-del-render&withLogo=true&relations=servicesTypes`)).body) as { data: ProviderOut[] };
    // The render's copy of the provider: rated, while the database holds no review of it.
    const provider = { ...found.data[0]!, reviews_score: 4.5, reviews_number: 2 };
    const review = (id: number, comment: string, first_name: string, last_initial: string, created_at: string): ReviewOut => ({
      id,
      provider_id: row.id,
      kind: 'verified',
      comment,
      score: 4.5,
      criterias: {},
      response: null,
      responded_at: null,
      created_at,
      updated_at: created_at,
      user: { id, first_name, last_initial, avatar: null },
    });
    RENDERED['/sitio-del-render'] = {
      queries: [
        { queryKey: ['providers', 'by-slug', 'sitio-del-render'], data: { provider, redirectSlug: null, unlinked: false } },
        {
          queryKey: ['reviews', 'provider', row.id, 'recent', 1],
          data: {
            data: [review(1, 'Reseña que solo tiene el render', 'Ana', 'Q.', '2026-11-20T15:00:00.000Z'), review(2, 'Otra del render', 'Luis', '', '2026-11-19T09:00:00.000Z')],
            total: 2,
            page: 1,
            size: 10,
            summary: { score: 4.5, count: 2, criteria: {}, distribution: [] },
          },
        },
      ],
      modules: [],
    };
    const jsonLd = jsonLdOf(await headOf('/sitio-del-render'));
    expect(jsonLd).toMatchObject({
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
      review: [
        { author: { name: 'Ana Q.' }, datePublished: '2026-11-20', reviewBody: 'Reseña que solo tiene el render', reviewRating: { ratingValue: 4.5 } },
        { author: { name: 'Luis' }, datePublished: '2026-11-19', reviewBody: 'Otra del render' },
      ],
    });
  });

  it('/{slug}: the share image is the cover the site was rendered with (withCover; the database has no photo)', async () => {
    await seedProvider(t.app, { slug: 'portada-del-render', plan: 'business' });
    const found = JSON.parse((await t.app.inject('/api/v1/providers?slug=portada-del-render&withLogo=true&withCover=true')).body) as { data: ProviderOut[] };
    expect(found.data[0]!.cover).toBeNull();
    const cover = { id: 1, path: 'media/1/render-hq.jpg', url: 'https://cdn.example/render-hq.jpg', thumbnail: null, thumbnail_url: null, sizes: null, width: 1200, height: 630, aspect_ratio: 1.9 };
    RENDERED['/portada-del-render'] = {
      queries: [{ queryKey: ['providers', 'by-slug', 'portada-del-render'], data: { provider: { ...found.data[0]!, cover }, redirectSlug: null, unlinked: false } }],
      modules: [],
    };
    const head = await headOf('/portada-del-render');
    expect(head).toContain('<meta property="og:image" content="https://cdn.example/render-hq.jpg">');
  });

  it("preloads the page's own chunk (not its imports, loaded when the page's import() runs), and nothing the entry already loads", async () => {
    const preloadsOf = (head: string) => [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    // The template's own preload of the entry's vendor chunk, then the page's.
    expect(preloadsOf(await headOf('/blog/post-del-render'))).toEqual(['/assets/vendor-v1.js', '/assets/blog-post-page-b1.js']);
    // The landing's module is in a chunk of the entry: no second preload of it.
    expect(preloadsOf(await headOf('/proveedores/fotografia-y-video/lima'))).toEqual(['/assets/vendor-v1.js']);
    // A page whose module the manifest does not know: nothing added.
    expect(preloadsOf(await headOf('/sobre-nosotros'))).toEqual(['/assets/vendor-v1.js']);
  });
});
