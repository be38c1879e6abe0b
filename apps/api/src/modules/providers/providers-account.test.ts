// KPIs from real quotation rows, DELETE providers/{id} and PUT providers/{id}/unlink.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventTypes, providers, quotations, userEvents, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { createSignedInUser, district, ownerWithProvider, type Headers } from './testing/test-utils';

describe('providers: KPIs, delete and unlink', () => {
  let t: TestApp;
  const call = (method: 'PUT' | 'DELETE' | 'GET', url: string, headers?: Headers) =>
    t.app.inject({ method, url: `/api/v1/${url}`, ...(headers ? { headers } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('KPIs are zeros until quotations exist, with 12 empty months', async () => {
    const { provider, headers } = await ownerWithProvider(t.app);
    const res = await call('GET', `providers/${provider.id}/kpis`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.json().data;
    expect(data).toMatchObject({ customers_count: 0, quotations_count: 0, conversion_rate: 0, sales_total: 0, median_response_minutes: null });
    expect(data.series).toHaveLength(12);
    expect(data.series.every((m: { quotations: number; accepted: number }) => m.quotations === 0 && m.accepted === 0)).toBe(true);
  });

  it('KPIs are computed from the quotation rows', async () => {
    const { provider, headers } = await ownerWithProvider(t.app);
    const [eventType] = await t.app.db.select().from(eventTypes).limit(1);
    const loc = await district(t.app);
    const now = Date.now();
    const customers = await Promise.all([1, 2, 3].map(() => createSignedInUser(t.app)));
    const rows: Array<{ status: string; total: number; customer: number; currency?: string }> = [
      { status: 'accepted', total: 150_000, customer: 0 },
      { status: 'accepted', total: 50_050, customer: 1 },
      { status: 'delivered', total: 99_900, customer: 1 },
      { status: 'discarded', total: 10_000, customer: 2 },
      { status: 'accepted', total: 70_000, customer: 2, currency: 'USD' },
    ];
    for (const row of rows) {
      const [event] = await t.app.db
        .insert(userEvents)
        .values({
          user_id: customers[row.customer]!.user.id,
          event_type_id: eventType!.id,
          description: 'Boda para 150 invitados en Miraflores con cena y música en vivo.',
          location_id: loc.id,
          event_date: '2030-01-15',
          published_at: new Date(now - 90 * 60_000),
        })
        .returning();
      await t.app.db.insert(quotations).values({
        user_event_id: event!.id,
        provider_id: provider.id,
        status: row.status,
        currency: row.currency ?? 'PEN',
        service_price_cents: row.total,
        price_cents: row.total,
        total_cents: row.total,
        created_at: new Date(now - 30 * 60_000),
        ...(row.status === 'accepted' ? { accepted_at: new Date(now) } : {}),
      });
    }
    const data = (await call('GET', `providers/${provider.id}/kpis`, headers)).json().data;
    expect(data).toMatchObject({
      quotations_count: 5,
      customers_count: 3,
      conversion_rate: 60,
      sales_total: 2000.5,
      median_response_minutes: 60,
    });
    expect(data.series).toHaveLength(12);
    expect(data.series.at(-1)).toMatchObject({ quotations: 5, accepted: 3 });
  });


  it('DELETE removes the provider; the user keeps the account and can affiliate again', async () => {
    const { provider, user, headers } = await ownerWithProvider(t.app);
    const res = await call('DELETE', `providers/${provider.id}`, headers);
    expect(res.statusCode).toBe(204);
    expect(await t.app.db.select().from(providers).where(eq(providers.id, provider.id))).toHaveLength(0);
    const [u] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(u).toMatchObject({ id: user.id, provider_id: null });
    expect((await call('GET', `providers/${provider.id}`)).statusCode).toBe(404);
    expect((await call('GET', `providers?slug=${provider.slug}`)).json()).toEqual({ data: [] });
    expect((await call('DELETE', `providers/${provider.id}`, headers)).statusCode).toBe(404);
  });

  it('PUT unlink detaches the provider: the site is hidden until claimed, user becomes a customer', async () => {
    const { provider, user, headers } = await ownerWithProvider(t.app);
    const res = await call('PUT', `providers/${provider.id}/unlink`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: provider.id, unlinked: true } });
    const [u] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(u!.provider_id).toBeNull();
    const [p] = await t.app.db.select().from(providers).where(eq(providers.id, provider.id));
    expect(p!.created_by).toBeNull();
    expect(p!.unlinked_at).not.toBeNull();
    expect((await call('GET', `providers?slug=${provider.slug}`)).json()).toEqual({ data: [], unlinked: true });
    // No longer the owner.
    expect((await call('PUT', `providers/${provider.id}/unlink`, headers)).statusCode).toBe(403);
  });
});
