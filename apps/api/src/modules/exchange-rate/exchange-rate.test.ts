import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { createSignedInUser } from '../auth/testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('exchange rate', () => {
  it('is null until an admin sets it; only admins set it; the latest wins', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/exchange-rate' })).json()).toEqual({ data: null });
    const user = await createSignedInUser(t.app);
    const admin = await createSignedInUser(t.app, { is_admin: true });
    const put = (headers: object, payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/exchange-rate', headers: headers as Record<string, string>, payload });
    expect((await put({}, { usd_pen: 3.75, rate_date: '2026-11-26' })).statusCode).toBe(401);
    expect((await put(user.headers, { usd_pen: 3.75, rate_date: '2026-11-26' })).statusCode).toBe(403);
    const bad = await put(admin.headers, { usd_pen: -1, rate_date: '2026-11-26' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.usd_pen).toEqual(['Ingresa un tipo de cambio válido, por ejemplo 3.7520']);
    expect((await put(admin.headers, { usd_pen: 3.74, rate_date: '2026-11-25' })).statusCode).toBe(200);
    const ok = await put(admin.headers, { usd_pen: '3.7520', rate_date: '2026-11-26' });
    expect(ok.json()).toEqual({ data: { usd_pen: 3.752, rate_date: '2026-11-26' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/exchange-rate' })).json()).toEqual({
      data: { usd_pen: 3.752, rate_date: '2026-11-26' },
    });
  });
});
