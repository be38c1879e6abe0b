// "Solicitar cotización" with an existing event (POST events/:id/invitations): owner only, open
// events only, Business providers only, idempotent, at most 20 per event; the invited provider is
// told once (outbox + notification), sees the event in its searcher and quotes it like an addressed
// one, while a provider that is neither invited nor matching is still kept out.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_INVITATIONS_MAX, MESSAGES, addDaysIso, formatMessage, limaToday } from '@eventos/domain';
import { eventInvitations, notifications, outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { seedProvider } from '../providers/testing';
import { computeProviderKpis } from '../quotations';
import {
  area,
  caller,
  createSignedInUser,
  insertEvent,
  providerOwner,
  publishEvent,
  sendQuotation,
  serviceTypeIds,
  type Headers,
} from './testing/test-utils';

const FORBIDDEN = 'No tienes permiso para realizar esta acción.';
const UNAUTHORIZED = 'Debes iniciar sesión para continuar.';
const CLOSED = 'Solo puedes enviar solicitudes de cotización desde un evento visible cuya fecha aún no pasó.';

describe('events: invitations ("Solicitar cotización" with an existing event)', () => {
  let t: TestApp;
  const call = caller(() => t.app);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A Business provider in Arequipa offering another service: it never matches the default event. */
  async function farProvider(opts: { plan?: 'basic' | 'business'; company_name?: string } = {}) {
    const [, otherService] = await serviceTypeIds(t.app, 2);
    const cayma = await area(t.app, 'Cayma', '0401');
    return providerOwner(t.app, { services: [otherService!], location_id: cayma.district_id, ...opts });
  }

  const invite = (eventId: number, providerId: unknown, headers?: Headers) =>
    call({ method: 'POST', url: `events/${eventId}/invitations`, headers, payload: { provider_id: providerId } });

  const noticeCounts = async (providerId: number, ownerId: number) => {
    const rows = await t.app.db.select().from(outbox).where(eq(outbox.template, 'event_invited'));
    const forProvider = rows.filter((r) => (r.payload as { provider_id?: number }).provider_id === providerId);
    const notes = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, ownerId), eq(notifications.type, 'event_invited')));
    return { mails: forProvider, notes };
  };

  it('the owner sends an open event to a non-matching Business provider: 201, then 200 with the same invitation, told once', async () => {
    const { customer, event } = await publishEvent(t.app);
    const far = await farProvider({ company_name: 'Fotos del Sur' });
    // Before the invitation the provider cannot see the event (no match, not addressed).
    expect((await call({ method: 'GET', url: `events/search/${event.id}`, headers: far.headers })).statusCode).toBe(403);

    const first = await invite(event.id, far.provider.id, customer.headers);
    expect(first.statusCode).toBe(201);
    const data = first.json().data;
    expect(data).toMatchObject({
      event_id: event.id,
      provider_id: far.provider.id,
      company_name: 'Fotos del Sur',
      slug: far.provider.slug,
    });
    expect(typeof data.created_at).toBe('string');

    const again = await invite(event.id, String(far.provider.id), customer.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(data);

    const { mails, notes } = await noticeCounts(far.provider.id, far.user.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to_address: far.provider.email,
      subject: expect.stringContaining('te pidió una cotización'),
      payload: { event_id: event.id, provider_id: far.provider.id },
    });
    expect(mails[0]!.text_body).toContain(`http://localhost:3000/eventos/buscador/${event.id}`);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      link: `/eventos/buscador/${event.id}`,
      title: expect.stringContaining('te pidió una cotización'),
      data: { event_id: event.id, provider_id: far.provider.id },
    });

    // The owner's views list the invited providers.
    const detail = await call({ method: 'GET', url: `events/${event.id}`, headers: customer.headers });
    expect(detail.json().data.invitations).toEqual([
      { provider_id: far.provider.id, company_name: 'Fotos del Sur', slug: far.provider.slug, created_at: data.created_at },
    ]);
    const mine = await call({ method: 'GET', url: 'events/mine', headers: customer.headers });
    expect(mine.json().data.find((e: { id: number }) => e.id === event.id).invitations).toHaveLength(1);

    // The customer counts among the provider's customers (asked it directly), before any quotation.
    expect((await computeProviderKpis(t.app.db, far.provider.id)).customers_count).toBe(1);
  });

  it('the invited provider finds the event in its searcher, sees it as a direct request and quotes it', async () => {
    const { customer, event } = await publishEvent(t.app);
    const far = await farProvider();
    expect((await invite(event.id, far.provider.id, customer.headers)).statusCode).toBe(201);

    const list = await call({ method: 'GET', url: 'events/search?size=50', headers: far.headers });
    expect(list.statusCode).toBe(200);
    const item = list.json().data.find((e: { id: number }) => e.id === event.id);
    expect(item).toMatchObject({ addressed_to_me: true, customer: null, my_quotation: null });
    expect(item.invitations).toBeUndefined();

    const detail = await call({ method: 'GET', url: `events/search/${event.id}`, headers: far.headers });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ id: event.id, addressed_to_me: true, is_owner: false });
    expect(detail.json().data.invitations).toBeUndefined();
    expect((await call({ method: 'GET', url: `events/${event.id}`, headers: far.headers })).statusCode).toBe(200);

    const quotation = await sendQuotation(t.app, far.headers, event.id);
    expect(quotation.status).toBe('delivered');
  });

  it('a provider neither invited nor matching is still kept out (403 to see, 403 to quote)', async () => {
    const { customer, event } = await publishEvent(t.app);
    const invited = await farProvider();
    const stranger = await farProvider();
    expect((await invite(event.id, invited.provider.id, customer.headers)).statusCode).toBe(201);

    expect((await call({ method: 'GET', url: `events/search/${event.id}`, headers: stranger.headers })).statusCode).toBe(403);
    const quote = await call({
      method: 'POST',
      url: `events/${event.id}/quotations`,
      headers: stranger.headers,
      payload: {},
    });
    expect(quote.statusCode).toBe(403);
    const list = await call({ method: 'GET', url: 'events/search?size=50', headers: stranger.headers });
    expect(list.json().data.map((e: { id: number }) => e.id)).not.toContain(event.id);

    // An invitation to another event opens only that event.
    const { event: other } = await publishEvent(t.app);
    expect((await call({ method: 'GET', url: `events/search/${other.id}`, headers: invited.headers })).statusCode).toBe(403);
  });

  it('an event addressed to one provider can be sent to others; the addressed one already has it (200, nothing sent)', async () => {
    const addressed = await providerOwner(t.app);
    const { customer, event } = await publishEvent(t.app, { provider_id: addressed.provider.id });
    const far = await farProvider();
    expect((await call({ method: 'GET', url: `events/search/${event.id}`, headers: far.headers })).statusCode).toBe(403);
    expect((await invite(event.id, far.provider.id, customer.headers)).statusCode).toBe(201);
    expect((await call({ method: 'GET', url: `events/search/${event.id}`, headers: far.headers })).statusCode).toBe(200);

    const before = await t.app.db.select({ n: count() }).from(outbox).where(eq(outbox.to_address, addressed.provider.email!));
    const res = await invite(event.id, addressed.provider.id, customer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ event_id: event.id, provider_id: addressed.provider.id });
    const after = await t.app.db.select({ n: count() }).from(outbox).where(eq(outbox.to_address, addressed.provider.email!));
    expect(Number(after[0]!.n)).toBe(Number(before[0]!.n));
    const stored = await t.app.db.select().from(eventInvitations).where(eq(eventInvitations.event_id, event.id));
    expect(stored.map((r) => r.provider_id)).toEqual([far.provider.id]);
  });

  it('only the owner: visitors 401, other customers and providers 403 (before validation), unknown event 404', async () => {
    const { event } = await publishEvent(t.app);
    const far = await farProvider();
    const visitor = await invite(event.id, far.provider.id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ requestId: expect.any(String), error: UNAUTHORIZED });

    const other = await createSignedInUser(t.app);
    for (const headers of [other.headers, far.headers]) {
      const res = await invite(event.id, far.provider.id, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ requestId: expect.any(String), error: FORBIDDEN });
      const empty = await call({ method: 'POST', url: `events/${event.id}/invitations`, headers, payload: {} });
      expect(empty.statusCode).toBe(403);
    }
    expect((await invite(2147483000, far.provider.id, other.headers)).statusCode).toBe(404);
    expect(await t.app.db.select().from(eventInvitations).where(eq(eventInvitations.event_id, event.id))).toEqual([]);
  });

  it('validates the body (400), unknown provider 404, own provider 422 on provider_id', async () => {
    const owner = await providerOwner(t.app);
    const { event } = await publishEvent(t.app, {}, owner);
    const bad = await call({ method: 'POST', url: `events/${event.id}/invitations`, headers: owner.headers, payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.provider_id).toEqual([MESSAGES['events.provider_id.required']]);

    expect((await invite(event.id, 2147483000, owner.headers)).statusCode).toBe(404);
    const self = await invite(event.id, owner.provider.id, owner.headers);
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.provider_id).toEqual(['No puedes solicitarte una cotización a ti mismo.']);
  });

  it('a basic provider cannot be sent an event: 422 on provider_id with the shared message, nothing saved or sent', async () => {
    const { customer, event } = await publishEvent(t.app);
    const basic = await farProvider({ plan: 'basic', company_name: 'Flores Básicas' });
    const res = await invite(event.id, basic.provider.id, customer.headers);
    expect(res.statusCode).toBe(422);
    const message = formatMessage(MESSAGES['events.provider_id.notBusiness'], { provider: 'Flores Básicas' });
    expect(res.json()).toEqual({ requestId: expect.any(String), error: message, errors: { provider_id: [message] } });
    expect(await t.app.db.select().from(eventInvitations).where(eq(eventInvitations.event_id, event.id))).toEqual([]);
    const { mails, notes } = await noticeCounts(basic.provider.id, basic.user.id);
    expect(mails).toHaveLength(0);
    expect(notes).toHaveLength(0);
  });

  it('hidden and expired events cannot be sent: 422 with the message', async () => {
    const far = await farProvider();
    const { customer, event } = await publishEvent(t.app);
    await call({ method: 'PUT', url: `events/${event.id}/status`, headers: customer.headers, payload: { status: 'hidden' } });
    const hidden = await invite(event.id, far.provider.id, customer.headers);
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json()).toEqual({ requestId: expect.any(String), error: CLOSED });

    const past = await insertEvent(t.app, customer.user.id, { event_date: addDaysIso(limaToday(), -1) });
    const expired = await invite(past.id, far.provider.id, customer.headers);
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toEqual({ requestId: expect.any(String), error: CLOSED });
    const stored = await t.app.db
      .select()
      .from(eventInvitations)
      .where(eq(eventInvitations.provider_id, far.provider.id));
    expect(stored).toEqual([]);
  });

  it(`at most ${EVENT_INVITATIONS_MAX} providers per event (422); the ones already invited still answer 200`, async () => {
    const { customer, event } = await publishEvent(t.app);
    const [, otherService] = await serviceTypeIds(t.app, 2);
    const ids: number[] = [];
    for (let i = 0; i <= EVENT_INVITATIONS_MAX; i++) {
      const p = await seedProvider(t.app, { plan: 'business', services: [otherService!] });
      ids.push(p.id);
    }
    for (const id of ids.slice(0, EVENT_INVITATIONS_MAX)) {
      expect((await invite(event.id, id, customer.headers)).statusCode).toBe(201);
    }
    const over = await invite(event.id, ids[EVENT_INVITATIONS_MAX]!, customer.headers);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({ requestId: expect.any(String), error: 'Puedes enviar este evento a un máximo de 20 proveedores.' });
    expect((await invite(event.id, ids[0]!, customer.headers)).statusCode).toBe(200);
    const [stored] = await t.app.db
      .select({ n: count() })
      .from(eventInvitations)
      .where(eq(eventInvitations.event_id, event.id));
    expect(Number(stored!.n)).toBe(EVENT_INVITATIONS_MAX);
  });

  it('deleting the event removes its invitations', async () => {
    const { customer, event } = await publishEvent(t.app);
    const far = await farProvider();
    expect((await invite(event.id, far.provider.id, customer.headers)).statusCode).toBe(201);
    expect((await call({ method: 'DELETE', url: `events/${event.id}`, headers: customer.headers })).statusCode).toBe(204);
    expect(await t.app.db.select().from(eventInvitations).where(eq(eventInvitations.event_id, event.id))).toEqual([]);
  });
});
