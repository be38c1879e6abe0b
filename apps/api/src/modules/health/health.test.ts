import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
    expect(res.json()).toEqual({ requestId: expect.any(String), error: 'db debe ser 1 o 0.', errors: { db: ['db debe ser 1 o 0.'] } });
  });
});

describe('GET /readyz', () => {
  it('is ready while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok', queue: 'ok' });
  });

  it('503 when the job queue cannot be read (its table gone), naming it', async () => {
    await t.app.db.execute(sql`ALTER TABLE jobs RENAME TO jobs_away`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ status: 'error', db: 'ok', queue: 'error' });
    } finally {
      await t.app.db.execute(sql`ALTER TABLE jobs_away RENAME TO jobs`);
    }
  });

  it('503 with Retry-After when the database fails, while /healthz stays alive', async () => {
    const execute = vi.spyOn(t.app.db, 'execute').mockRejectedValue(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ status: 'error', db: 'error', queue: 'error' });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      execute.mockRestore();
    }
  });
});
