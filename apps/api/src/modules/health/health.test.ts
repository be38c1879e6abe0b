import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /healthz', () => {
  it('answers ok without touching the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('pings the database with ?db=1', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz?db=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('validates its query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz?db=tal-vez' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'db debe ser 1 o 0.', errors: { db: ['db debe ser 1 o 0.'] } });
  });
});
