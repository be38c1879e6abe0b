// Personal data: consent on first sign-in (explicit, versioned, marketing optional, asked again on
// a new version), the JSON export and the deletion of the account.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_POLICY_VERSION, type ConsentStatus } from '@eventos/domain';
import { complaints, providers, userConsents, userEvents, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { createSignedInUser } from '../auth/testing';
import { providerOwner, publishEvent, sendQuotation } from '../events/testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const consents = (headers: object) =>
  t.app.inject({ method: 'GET', url: '/api/v1/user/consents', headers: headers as Record<string, string> });
const accept = (headers: object, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/consents', headers: headers as Record<string, string>, payload: body });

describe('consent', () => {
  it('a new user must accept; terms must be accepted explicitly; marketing is separate and optional', async () => {
    const { headers, user } = await createSignedInUser(t.app);
    const first = await consents(headers);
    expect(first.json<{ data: ConsentStatus }>().data).toEqual({
      current_version: PRIVACY_POLICY_VERSION,
      required: true,
      terms_privacy: null,
      marketing: null,
    });
    const refused = await accept(headers, { accept_terms: false, marketing: true, version: PRIVACY_POLICY_VERSION });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.accept_terms).toEqual([
      'Para continuar debes aceptar los Términos y condiciones y la Política de privacidad',
    ]);
    const ok = await accept(headers, { accept_terms: true, version: PRIVACY_POLICY_VERSION });
    expect(ok.statusCode).toBe(200);
    const data = ok.json<{ data: ConsentStatus }>().data;
    expect(data).toMatchObject({
      required: false,
      terms_privacy: { granted: true, version: PRIVACY_POLICY_VERSION },
      marketing: { granted: false, version: PRIVACY_POLICY_VERSION },
    });
    const rows = await t.database.db.select().from(userConsents).where(eq(userConsents.user_id, user.id));
    expect(rows.map((r) => [r.kind, r.granted, r.version])).toEqual([
      ['terms_privacy', true, PRIVACY_POLICY_VERSION],
      ['marketing', false, PRIVACY_POLICY_VERSION],
    ]);
    expect(rows.every((r) => r.created_at instanceof Date)).toBe(true);
  });

  it('asks again when the policy version changes, and refuses an outdated version', async () => {
    const { headers, user } = await createSignedInUser(t.app);
    await t.database.db
      .insert(userConsents)
      .values({ user_id: user.id, kind: 'terms_privacy', granted: true, version: '2020-01-01' });
    expect((await consents(headers)).json<{ data: ConsentStatus }>().data.required).toBe(true);
    const stale = await accept(headers, { accept_terms: true, version: '2020-01-01' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors.version).toBeDefined();
  });

  it('withdraws and gives back the marketing consent from /micuenta, each change logged with version and time', async () => {
    const { headers, user } = await createSignedInUser(t.app);
    await accept(headers, { accept_terms: true, marketing: true, version: PRIVACY_POLICY_VERSION });
    const marketing = (body: object) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/user/consents/marketing', headers: headers as Record<string, string>, payload: body });
    const withdrawn = await marketing({ granted: false });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<{ data: ConsentStatus }>().data).toMatchObject({
      required: false,
      terms_privacy: { granted: true },
      marketing: { kind: 'marketing', granted: false, version: PRIVACY_POLICY_VERSION },
    });
    expect((await consents(headers)).json<{ data: ConsentStatus }>().data.marketing?.granted).toBe(false);
    const bad = await marketing({ granted: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.granted).toEqual(['Indica si quieres recibir correos de novedades y promociones']);
    expect((await marketing({ granted: true })).json<{ data: ConsentStatus }>().data.marketing?.granted).toBe(true);
    const rows = await t.database.db.select().from(userConsents).where(eq(userConsents.user_id, user.id));
    expect(rows.filter((r) => r.kind === 'marketing').map((r) => [r.granted, r.version])).toEqual([
      [true, PRIVACY_POLICY_VERSION],
      [false, PRIVACY_POLICY_VERSION],
      [true, PRIVACY_POLICY_VERSION],
    ]);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/user/consents/marketing', payload: { granted: false } })).statusCode).toBe(401);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/consents' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/export' })).statusCode).toBe(401);
  });
});

describe('export and deletion', () => {
  it('exports the user’s data as a JSON download without secrets', async () => {
    const { customer, event } = await publishEvent(t.app);
    await accept(customer.headers, { accept_terms: true, marketing: true, version: PRIVACY_POLICY_VERSION });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/export', headers: customer.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mis-datos-eventos-peru-\d+\.json"$/);
    const body = res.json();
    expect(body.user.email).toBe(customer.user.email);
    expect(body.events.map((e: { id: number }) => e.id)).toEqual([event.id]);
    expect(body.consents).toHaveLength(2);
    expect(res.body).not.toMatch(/token_hash|code_hash/);
  });

  it('deletes the account after the confirmation word: events and quotations go, sheets stay', async () => {
    const owner = await providerOwner(t.app);
    const { customer, event } = await publishEvent(t.app);
    await sendQuotation(t.app, owner.headers, event.id);
    const sheet = await t.app.inject({
      method: 'POST',
      url: '/api/v1/complaints',
      payload: {
        consumer_name: 'Rosa Cliente',
        document_type: 'DNI',
        document_number: '87654321',
        address: 'Jr. Cusco 45, Lima',
        phone: '912345678',
        email: customer.user.email,
        service: 'Catering',
        kind: 'queja',
        detail: 'Mala atención.',
        request: 'Disculpas.',
        declaration: true,
      },
    });
    expect(sheet.statusCode).toBe(201);

    const wrong = await t.app.inject({ method: 'DELETE', url: '/api/v1/user', headers: customer.headers, payload: { confirm: 'sí' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.confirm).toEqual(['Escribe ELIMINAR para confirmar']);

    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/user', headers: customer.headers, payload: { confirm: 'ELIMINAR' } });
    expect(res.statusCode).toBe(204);
    expect(await t.database.db.select().from(users).where(eq(users.id, customer.user.id))).toEqual([]);
    expect(await t.database.db.select().from(userEvents).where(eq(userEvents.id, event.id))).toEqual([]);
    const kept = await t.database.db.select().from(complaints).where(eq(complaints.email, customer.user.email!));
    expect(kept).toHaveLength(1);
    // The token of a deleted account no longer works.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: customer.headers })).statusCode).toBe(401);
  });

  it('deleting a provider’s account deletes the provider site', async () => {
    const owner = await providerOwner(t.app);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/user', headers: owner.headers, payload: { confirm: 'eliminar' } });
    expect(res.statusCode).toBe(204);
    expect(await t.database.db.select().from(providers).where(eq(providers.id, owner.provider.id))).toEqual([]);
  });
});
