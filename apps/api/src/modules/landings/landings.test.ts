// Landing pages /proveedores/{categoria}/{departamento}: the API's data, the page's head (title,
// canonical, ItemList + BreadcrumbList JSON-LD), a real 404 for unknown ones, and the sitemap.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDING_ALL_CATEGORIES, SERVICE_GROUPS, serviceGroupSlug } from '@eventos/domain';
import { providers, serviceTypes } from '../../db/schema';
import { serviceTypeSeedRows } from '../../db/seed/catalogue';
import { createTestApp, type TestApp } from '../../test/helper';
import { createSignedInUser, district, seedProvider } from '../providers/testing';

async function serviceId(t: TestApp, slug: string): Promise<number> {
  const [row] = await t.app.db.select({ id: serviceTypes.id }).from(serviceTypes).where(eq(serviceTypes.slug, slug));
  if (!row) throw new Error(`service ${slug} not seeded`);
  return row.id;
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

interface LandingBody {
  data: {
    title: string;
    heading: string;
    description: string;
    intro: string;
    canonical: string;
    search_path: string;
    total: number;
    page: number;
    pages: number;
    breadcrumbs: Array<{ name: string; path: string }>;
    related: { departments: Array<{ path: string; label: string; count: number }>; categories: Array<{ path: string; label: string; count: number }> };
    providers: Array<{ slug: string; company_name: string }>;
    category: { slug: string; kind: string };
    department: { slug: string; name: string | null };
  };
}

describe('landing pages', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp();
    const foto = await serviceId(t, 'fotografia-y-video');
    const dj = await serviceId(t, 'dj');
    const catering = await serviceId(t, 'catering');
    const cayma = await district(t.app, 'Cayma', '0401');
    const miraflores = await district(t.app, 'Miraflores', '1501');
    await seedProvider(t.app, { slug: 'foto-misti', company_name: 'Foto Misti', location_id: cayma.id, services: [foto], reviews_score: 4.8, reviews_number: 10 });
    await seedProvider(t.app, { slug: 'lente-blanco', company_name: 'Lente Blanco', location_id: cayma.id, services: [foto, dj], reviews_score: 4.2, reviews_number: 3 });
    await seedProvider(t.app, { slug: 'foto-lima', company_name: 'Foto Lima', location_id: miraflores.id, services: [foto] });
    await seedProvider(t.app, { slug: 'sabores-lima', company_name: 'Sabores Lima', location_id: miraflores.id, services: [catering] });
    // 21 DJs in Lima: two pages of 20.
    for (let i = 0; i < 21; i++) {
      await seedProvider(t.app, { slug: `dj-lima-${i}`, company_name: `DJ Lima ${i}`, location_id: miraflores.id, services: [dj], reviews_number: 21 - i, reviews_score: 4 });
    }
    // An unlinked site is not listed anywhere.
    const hidden = await seedProvider(t.app, { slug: 'foto-oculta', company_name: 'Foto Oculta', location_id: cayma.id, services: [foto] });
    await t.app.db.update(providers).set({ unlinked_at: new Date() }).where(eq(providers.id, hidden.id));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every category slug (groups and service types) names one landing', () => {
    const slugs = [...SERVICE_GROUPS.map(serviceGroupSlug), ...serviceTypeSeedRows().map((r) => r.slug), LANDING_ALL_CATEGORIES];
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('a service type in a department: texts, providers in rank order, breadcrumbs and related landings', async () => {
    const res = await get('/api/v1/landings/fotografia-y-video/arequipa');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.etag).toBeTruthy();
    const { data } = res.json<LandingBody>();
    expect(data.heading).toBe('Fotografía y video en Arequipa');
    expect(data.title).toBe('Fotografía y video en Arequipa | Eventos Perú');
    expect(data.description).toBe(
      'Compara 2 proveedores de fotografía y video en Arequipa: fotos, reseñas y contacto. Pide tu cotización sin costo en Eventos Perú.',
    );
    expect(data.intro).toContain('Encuentra 2 proveedores de fotografía y video en Arequipa.');
    expect(data.canonical).toBe('/proveedores/fotografia-y-video/arequipa');
    expect(data.total).toBe(2);
    expect(data.pages).toBe(1);
    expect(data.providers.map((p) => p.slug)).toEqual(['foto-misti', 'lente-blanco']);
    expect(data.breadcrumbs).toEqual([
      { name: 'Inicio', path: '/' },
      { name: 'Proveedores', path: '/proveedores' },
      { name: 'Fotografía y video', path: '/proveedores/fotografia-y-video/todo-el-peru' },
      { name: 'Fotografía y video en Arequipa', path: '/proveedores/fotografia-y-video/arequipa' },
    ]);
    expect(data.related.departments).toEqual([{ path: '/proveedores/fotografia-y-video/lima', label: 'Fotografía y video en Lima', count: 1 }]);
    expect(data.related.categories).toEqual([
      { path: '/proveedores/audiovisuales/arequipa', label: 'Audiovisuales para eventos en Arequipa', count: 2 },
      { path: '/proveedores/dj/arequipa', label: 'DJ en Arequipa', count: 1 },
    ]);
    expect(data.search_path).toMatch(/^\/proveedores\?s=fotografia-y-video&d=\d+$/);
  });

  it('a group across Peru and every category in a department', async () => {
    const group = (await get('/api/v1/landings/audiovisuales/todo-el-peru')).json<LandingBody>().data;
    expect(group.heading).toBe('Audiovisuales para eventos en todo el Perú');
    expect(group.total).toBe(24); // 3 photographers + 21 DJs (Lente Blanco counted once)
    expect(group.breadcrumbs.map((b) => b.name)).toEqual(['Inicio', 'Proveedores', 'Audiovisuales para eventos en todo el Perú']);
    const all = (await get('/api/v1/landings/todos/arequipa')).json<LandingBody>().data;
    expect(all.heading).toBe('Proveedores para eventos en Arequipa');
    expect(all.category.kind).toBe('all');
    expect(all.total).toBe(2);
    expect(all.search_path).toMatch(/^\/proveedores\?d=\d+$/);
  });

  it('pages of 20, the canonical URL of page 2, and 404 past the last page', async () => {
    const first = (await get('/api/v1/landings/dj/lima')).json<LandingBody>().data;
    expect([first.total, first.pages, first.providers.length]).toEqual([21, 2, 20]);
    expect(first.providers[0]!.slug).toBe('dj-lima-0');
    const second = (await get('/api/v1/landings/dj/lima?page=2')).json<LandingBody>().data;
    expect(second.providers.map((p) => p.slug)).toEqual(['dj-lima-20']);
    expect(second.canonical).toBe('/proveedores/dj/lima?page=2');
    expect(second.title).toBe('DJ en Lima — Página 2 de 2 | Eventos Perú');
    expect((await get('/api/v1/landings/dj/lima?page=3')).statusCode).toBe(404);
  });

  it('an empty landing of a known category and department is a page with no providers', async () => {
    const res = await get('/api/v1/landings/mariachis/tumbes');
    expect(res.statusCode).toBe(200);
    const { data } = res.json<LandingBody>();
    expect([data.total, data.providers.length]).toEqual([0, 0]);
    expect(data.intro).toContain('Aún no hay proveedores de mariachis en Tumbes');
  });

  it.each([
    '/api/v1/landings/no-existe/arequipa',
    '/api/v1/landings/fotografia-y-video/narnia',
    '/api/v1/landings/todos/todo-el-peru',
    '/api/v1/landings/proximamente/lima',
    '/api/v1/landings/seguros-para-eventos/lima',
  ])('%s → 404 «Página no encontrada»', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Página no encontrada', requestId: expect.any(String) });
  });

  it('bad input → 400 in Spanish', async () => {
    expect((await get('/api/v1/landings/dj/lima?page=0')).statusCode).toBe(400);
    expect((await get('/api/v1/landings/DJ%20!/lima')).statusCode).toBe(400);
  });

  it('the HTML page has its title, canonical URL, ItemList and BreadcrumbList before any JavaScript', async () => {
    const res = await get('/proveedores/fotografia-y-video/arequipa');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Fotografía y video en Arequipa | Eventos Perú</title>');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/proveedores/fotografia-y-video/arequipa">');
    expect(res.body).not.toContain('noindex');
    const [list, crumbs] = jsonLd(res.body);
    expect(list).toMatchObject({
      '@type': 'ItemList',
      name: 'Fotografía y video en Arequipa',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Foto Misti', url: 'http://localhost:3000/foto-misti' },
        { '@type': 'ListItem', position: 2, name: 'Lente Blanco', url: 'http://localhost:3000/lente-blanco' },
      ],
    });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((crumbs!.itemListElement as unknown[])[2]).toEqual({
      '@type': 'ListItem',
      position: 3,
      name: 'Fotografía y video',
      item: 'http://localhost:3000/proveedores/fotografia-y-video/todo-el-peru',
    });
    const page2 = await get('/proveedores/dj/lima?page=2');
    expect(page2.body).toContain('<link rel="canonical" href="http://localhost:3000/proveedores/dj/lima?page=2">');
    expect(jsonLd(page2.body)[0]).toMatchObject({ itemListElement: [{ position: 21, url: 'http://localhost:3000/dj-lima-20' }] });
  });

  it('unknown landings answer 404 with noindex; empty ones 200 with noindex; affiliation is untouched', async () => {
    for (const url of ['/proveedores/no-existe/lima', '/proveedores/dj/narnia', '/proveedores/dj/lima?page=9', '/proveedores/dj/lima?page=x']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(res.body).toContain('<title>Página no encontrada | Eventos Perú</title>');
    }
    const empty = await get('/proveedores/mariachis/tumbes');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('<meta name="robots" content="noindex, nofollow">');
    const affiliation = await get('/proveedores/afiliacion');
    expect(affiliation.statusCode).toBe(200);
    expect(affiliation.body).toContain('<title>Afiliación de proveedores | Eventos Perú</title>');
  });

  it('popular landings: the top categories of the departments with most providers', async () => {
    const res = await get('/api/v1/landings/popular');
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: Array<{ path: string; label: string; count: number }> }>();
    expect(data[0]).toEqual({ path: '/proveedores/audiovisuales/lima', label: 'Audiovisuales para eventos en Lima', count: 22 });
    expect(data[1]).toEqual({ path: '/proveedores/audiovisuales/arequipa', label: 'Audiovisuales para eventos en Arequipa', count: 2 });
    expect(data.length).toBeLessThanOrEqual(12);
    expect(data.every((l) => l.count > 0)).toBe(true);
  });

  it('any API write makes the next landing count again (the counts are cached per process)', async () => {
    const count = async () => (await get('/api/v1/landings/bocaditos/arequipa')).json<LandingBody>().data.total;
    expect(await count()).toBe(0);
    const cayma = await district(t.app, 'Cayma', '0401');
    await seedProvider(t.app, { slug: 'bocaditos-misti', location_id: cayma.id, services: [await serviceId(t, 'bocaditos')] });
    expect(await count()).toBe(0); // straight into the database: nobody announced it
    const me = await createSignedInUser(t.app);
    const write = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/user/${me.user.id}`,
      headers: me.headers,
      payload: { first_name: 'Rosa', last_name: 'Quispe' },
    });
    expect(write.statusCode).toBe(200);
    await expect.poll(count, { timeout: 5_000 }).toBe(1);
  });

  it('sitemap.xml lists every landing with providers, and no empty one', async () => {
    const xml = (await get('/sitemap.xml')).body;
    for (const path of [
      '/proveedores/fotografia-y-video/arequipa',
      '/proveedores/fotografia-y-video/todo-el-peru',
      '/proveedores/audiovisuales/lima',
      '/proveedores/todos/arequipa',
      '/proveedores/catering/lima',
    ]) {
      expect(xml).toContain(`<loc>http://localhost:3000${path}</loc>`);
    }
    expect(xml).not.toContain('/proveedores/mariachis/');
    expect(xml).not.toContain('/proveedores/todos/todo-el-peru');
    expect(xml).not.toContain('/proveedores/catering/arequipa');
  });
});

describe('sitemap split', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  beforeAll(async () => {
    t = await createTestApp({ env: { SITEMAP_MAX_URLS: '7' } });
    for (let i = 0; i < 6; i++) await seedProvider(t.app, { slug: `sitio-${i}` });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('past SITEMAP_MAX_URLS, /sitemap.xml is an index of files that together list every URL once', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = [...index.body.matchAll(/<sitemap><loc>http:\/\/localhost:3000(\/sitemap-\d+\.xml)<\/loc><\/sitemap>/g)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThan(2);
    const all: string[] = [];
    for (const [i, file] of files.entries()) {
      expect(file).toBe(`/sitemap-${i + 1}.xml`);
      const res = await get(file);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<urlset');
      const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(locs.length).toBeLessThanOrEqual(7);
      if (i < files.length - 1) expect(locs.length).toBe(7);
      all.push(...locs);
    }
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain('http://localhost:3000/');
    expect(all).toContain('http://localhost:3000/sitio-5');
    expect(all).toContain('http://localhost:3000/proveedores/todos/lima');
    expect((await get(`/sitemap-${files.length + 1}.xml`)).statusCode).toBe(404);
    expect((await get('/sitemap-0.xml')).statusCode).toBe(404);
  });
});
