// The SPA fallback with per-route <head> tags, static files, /cdn, robots.txt and sitemap.xml.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';

describe('pages without a web build (fallback template)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      setup: (app) => {
        app.registerHeadResolver('/:slug', async (_request, { slug }) => {
          if (slug === 'fiestas-lima')
            return {
              title: 'Fiestas Lima | Eventos Perú',
              description: 'Decoración </script><script>alert(1)</script> "y" más',
              image: '/cdn/logos/fiestas.webp',
              jsonLd: { '@type': 'LocalBusiness', name: 'Fiestas </script> Lima' },
            };
          if (slug === 'roto') throw new Error('fallo');
          if (slug === 'no-existe') return { title: 'No encontrado', status: 404, noindex: true };
          return null;
        });
        app.registerSitemapSource(async () => ['/fiestas-lima', { loc: '/dj-arequipa', lastmod: '2026-01-02T10:00:00Z' }]);
        app.registerSitemapSource(async () => {
          throw new Error('fuente rota');
        });
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves the home page with the default Spanish head, OG tags and JSON-LD', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Eventos Perú — Proveedores para tu evento</title>');
    expect(res.body).toContain('<meta property="og:title" content="Eventos Perú — Proveedores para tu evento">');
    expect(res.body).toContain('<meta property="og:locale" content="es_PE">');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/">');
    expect(res.body).toContain('"@type":"WebSite"');
    expect(res.body).toContain('npm run build');
  });

  it('uses the page titles of the app routes and noindex for private ones', async () => {
    expect((await page('/sobre-nosotros')).body).toContain('<title>Sobre nosotros | Eventos Perú</title>');
    const account = await page('/micuenta');
    expect(account.body).toContain('noindex');
    const notFound = await page('/404');
    expect(notFound.statusCode).toBe(404);
    expect((await page('/eventos/crear/2')).body).toContain('noindex');
  });

  it('injects resolver tags, escaped, with absolute image URLs', async () => {
    const res = await page('/fiestas-lima?utm_source=x');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Fiestas Lima | Eventos Perú</title>');
    expect(res.body).toContain('<meta property="og:image" content="http://localhost:3000/cdn/logos/fiestas.webp">');
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/fiestas-lima">');
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('&lt;/script&gt;');
    expect(res.body).toContain('"name":"Fiestas \\u003c/script\\u003e Lima"');
  });

  it('falls back to the default head when a resolver has nothing or fails, and honours its status', async () => {
    expect((await page('/otra-cosa')).body).toContain('<title>Eventos Perú — Proveedores para tu evento</title>');
    const broken = await page('/roto');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<title>Eventos Perú — Proveedores para tu evento</title>');
    expect((await page('/no-existe')).statusCode).toBe(404);
  });

  it('does not answer missing files, /cdn or non-GET requests with the SPA', async () => {
    for (const url of ['/assets/app-123.js', '/favicon.ico', '/cdn/nada.webp']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ requestId: expect.any(String), error: 'No encontrado' });
    }
    expect((await t.app.inject({ method: 'POST', url: '/sobre-nosotros' })).statusCode).toBe(404);
  });

  it('serves robots.txt and sitemap.xml with the registered sources', async () => {
    const robots = await page('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Disallow: /eventos$');
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    expect(sitemap.body).toContain('<loc>http://localhost:3000/</loc>');
    expect(sitemap.body).toContain('<loc>http://localhost:3000/sobre-nosotros</loc>');
    expect(sitemap.body).toContain('<loc>http://localhost:3000/fiestas-lima</loc>');
    expect(sitemap.body).toContain('<loc>http://localhost:3000/dj-arequipa</loc><lastmod>2026-01-02</lastmod>');
  });
});

describe('with a web build and local files', () => {
  let t: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'eventos-dist-'));
  const write = (path: string, content: string) => {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  };

  beforeAll(async () => {
    write(
      'index.html',
      '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Vite</title>' +
        '<meta name="description" content="vieja"><script type="module" src="/assets/index-abc123.js"></script></head>' +
        '<body><div id="root"></div></body></html>',
    );
    write('assets/index-abc123.js', 'console.log("hola")');
    write('assets/index-abc123.js.br', 'brotli');
    write('assets/index-abc123.js.gz', 'gzip'); // (contents only need to differ here)
    write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
    mkdirSync(join(t.config.cdnDir, 'media/1'), { recursive: true });
    writeFileSync(join(t.config.cdnDir, 'media/1/foto.webp'), Buffer.from('RIFF....WEBP'));
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html with the head replaced, never as a raw file', async () => {
    for (const url of ['/', '/proveedores', '/index.html', '/un-proveedor']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('<title>Vite</title>');
      expect(res.body).not.toContain('content="vieja"');
      expect(res.body.match(/<title>/g)).toHaveLength(1);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable and other files with short cache', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    expect((await t.app.inject({ method: 'GET', url: '/assets/otro.js' })).statusCode).toBe(404);
  });

  it('sends the pre-compressed copy to browsers that accept it, the plain file to the rest', async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("hola")');
  });

  it('serves local storage at /cdn with long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cdn/media/1/foto.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await t.app.inject({ method: 'GET', url: '/cdn/../config.ts' })).statusCode).toBe(404);
  });
});
