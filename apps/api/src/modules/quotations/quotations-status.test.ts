// Every move of the quotation life cycle through HTTP (PUT quotations/:id/status), for both
// actors: legal moves answer 200 and are recorded with who and when; illegal ones answer 422 with
// the domain's Spanish message and change nothing. Archive and restore use the history.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QUOTATION_ACTORS,
  QUOTATION_STATUSES,
  canTransition,
  transitionErrorMessage,
  type QuotationActor,
  type QuotationStatus,
} from '@eventos/domain';
import { quotationStatusHistory, quotations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { caller, createSignedInUser, providerOwner, publishEvent, sendQuotation, type Headers } from '../events/testing';

const USE_UPDATE = 'Para actualizar la cotización, edítala y envía la nueva versión.';

describe('quotations: status machine through HTTP', () => {
  let t: TestApp;
  const call = caller(() => t.app);
  let q: { id: number };
  let headers: Record<QuotationActor, Headers>;
  let userIds: Record<QuotationActor, number>;

  const setStatus = (status: QuotationStatus) => t.app.db.update(quotations).set({ status }).where(eq(quotations.id, q.id));
  const current = async () => (await t.app.db.select().from(quotations).where(eq(quotations.id, q.id)))[0]!;
  const lastHistory = async () =>
    (
      await t.app.db
        .select()
        .from(quotationStatusHistory)
        .where(eq(quotationStatusHistory.quotation_id, q.id))
        .orderBy(desc(quotationStatusHistory.id))
        .limit(1)
    )[0]!;
  const move = (actor: QuotationActor, status: string) =>
    call({ method: 'PUT', url: `quotations/${q.id}/status`, headers: headers[actor], payload: { status } });

  beforeAll(async () => {
    t = await createTestApp();
    const provider = await providerOwner(t.app);
    const { event, customer } = await publishEvent(t.app);
    q = await sendQuotation(t.app, provider.headers, event.id);
    headers = { customer: customer.headers, provider: provider.headers };
    userIds = { customer: customer.user.id, provider: provider.user.id };
  });
  afterAll(async () => {
    await t?.close();
  });

  const froms = QUOTATION_STATUSES.filter((s) => s !== 'archived');
  it.each(froms)('from %s: every target for both actors', async (from) => {
    const problems: string[] = [];
    for (const actor of QUOTATION_ACTORS) {
      for (const to of QUOTATION_STATUSES) {
        await setStatus(from);
        const res = await move(actor, to);
        const legal = canTransition(from, to, actor);
        const viaUpdate = actor === 'provider' && to === 'upgraded';
        const label = `${actor} ${from}→${to}`;
        if (viaUpdate) {
          if (res.statusCode !== 422 || res.json().error !== USE_UPDATE) problems.push(`${label}: ${res.statusCode} ${res.body}`);
        } else if (legal) {
          const history = await lastHistory();
          const row = await current();
          if (res.statusCode !== 200 || res.json().data.status !== to || row.status !== to) problems.push(`${label}: ${res.statusCode} ${res.body}`);
          if (history.from_status !== from || history.to_status !== to || history.actor_role !== actor || history.changed_by !== userIds[actor]) {
            problems.push(`${label}: history ${JSON.stringify(history)}`);
          }
          if (to === 'accepted' && !row.accepted_at) problems.push(`${label}: accepted_at not set`);
        } else {
          const expected = transitionErrorMessage(from, to);
          if (res.statusCode !== 422 || res.json().error !== expected || (await current()).status !== from) {
            problems.push(`${label}: ${res.statusCode} ${res.body}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('archive and restore: only the side that archived it, only to the previous status', async () => {
    await setStatus('liked');
    expect((await move('customer', 'archived')).statusCode).toBe(200);
    expect((await current()).archived_by_customer_at).not.toBeNull();
    const byProvider = await move('provider', 'liked');
    expect(byProvider.statusCode).toBe(422);
    expect(byProvider.json().error).toBe('No se puede pasar la cotización de «Archivada» a «En evaluación».');
    expect((await move('customer', 'opened')).statusCode).toBe(422);
    const archived = await call({ method: 'GET', url: `quotations/${q.id}`, headers: headers.customer });
    expect(archived.json().data.next_statuses).toEqual(['liked']);
    const restored = await move('customer', 'liked');
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.status).toBe('liked');
    expect((await current()).archived_by_customer_at).toBeNull();

    await setStatus('upgraded');
    expect((await move('provider', 'archived')).statusCode).toBe(200);
    expect((await current()).archived_by_provider_at).not.toBeNull();
    expect((await move('customer', 'upgraded')).statusCode).toBe(422);
    const back = await move('provider', 'upgraded');
    expect(back.statusCode).toBe(200);
    expect(back.json().data.status).toBe('upgraded');
  });

  it('401 visitors, 403 strangers, 400 unknown status, 404 unknown quotation', async () => {
    const stranger = await createSignedInUser(t.app);
    expect((await call({ method: 'PUT', url: `quotations/${q.id}/status`, payload: { status: 'liked' } })).statusCode).toBe(401);
    const denied = await call({ method: 'PUT', url: `quotations/${q.id}/status`, headers: stranger.headers, payload: { status: 'nope' } });
    expect(denied.statusCode).toBe(403);
    expect((await move('customer', 'nope')).statusCode).toBe(400);
    const missing = await call({ method: 'PUT', url: 'quotations/999999/status', headers: headers.customer, payload: { status: 'liked' } });
    expect(missing.statusCode).toBe(404);
  });
});
