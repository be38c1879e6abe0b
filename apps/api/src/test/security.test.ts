// Helmet headers, rate limiting and the OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('limits unknown routes too (404 probing)', async () => {
    const ip = '10.0.0.3';
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/nope', remoteAddress: ip })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/nope', remoteAddress: ip })).statusCode).toBe(429);
  });
});
