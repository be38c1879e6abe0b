// Side-by-side comparison: IGV 18 % math with and without IGV, price per guest, PEN and USD kept
// apart (never converted), provider card, response time and the provider's usual (median)
// response time; owner only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers, quotations, userEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { caller, createSignedInUser, providerOwner, publishEvent, sendQuotation } from '../events/testing';
import { computeProviderKpis } from './quotations-kpis';

type Row = { id: number; currency: string; total_with_igv: number; total_without_igv: number; igv: number; per_guest: number | null };

describe('quotations: comparison', () => {
  let t: TestApp;
  const call = caller(() => t.app);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('rows with totals with/without IGV, per guest, PEN then USD cheapest first, per-currency summary', async () => {
    const { event, customer } = await publishEvent(t.app); // 100 guests
    const a = await providerOwner(t.app, { company_name: 'Catering Andino', reviews_score: 4.5, reviews_number: 12 });
    const b = await providerOwner(t.app);
    const c = await providerOwner(t.app);
    const d = await providerOwner(t.app);
    // PEN 5900 with IGV → without IGV 5000, IGV 900, per guest 59.
    const qa = await sendQuotation(t.app, a.headers, event.id, { service_price: 6000, discount: 100, includes_igv: true, includes: 'Todo incluido' });
    // PEN 4000 without IGV → with IGV 4720.
    const qb = await sendQuotation(t.app, b.headers, event.id, { service_price: 4000, includes_igv: false });
    // USD 1000 with IGV → without IGV 847.46, IGV 152.54.
    const qc = await sendQuotation(t.app, c.headers, event.id, { service_price: 1000, currency: 'USD' });
    const qd = await sendQuotation(t.app, d.headers, event.id, { service_price: 10, currency: 'USD' });
    await call({ method: 'PUT', url: `quotations/${qd.id}/status`, headers: customer.headers, payload: { status: 'archived' } });
    // a answered 90 minutes after publication.
    await t.app.db.update(userEvents).set({ published_at: new Date(Date.now() - 90 * 60_000) }).where(eq(userEvents.id, event.id));
    await t.app.db.update(quotations).set({ created_at: new Date() }).where(eq(quotations.id, qa.id));

    const res = await call({ method: 'GET', url: `events/${event.id}/quotations/compare`, headers: customer.headers });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.event).toMatchObject({ id: event.id, guests: 100 });
    expect(data.rows.map((r: Row) => r.id)).toEqual([qb.id, qa.id, qc.id]);
    const byId = new Map<number, Row & Record<string, unknown>>(data.rows.map((r: Row) => [r.id, r]));
    expect(byId.get(qa.id)).toMatchObject({
      currency: 'PEN',
      total_with_igv: 5900,
      total_without_igv: 5000,
      igv: 900,
      per_guest: 59,
      discount: 100,
      includes: 'Todo incluido',
      guests: 100,
      response_minutes: 90,
      provider: { name: 'Catering Andino', reviews_score: 4.5, reviews_number: 12, logo: null, median_response_minutes: 90 },
    });
    expect(byId.get(qb.id)).toMatchObject({ currency: 'PEN', total_with_igv: 4720, total_without_igv: 4000, igv: 720, per_guest: 47.2 });
    expect(byId.get(qc.id)).toMatchObject({ currency: 'USD', total_with_igv: 1000, total_without_igv: 847.46, igv: 152.54, per_guest: 10 });
    expect(data.by_currency).toEqual([
      { currency: 'PEN', count: 2, lowest_total: 4720, highest_total: 5900, lowest_total_quotation_id: qb.id, lowest_per_guest: 47.2 },
      { currency: 'USD', count: 1, lowest_total: 1000, highest_total: 1000, lowest_total_quotation_id: qc.id, lowest_per_guest: 10 },
    ]);
    expect(byId.get(qa.id)!.next_statuses).toEqual(['opened', 'liked', 'accepted', 'discarded', 'archived']);

    const withArchived = await call({ method: 'GET', url: `events/${event.id}/quotations/compare?archived=true`, headers: customer.headers });
    expect(withArchived.json().data.rows.map((r: Row) => r.id)).toContain(qd.id);
    // Reading the comparison does not open the quotations.
    const [row] = await t.app.db.select().from(quotations).where(eq(quotations.id, qa.id));
    expect(row!.status).toBe('delivered');
  });

  it("each row carries the provider's median response time (its KPI), next to this quotation's own", async () => {
    const provider = await providerOwner(t.app, { company_name: 'Dulces Ayacucho' });
    const newcomer = await providerOwner(t.app);
    const answer = async (minutes: number) => {
      const { event, customer } = await publishEvent(t.app);
      const q = await sendQuotation(t.app, provider.headers, event.id);
      const created = new Date();
      await t.app.db.update(quotations).set({ created_at: created }).where(eq(quotations.id, q.id));
      await t.app.db
        .update(userEvents)
        .set({ published_at: new Date(created.getTime() - minutes * 60_000) })
        .where(eq(userEvents.id, event.id));
      return { event, customer, q };
    };
    await answer(10);
    await answer(30);
    await answer(240);
    const { event, customer, q } = await answer(90); // median of 10, 30, 90, 240 → 60
    const other = await sendQuotation(t.app, newcomer.headers, event.id);
    await t.app.db.update(quotations).set({ created_at: new Date() }).where(eq(quotations.id, other.id));

    const res = await call({ method: 'GET', url: `events/${event.id}/quotations/compare`, headers: customer.headers });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.rows as Array<{ id: number; response_minutes: number; provider: { median_response_minutes: number | null } }>;
    const mine = rows.find((r) => r.id === q.id)!;
    expect(mine.response_minutes).toBe(90);
    expect(mine.provider.median_response_minutes).toBe(60);
    expect((await computeProviderKpis(t.app.db, provider.provider.id)).median_response_minutes).toBe(60);
    // The newcomer answered once (90 minutes after publication): its median is that answer.
    expect(rows.find((r) => r.id === other.id)!.provider.median_response_minutes).toBe(90);
    // The same card in the quotation's detail.
    const detail = await call({ method: 'GET', url: `quotations/${q.id}`, headers: customer.headers });
    expect(detail.json().data.provider.median_response_minutes).toBe(60);
  });

  it('accept / discard / archive from the comparison; provider ratings follow the provider row', async () => {
    const { event, customer } = await publishEvent(t.app);
    const a = await providerOwner(t.app);
    const b = await providerOwner(t.app);
    const qa = await sendQuotation(t.app, a.headers, event.id);
    const qb = await sendQuotation(t.app, b.headers, event.id);
    const put = (id: number, status: string) =>
      call({ method: 'PUT', url: `quotations/${id}/status`, headers: customer.headers, payload: { status } });
    expect((await put(qa.id, 'accepted')).statusCode).toBe(200);
    // Accepting one does not discard the others.
    const [other] = await t.app.db.select().from(quotations).where(eq(quotations.id, qb.id));
    expect(other!.status).toBe('delivered');
    expect((await put(qb.id, 'discarded')).statusCode).toBe(200);
    await t.app.db.update(providers).set({ reviews_score: 3.5, reviews_number: 2 }).where(eq(providers.id, a.provider.id));
    const res = await call({ method: 'GET', url: `events/${event.id}/quotations/compare`, headers: customer.headers });
    const rows = res.json().data.rows as Array<{ id: number; status: string; provider: { reviews_score: number } }>;
    expect(rows.find((r) => r.id === qa.id)).toMatchObject({ status: 'accepted', provider: { reviews_score: 3.5 } });
    expect(rows.find((r) => r.id === qb.id)).toMatchObject({ status: 'discarded' });
  });

  it('only the event owner: 401, 403 for the provider and other customers, 404 unknown', async () => {
    const { event } = await publishEvent(t.app);
    const provider = await providerOwner(t.app);
    await sendQuotation(t.app, provider.headers, event.id);
    const url = `events/${event.id}/quotations/compare`;
    expect((await call({ method: 'GET', url })).statusCode).toBe(401);
    expect((await call({ method: 'GET', url, headers: provider.headers })).statusCode).toBe(403);
    const stranger = await createSignedInUser(t.app);
    const res = await call({ method: 'GET', url, headers: stranger.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('No tienes permiso para realizar esta acción.');
    expect((await call({ method: 'GET', url: 'events/999999/quotations/compare', headers: stranger.headers })).statusCode).toBe(404);
  });
});
