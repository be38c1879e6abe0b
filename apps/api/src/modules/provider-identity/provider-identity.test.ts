import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { createSignedInUser } from '../auth/testing';
import { ownerWithProvider } from '../providers/testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('provider identity', () => {
  it('the owner registers a RUC and razón social; the site shows them, never a DNI', async () => {
    const owner = await ownerWithProvider(t.app);
    const url = `/api/v1/providers/${owner.provider.id}/identity`;
    const bad = await t.app.inject({ method: 'PUT', url, headers: owner.headers, payload: { type: 'ruc', ruc: '20000000002', legal_name: 'X' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.ruc[0]).toMatch(/^El RUC no es válido/);
    const ok = await t.app.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { type: 'ruc', ruc: '20-000000001', legal_name: 'Eventos Luz S.A.C.' },
    });
    expect(ok.json()).toEqual({ data: { ruc: '20000000001', legal_name: 'Eventos Luz S.A.C.', has_dni: false } });
    const site = await t.app.inject({ method: 'GET', url: `/api/v1/providers/${owner.provider.id}` });
    expect(site.json().data).toMatchObject({ ruc: '20000000001', legal_name: 'Eventos Luz S.A.C.' });

    const person = await t.app.inject({ method: 'PUT', url, headers: owner.headers, payload: { type: 'dni', dni: '1234567' } });
    expect(person.json().errors.dni).toEqual(['El DNI debe tener 8 dígitos']);
    const dni = await t.app.inject({ method: 'PUT', url, headers: owner.headers, payload: { type: 'dni', dni: '12345678' } });
    expect(dni.json().data).toEqual({ ruc: null, legal_name: null, has_dni: true });
    const [row] = await t.database.db.select().from(providers).where(eq(providers.id, owner.provider.id));
    expect(row!.dni).toBe('12345678');
    const after = await t.app.inject({ method: 'GET', url: `/api/v1/providers/${owner.provider.id}` });
    expect(after.body).not.toContain('12345678');
  });

  it('only the owner (401 visitor, 403 someone else)', async () => {
    const owner = await ownerWithProvider(t.app);
    const other = await createSignedInUser(t.app);
    const url = `/api/v1/providers/${owner.provider.id}/identity`;
    const body = { type: 'dni', dni: '12345678' };
    expect((await t.app.inject({ method: 'PUT', url, payload: body })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url, headers: other.headers, payload: body })).statusCode).toBe(403);
  });
});
