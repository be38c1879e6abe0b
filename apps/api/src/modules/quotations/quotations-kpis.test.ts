// KPIs from real data (computeProviderKpis, and GET providers/:id/kpis changing after an accept)
// and the provider's list GET providers/:id/quotations.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotations, userEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { caller, createSignedInUser, providerOwner, publishEvent, sendQuotation } from '../events/testing';
import { computeProviderKpis } from './quotations-kpis';

describe('quotations: KPIs and the provider list', () => {
  let t: TestApp;
  const call = caller(() => t.app);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('computeProviderKpis counts customers, quotations, conversion, PEN sales and median response', async () => {
    const provider = await providerOwner(t.app);
    expect(await computeProviderKpis(t.app.db, provider.provider.id)).toMatchObject({
      customers_count: 0,
      quotations_count: 0,
      conversion_rate: 0,
      sales_total: 0,
      median_response_minutes: null,
    });

    const e1 = await publishEvent(t.app);
    const e2 = await publishEvent(t.app);
    const e3 = await publishEvent(t.app);
    // A customer who only addressed the provider counts as a customer too.
    await publishEvent(t.app, { provider_id: provider.provider.id });
    const q1 = await sendQuotation(t.app, provider.headers, e1.event.id, { service_price: 5900 });
    const q2 = await sendQuotation(t.app, provider.headers, e2.event.id, { service_price: 1000, currency: 'USD' });
    await sendQuotation(t.app, provider.headers, e3.event.id, { service_price: 100 });
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    for (const [e, m] of [[e1, 30], [e2, 60], [e3, 120]] as const) {
      await t.app.db.update(userEvents).set({ published_at: minutesAgo(m) }).where(eq(userEvents.id, e.event.id));
    }

    const before = await call({ method: 'GET', url: `providers/${provider.provider.id}/kpis`, headers: provider.headers });
    expect(before.json().data).toMatchObject({ quotations_count: 3, conversion_rate: 0, sales_total: 0 });

    for (const [e, q] of [[e1, q1], [e2, q2]] as const) {
      const res = await call({ method: 'PUT', url: `quotations/${q.id}/status`, headers: e.customer.headers, payload: { status: 'accepted' } });
      expect(res.statusCode).toBe(200);
    }
    const kpis = await computeProviderKpis(t.app.db, provider.provider.id);
    expect(kpis).toMatchObject({
      customers_count: 4,
      quotations_count: 3,
      conversion_rate: 66.67,
      sales_total: 5900,
      median_response_minutes: 60,
    });
    expect(kpis.series).toHaveLength(12);
    expect(kpis.series.at(-1)).toMatchObject({ quotations: 3, accepted: 2 });

    // The providers module's endpoint changes after the accept as well.
    const after = await call({ method: 'GET', url: `providers/${provider.provider.id}/kpis`, headers: provider.headers });
    expect(after.json().data).toMatchObject({ quotations_count: 3, conversion_rate: 66.67, sales_total: 5900 });

    // Archiving an accepted quotation keeps it counted as accepted.
    await call({ method: 'PUT', url: `quotations/${q1.id}/status`, headers: e1.customer.headers, payload: { status: 'archived' } });
    expect((await computeProviderKpis(t.app.db, provider.provider.id)).sales_total).toBe(5900);
  });

  it('GET providers/:id/quotations: owner only, status filter, each with its event', async () => {
    const provider = await providerOwner(t.app);
    const e1 = await publishEvent(t.app);
    const e2 = await publishEvent(t.app);
    const q1 = await sendQuotation(t.app, provider.headers, e1.event.id);
    const q2 = await sendQuotation(t.app, provider.headers, e2.event.id);
    await call({ method: 'GET', url: `quotations/${q2.id}`, headers: e2.customer.headers }); // opened
    const url = `providers/${provider.provider.id}/quotations`;

    const all = await call({ method: 'GET', url, headers: provider.headers });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 2, page: 1, size: 10 });
    expect(all.json().data.map((q: { id: number }) => q.id)).toEqual([q2.id, q1.id]);
    expect(all.json().data[0]).toMatchObject({
      status: 'opened',
      next_statuses: ['upgraded', 'archived'],
      event: { id: e2.event.id, district: 'Miraflores', guests: 100, status: 'visible' },
    });
    const opened = await call({ method: 'GET', url: `${url}?status=opened`, headers: provider.headers });
    expect(opened.json().data.map((q: { id: number }) => q.id)).toEqual([q2.id]);
    const bad = await call({ method: 'GET', url: `${url}?status=nope`, headers: provider.headers });
    expect(bad.statusCode).toBe(400);

    expect((await call({ method: 'GET', url })).statusCode).toBe(401);
    const stranger = await createSignedInUser(t.app);
    expect((await call({ method: 'GET', url, headers: stranger.headers })).statusCode).toBe(403);
    const missing = await call({ method: 'GET', url: 'providers/999999/quotations', headers: stranger.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Proveedor no encontrado');
    const [row] = await t.app.db.select().from(quotations).where(eq(quotations.id, q1.id));
    expect(row!.status).toBe('delivered');
  });
});
