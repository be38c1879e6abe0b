// /scraping's API: the preview read from the server HTML as a scraper reads it (title, description,
// image measured, warnings), only for our own URLs and signed-in users; "ask Facebook again" with the
// Graph API adapter against a local server that speaks it, the offline stand-in, and the explanation
// when neither is available.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { createSignedInUser } from '../auth/testing';
import { pngImage } from '../cdn/testing';
import { seedProvider } from '../providers/testing';
import { startFakeFacebookGraph, type FakeFacebookGraph } from './testing/fake-facebook-graph';

type Headers = Record<string, string>;

async function publishPost(t: TestApp, editor: Headers, slug: string, width: number, height: number) {
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/v1/cdn/upload/media',
    headers: editor,
    payload: { path: 'blog', mime_type: 'image/png', data: (await pngImage(width, height)).toString('base64') },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: editor,
    payload: {
      query: 'mutation($input: PostInput!) { createPost(input: $input) { slug } }',
      variables: {
        input: { title: `Artículo ${slug}`, slug, excerpt: 'Resumen corto.', contentMarkdown: 'Texto.', categorySlug: 'locales', status: 'published', coverUploadId: upload.json().id },
      },
    },
  });
  expect(res.statusCode).toBe(200);
}

describe('scraping: link previews', () => {
  let t: TestApp;
  let user: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    user = (await createSignedInUser(t.app)).headers;
    const editor = (await createSignedInUser(t.app, { is_admin: true })).headers;
    await publishPost(t, editor, 'portada-grande', 1600, 900);
    await publishPost(t, editor, 'portada-chica', 150, 100);
    await seedProvider(t.app, { slug: 'dj-sin-fotos', company_name: 'DJ Sin Fotos' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const preview = (url: string, headers: Headers = user) =>
    t.app.inject({ method: 'GET', url: `/api/v1/scraping/preview?url=${encodeURIComponent(url)}`, headers });

  it('reads title, description, site name and the measured image of a page of ours', async () => {
    const res = await preview('http://localhost:3000/blog/portada-grande');
    expect(res.statusCode).toBe(200);
    const { data, rescrape } = res.json();
    expect(rescrape).toBe('unavailable');
    expect(data).toMatchObject({
      url: 'http://localhost:3000/blog/portada-grande',
      status: 200,
      title: 'Artículo portada-grande | Blog de Eventos Perú',
      description: 'Resumen corto.',
      siteName: 'Eventos Perú',
      type: 'article',
      twitterCard: 'summary_large_image',
      warnings: [],
    });
    expect(data.image).toMatchObject({ width: 1600, height: 900 });
    // A path works too.
    expect((await preview('/blog/portada-grande')).json().data.title).toBe(data.title);
  });

  it('warns about a missing image, a small image and a page that does not exist', async () => {
    const missing = (await preview('/dj-sin-fotos')).json().data;
    expect(missing.image).toBeNull();
    expect(missing.warnings.map((w: { code: string }) => w.code)).toContain('image_missing');
    expect(missing.warnings.find((w: { code: string }) => w.code === 'image_missing').message).toBe(
      'La página no tiene imagen para compartir (og:image): las redes mostrarán una vista sin foto.',
    );

    const small = (await preview('/blog/portada-chica')).json().data;
    expect(small.warnings).toContainEqual({
      code: 'image_too_small',
      message: 'La imagen mide 150×100 px: Facebook y LinkedIn piden al menos 200×200 px (ideal 1200×630).',
    });

    const gone = (await preview('/blog/no-existe')).json().data;
    expect(gone.status).toBe(404);
    expect(gone.warnings[0]).toEqual({ code: 'not_found', message: 'La página no existe (respuesta 404): las redes sociales mostrarán un error.' });
  });

  it('only our own URLs, only signed-in users', async () => {
    const foreign = await preview('https://otro-sitio.example/pagina');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.url).toEqual(['Solo puedes revisar páginas de Eventos Perú (http://localhost:3000)']);
    expect((await preview('/blog/portada-grande', {})).statusCode).toBe(401);
    const post = await t.app.inject({ method: 'POST', url: '/api/v1/scraping/facebook', payload: { url: '/blog/portada-grande' } });
    expect(post.statusCode).toBe(401);
  });

  it('without Facebook credentials nor stand-in, the button explains what to configure', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/scraping/facebook', headers: user, payload: { url: '/blog/portada-grande' } });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe(
      'Para pedirle a Facebook que vuelva a leer la página, configura FACEBOOK_CLIENT_ID y FACEBOOK_CLIENT_SECRET (la app de Facebook) en el servidor.',
    );
  });
});

describe('scraping: Facebook Graph API adapter and stand-in', () => {
  let graph: FakeFacebookGraph;
  let t: TestApp;
  let user: Headers;

  beforeAll(async () => {
    graph = await startFakeFacebookGraph('app-id|app-secret');
    t = await createTestApp({ env: { FACEBOOK_CLIENT_ID: 'app-id', FACEBOOK_CLIENT_SECRET: 'app-secret', FACEBOOK_GRAPH_URL: graph.url } });
    user = (await createSignedInUser(t.app)).headers;
  });
  afterAll(async () => {
    await t?.close();
    await graph?.close();
  });

  const rescrape = (url: string) => t.app.inject({ method: 'POST', url: '/api/v1/scraping/facebook', headers: user, payload: { url } });

  it('asks the Graph API to scrape the absolute URL with the app token', async () => {
    const res = await rescrape('/blog/algo');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      mode: 'facebook',
      message: 'Facebook volvió a leer la página.',
      title: 'Título leído de /blog/algo',
      image: 'http://localhost:3000/cdn/imagen.jpg',
      updatedTime: '2026-11-26T10:00:00+0000',
    });
    expect(graph.calls.at(-1)).toEqual({
      path: '/v19.0/',
      params: { id: 'http://localhost:3000/blog/algo', scrape: 'true', access_token: 'app-id|app-secret' },
    });
  });

  it('a Graph API failure is a 502 in Spanish without details', async () => {
    const res = await rescrape('/broken');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ requestId: expect.any(String), error: 'Facebook no pudo volver a leer la página. Intenta nuevamente en unos minutos.' });
  });

  it('the offline stand-in answers what Facebook would read, saying it is a simulation', async () => {
    const dev = await createTestApp({ env: { FACEBOOK_SCRAPE_STANDIN: 'true' } });
    try {
      const headers = (await createSignedInUser(dev.app)).headers;
      const pre = await dev.app.inject({ method: 'GET', url: '/api/v1/scraping/preview?url=%2F', headers });
      expect(pre.json().rescrape).toBe('standin');
      const res = await dev.app.inject({ method: 'POST', url: '/api/v1/scraping/facebook', headers, payload: { url: '/' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ mode: 'standin', title: 'Eventos Perú — Proveedores para tu evento' });
      expect(res.json().data.message).toMatch(/^Simulación local/);
    } finally {
      await dev.close();
    }
  });
});
