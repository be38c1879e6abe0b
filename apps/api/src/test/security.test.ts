// Helmet headers, rate limiting and the OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../modules/auth/testing';
import { createTestApp, type TestApp } from './helper';

describe('security headers and OpenAPI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sets helmet headers with a CSP that allows our scripts and YouTube embeds', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/event-types' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/i\.ytimg\.com/);
    expect(csp).toMatch(/frame-src https:\/\/www\.youtube-nocookie\.com https:\/\/www\.youtube\.com/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves a valid OpenAPI 3 document at /api/docs/json and the UI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Eventos Perú API');
    for (const path of ['/api/v1/locations', '/api/v1/service-types', '/api/v1/event-types', '/api/v1/event-types/popular', '/api/v1/search/keywords', '/healthz']) {
      expect(doc.paths[path]?.get, path).toBeDefined();
    }
    const keywords = doc.paths['/api/v1/search/keywords'].get;
    expect(keywords.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['limit', 'q']);
    expect(keywords.responses['200'].content['application/json'].schema).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('rate limiting per signed-in user and before the response cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '5', RATE_LIMIT_USER_MAX: '3', RESPONSE_CACHE_TTL_MS: '60000' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('cached public answers still count: the limiter runs before the response cache', async () => {
    const url = '/api/v1/event-types';
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await t.app.inject({ method: 'GET', url, remoteAddress: '10.1.0.1' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it('a signed-in user has a budget of their own (RATE_LIMIT_USER_MAX), not the shared IP one', async () => {
    const ip = '10.1.0.2'; // one carrier IP shared by a visitor and two users
    const ana = await createSignedInUser(t.app);
    const luis = await createSignedInUser(t.app);
    const get = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/v1/user', headers, remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await get(ana.headers)).statusCode).toBe(200);
    const anaLimited = await get(ana.headers);
    expect(anaLimited.statusCode).toBe(429);
    expect(anaLimited.headers['x-ratelimit-limit']).toBe('3');
    // Luis, behind the same IP, is not affected; nor is a visitor there.
    expect((await get(luis.headers)).statusCode).toBe(200);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/v1/event-types', remoteAddress: ip });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['x-ratelimit-limit']).toBe('5');
    // Ana from another network is still Ana.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: ana.headers, remoteAddress: '10.9.9.9' })).statusCode).toBe(429);
  });
});

describe('rate limiting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '3' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 in Spanish after RATE_LIMIT_MAX requests per minute from one IP', async () => {
    const url = '/api/v1/event-types/popular';
    for (let i = 0; i < 3; i++) {
      const ok = await t.app.inject({ method: 'GET', url });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['x-ratelimit-limit']).toBe('3');
    }
    const limited = await t.app.inject({ method: 'GET', url });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Has realizado demasiadas solicitudes\. Intenta nuevamente en \d+ segundos\.$/);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another client is not affected; health checks are never limited.
    const other = await t.app.inject({ method: 'GET', url, remoteAddress: '10.0.0.2' });
    expect(other.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('answers a limited page load with a Spanish HTML page (never raw JSON); static files are never limited', async () => {
    const ip = '10.0.0.4';
    const page = { accept: 'text/html,application/xhtml+xml', 'sec-fetch-mode': 'navigate' };
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/buscar', headers: page, remoteAddress: ip })).statusCode).toBe(200);
    }
    const limited = await t.app.inject({ method: 'GET', url: '/proveedores', headers: page, remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.body).toContain('<html lang="es">');
    expect(limited.body).toContain('Vas muy rápido');
    expect(limited.body).toMatch(/La página se volverá a cargar sola en \d+ segundos\./);
    expect(limited.body).not.toContain('{"error"');
    // Static files of that page still load.
    for (const url of ['/assets/index-abc123.js', '/favicon.svg', '/cdn/media/1/x-hq.jpg']) {
      const file = await t.app.inject({ method: 'GET', url, remoteAddress: ip });
      expect(file.statusCode, url).not.toBe(429);
    }
    // The same client's API calls get the JSON envelope.
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/event-types', remoteAddress: ip });
    expect(api.statusCode).toBe(429);
    expect(api.json().error).toMatch(/^Has realizado demasiadas solicitudes/);
  });

  it('limits unknown routes too (404 probing)', async () => {
    const ip = '10.0.0.3';
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/nope', remoteAddress: ip })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/nope', remoteAddress: ip })).statusCode).toBe(429);
  });
});
