// Event notifications (mail through the outbox + in-app rows) for matching Business providers only,
// addressed requests (Business providers only), and the notifications API.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outbox, providers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { eventRecipients, type PublishedEvent } from '../events';
import {
  area,
  caller,
  createSignedInUser,
  eventBody,
  providerOwner,
  publishEvent,
  sendQuotation,
  serviceTypeIds,
} from '../events/testing';

describe('notifications', () => {
  let t: TestApp;
  const call = caller(() => t.app);
  const mailsFor = (emails: string[]) =>
    t.app.db.select().from(outbox).where(inArray(outbox.to_address, emails));
  const notesFor = (userId: number) =>
    t.app.db.select().from(notifications).where(eq(notifications.user_id, userId));

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('publishing an event notifies matching Business providers only (mail in the outbox + in-app)', async () => {
    const [, otherService] = await serviceTypeIds(t.app, 2);
    const matching = await providerOwner(t.app, { company_name: 'Banquetes Ñaño' });
    const basic = await providerOwner(t.app, { plan: 'basic' });
    const otherArea = await providerOwner(t.app, { location_id: (await area(t.app, 'Cayma', '0401')).district_id });
    const otherServices = await providerOwner(t.app, { services: [otherService!] });

    const { event, customer } = await publishEvent(t.app);
    const mails = await mailsFor([matching, basic, otherArea, otherServices].map((p) => p.provider.email!));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ to_address: matching.provider.email, template: 'event_published', status: 'pending' });
    expect(mail!.subject).toMatch(/^Nuevo evento para cotizar: .+ en Miraflores, Lima$/);
    expect(mail!.text_body).toContain('Hola, Banquetes Ñaño:');
    expect(mail!.text_body).toContain(`http://localhost:3000/eventos/buscador/${event.id}`);
    expect(mail!.payload).toEqual({ event_id: event.id, provider_id: matching.provider.id });

    const [note] = await notesFor(matching.user.id);
    expect(note).toMatchObject({ type: 'event_published', link: `/eventos/buscador/${event.id}`, read_at: null });
    expect(note!.title).toMatch(/^Nuevo evento para cotizar: /);
    for (const p of [basic, otherArea, otherServices]) expect(await notesFor(p.user.id)).toHaveLength(0);
    expect(await notesFor(customer.user.id)).toHaveLength(0);
  });

  it('an addressed request notifies only that (Business) provider', async () => {
    const addressed = await providerOwner(t.app);
    const bystander = await providerOwner(t.app);
    const customer = await createSignedInUser(t.app, { first_name: 'Lucía' });
    const { event } = await publishEvent(t.app, { provider_id: addressed.provider.id }, customer);
    const [mail] = await mailsFor([addressed.provider.email!]);
    expect(mail).toMatchObject({ template: 'event_addressed' });
    expect(mail!.subject).toMatch(/^Lucía te pidió una cotización: /);
    const [note] = await notesFor(addressed.user.id);
    expect(note).toMatchObject({ type: 'event_addressed', link: `/eventos/buscador/${event.id}` });
    expect(await mailsFor([bystander.provider.email!])).toHaveLength(0);
    expect(await notesFor(bystander.user.id)).toHaveLength(0);
  });

  it('basic providers are never notified, not even of an event addressed to them', async () => {
    const basic = await providerOwner(t.app, { plan: 'basic' });
    const business = await providerOwner(t.app);
    const customer = await createSignedInUser(t.app);
    // POST events refuses to address a basic provider (422), so nothing is queued for it.
    const refused = await call({
      method: 'POST',
      url: 'events',
      headers: customer.headers,
      payload: { ...(await eventBody(t.app)), provider_id: basic.provider.id },
    });
    expect(refused.statusCode).toBe(422);
    // A matching event reaches the Business provider only.
    await publishEvent(t.app, {}, customer);
    expect(await mailsFor([basic.provider.email!])).toHaveLength(0);
    expect(await notesFor(basic.user.id)).toHaveLength(0);
    expect(await mailsFor([business.provider.email!])).toHaveLength(1);
    // And the recipients query never returns a basic provider, addressed or not (e.g. one that went
    // back to the basic plan after being addressed).
    const lima = await area(t.app);
    const [service] = await serviceTypeIds(t.app, 1);
    const event: PublishedEvent = {
      id: 0,
      user_id: customer.user.id,
      event_type_name: 'Boda',
      description: 'x',
      event_date: '2030-01-01',
      department_id: lima.department_id,
      place_label: 'Miraflores, Lima',
      service_type_ids: [service!],
      service_names: ['Catering'],
      addressed_provider_id: basic.provider.id,
      customer_first_name: 'Rosa',
    };
    expect(await eventRecipients(t.app.db, event)).toEqual([]);
    await t.app.db.update(providers).set({ plan: 'business' }).where(eq(providers.id, basic.provider.id));
    expect((await eventRecipients(t.app.db, event)).map((r) => r.id)).toEqual([basic.provider.id]);
    const open = (await eventRecipients(t.app.db, { ...event, addressed_provider_id: null })).map((r) => r.id);
    expect(open).toEqual(expect.arrayContaining([basic.provider.id, business.provider.id]));
  });

  it('GET notifications, unread-count, PUT :id/read and read-all; 401/403/404', async () => {
    const provider = await providerOwner(t.app);
    const { event, customer } = await publishEvent(t.app);
    await sendQuotation(t.app, provider.headers, event.id);

    const list = await call({ method: 'GET', url: 'notifications', headers: customer.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, page: 1, size: 10 });
    const [received] = list.json().data;
    expect(received).toMatchObject({ type: 'quotation_received', read: false, link: `/eventos/${event.id}` });
    expect(received.title).toBe(`Recibiste una cotización de ${provider.provider.company_name}`);

    const count = await call({ method: 'GET', url: 'notifications/unread-count', headers: provider.headers });
    expect(count.json().data.count).toBeGreaterThanOrEqual(1);

    const stranger = await createSignedInUser(t.app);
    const denied = await call({ method: 'PUT', url: `notifications/${received.id}/read`, headers: stranger.headers });
    expect(denied.statusCode).toBe(403);
    const missing = await call({ method: 'PUT', url: 'notifications/999999/read', headers: stranger.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Notificación no encontrada');
    const read = await call({ method: 'PUT', url: `notifications/${received.id}/read`, headers: customer.headers });
    expect(read.json().data).toMatchObject({ id: received.id, read: true });
    const after = await call({ method: 'GET', url: 'notifications/unread-count', headers: customer.headers });
    expect(after.json().data.count).toBe(0);
    const unreadOnly = await call({ method: 'GET', url: 'notifications?unread=true', headers: customer.headers });
    expect(unreadOnly.json().total).toBe(0);

    const all = await call({ method: 'PUT', url: 'notifications/read-all', headers: provider.headers });
    expect(all.json().data.updated).toBeGreaterThanOrEqual(1);
    const none = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, provider.user.id)));
    expect(none.every((n) => n.read_at !== null)).toBe(true);
    expect((await call({ method: 'GET', url: 'notifications' })).statusCode).toBe(401);
    expect((await call({ method: 'GET', url: 'notifications/unread-count' })).statusCode).toBe(401);
  });
});
