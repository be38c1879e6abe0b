// The response cache on (as in production): hits, freshness after writes through the API, what it
// never stores, expiry. Other API tests run with it off (test/helper.ts).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers } from '../db/schema';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/helper';
import { ownerWithProvider } from '../modules/providers/testing';

const INTRO = 'Somos una empresa familiar con más de veinte años organizando bodas, quinceañeros y eventos corporativos en Lima.';

describe('response cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RESPONSE_CACHE_TTL_MS: '60000', RESPONSE_CACHE_MAX_ENTRIES: '3' } });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves a repeated public read from memory, with the same body and headers', async () => {
    const { provider } = await ownerWithProvider(t.app);
    const url = `/api/v1/providers?slug=${provider.slug}`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    // Changed behind the API's back: a hit still answers what was stored.
    await t.app.db.update(providers).set({ company_name: 'Cambiado por fuera' }).where(eq(providers.id, provider.id));
    const second = await get(url);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['x-content-type-options']).toBe('nosniff'); // security headers still set
  });

  it('is emptied by a successful write through the API, so the editor sees the edit at once', async () => {
    const { provider, headers } = await ownerWithProvider(t.app);
    const url = `/api/v1/providers?slug=${provider.slug}`;
    await get(url);
    expect((await get(url)).headers['x-cache']).toBe('HIT');
    const put = await t.app.inject({ method: 'PUT', url: `/api/v1/providers/${provider.id}/intro`, headers, payload: { introductory_text: INTRO } });
    expect(put.statusCode).toBe(200);
    const after = await get(url);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.json().data[0].introductory_text).toBe(INTRO);
  });

  it('another API process on the same database empties its cache within a second of the write (NOTIFY)', async () => {
    const { provider, headers } = await ownerWithProvider(t.app);
    const other = await buildApp({ config: t.config, database: t.database, storage: t.storage, logger: false });
    try {
      await other.ready();
      const url = `/api/v1/providers?slug=${provider.slug}`;
      await other.inject({ method: 'GET', url });
      expect((await other.inject({ method: 'GET', url })).headers['x-cache']).toBe('HIT');
      const edited = `${INTRO} Ahora también en Arequipa.`;
      const put = await t.app.inject({ method: 'PUT', url: `/api/v1/providers/${provider.id}/intro`, headers, payload: { introductory_text: edited } });
      expect(put.statusCode).toBe(200);
      const deadline = Date.now() + 1000;
      let text = '';
      while (Date.now() < deadline && text !== edited) {
        text = (await other.inject({ method: 'GET', url })).json().data[0].introductory_text;
        if (text !== edited) await new Promise((r) => setTimeout(r, 20));
      }
      expect(text).toBe(edited);
    } finally {
      await other.close();
    }
  });

  it('keeps entries when a write fails', async () => {
    const { provider, headers } = await ownerWithProvider(t.app);
    const url = `/api/v1/providers?slug=${provider.slug}`;
    await get(url);
    const bad = await t.app.inject({ method: 'PUT', url: `/api/v1/providers/${provider.id}/intro`, headers, payload: { introductory_text: 'corto' } });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect((await get(url)).headers['x-cache']).toBe('HIT');
  });

  it('never stores errors, and routes that did not opt in are never cached', async () => {
    expect((await get('/api/v1/providers/2147483000')).statusCode).toBe(404);
    expect((await get('/api/v1/providers/2147483000')).headers['x-cache']).toBeUndefined();
    expect((await get('/api/v1/providers?size=7')).statusCode).toBe(400);
    expect((await get('/api/v1/providers?size=7')).headers['x-cache']).toBeUndefined();
    const { headers } = await ownerWithProvider(t.app);
    const me1 = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers });
    const me2 = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers });
    expect(me1.headers['x-cache']).toBeUndefined();
    expect(me2.headers['x-cache']).toBeUndefined();
  });

  it('holds at most RESPONSE_CACHE_MAX_ENTRIES entries, dropping the oldest', async () => {
    const urls = ['a', 'b', 'c', 'd'].map((q) => `/api/v1/search/keywords?q=${q}&limit=5`);
    for (const url of urls) await get(url);
    expect((await get(urls[3]!)).headers['x-cache']).toBe('HIT');
    expect((await get(urls[0]!)).headers['x-cache']).toBe('MISS');
  });
});

describe('response cache expiry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RESPONSE_CACHE_TTL_MS: '150' } });
  });
  afterAll(() => t.close());

  it('answers from the database again once an entry is older than RESPONSE_CACHE_TTL_MS', async () => {
    const url = '/api/v1/search/keywords?q=lima&limit=3';
    expect((await t.app.inject({ url })).headers['x-cache']).toBe('MISS');
    expect((await t.app.inject({ url })).headers['x-cache']).toBe('HIT');
    await new Promise((r) => setTimeout(r, 200));
    expect((await t.app.inject({ url })).headers['x-cache']).toBe('MISS');
  });
});
