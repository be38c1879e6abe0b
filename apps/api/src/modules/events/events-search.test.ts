// The provider's event searcher: Business plan only, matching services and department, addressed
// requests ("Solicitar cotización", only to Business providers), filters, newest first, and the
// detail without the customer's contact data until one of the provider's quotations is accepted.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, limaToday, minEventDate } from '@eventos/domain';
import { notifications, outbox, providers, userEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import {
  area,
  caller,
  createSignedInUser,
  eventBody,
  eventTypeId,
  insertEvent,
  providerOwner,
  publishEvent,
  sendQuotation,
  serviceTypeIds,
} from './testing/test-utils';

const PLAN = 'Esta función está disponible solo para el plan Business.';
type Item = { id: number };

describe('events: provider searcher', () => {
  let t: TestApp;
  const call = caller(() => t.app);
  const ids = (res: { json(): { data: Item[] } }) => res.json().data.map((e) => e.id);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('customers get 403, basic providers 422 with the plan message, visitors 401', async () => {
    const customer = await createSignedInUser(t.app);
    const asCustomer = await call({ method: 'GET', url: 'events/search', headers: customer.headers });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().error).toBe('El buscador de eventos es solo para proveedores.');
    const basic = await providerOwner(t.app, { plan: 'basic' });
    const res = await call({ method: 'GET', url: 'events/search', headers: basic.headers });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ requestId: expect.any(String), error: PLAN });
    expect((await call({ method: 'GET', url: 'events/search' })).statusCode).toBe(401);
  });

  it('lists open events matching services and department (or addressed to it), newest first', async () => {
    const [, otherService] = await serviceTypeIds(t.app, 2);
    const provider = await providerOwner(t.app);
    const { event: older } = await publishEvent(t.app);
    const { event: newer } = await publishEvent(t.app);
    const { event: otherServices } = await publishEvent(t.app, {
      services: [{ service_type_id: otherService, guests: 50 }],
    });
    const { event: elsewhere } = await publishEvent(t.app, await area(t.app, 'Cayma', '0401'));
    const { customer, event: hidden } = await publishEvent(t.app);
    await call({ method: 'PUT', url: `events/${hidden.id}/status`, headers: customer.headers, payload: { status: 'hidden' } });
    const past = await insertEvent(t.app, customer.user.id, { event_date: addDaysIso(limaToday(), -1) });
    const other = await providerOwner(t.app);
    const { event: toOther } = await publishEvent(t.app, { provider_id: other.provider.id });
    const { event: toMe } = await publishEvent(t.app, {
      provider_id: provider.provider.id,
      services: [{ service_type_id: otherService, guests: 20 }],
    });
    // The provider's own event (its owner as a customer) is never listed.
    const { event: own } = await publishEvent(t.app, {}, { ...provider, user: provider.user });

    const res = await call({ method: 'GET', url: 'events/search?size=50', headers: provider.headers });
    expect(res.statusCode).toBe(200);
    const found = ids(res);
    expect(found.slice(0, 3)).toEqual([toMe.id, newer.id, older.id]);
    for (const id of [otherServices.id, elsewhere.id, hidden.id, past.id, toOther.id, own.id]) expect(found).not.toContain(id);
    const item = res.json().data.find((e: Item) => e.id === toMe.id);
    expect(item).toMatchObject({ addressed_to_me: true, customer: null, my_quotation: null, is_owner: false });
    expect(item.quotations_count).toBeUndefined();
  });

  it('filters by event type, dates and location; paginates', async () => {
    const provider = await providerOwner(t.app);
    const typeB = await eventTypeId(t.app, 1);
    const near = addDaysIso(minEventDate(), 3);
    const far = addDaysIso(minEventDate(), 200);
    const { event: a } = await publishEvent(t.app, { date: near });
    const { event: b } = await publishEvent(t.app, { date: far, event_type_id: typeB });
    const q = async (query: string) => ids(await call({ method: 'GET', url: `events/search?${query}`, headers: provider.headers }));

    expect(await q(`event_type_id=${typeB}`)).toContain(b.id);
    expect(await q(`event_type_id=${typeB}`)).not.toContain(a.id);
    expect(await q(`date_from=${near}&date_to=${near}`)).toEqual([a.id]);
    expect(await q(`date_from=${far}`)).toEqual([b.id]);
    const lima = await area(t.app);
    expect(await q(`district_id=${lima.district_id}&date_to=${near}`)).toEqual([a.id]);
    expect(await q(`department_id=${lima.department_id + 1000}`)).toEqual([]);
    const page = await call({ method: 'GET', url: 'events/search?size=10&page=2', headers: provider.headers });
    expect(page.json()).toMatchObject({ page: 2, size: 10 });
    const bad = await call({ method: 'GET', url: 'events/search?date_from=2030-02-30', headers: provider.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Ingresa una fecha válida (AAAA-MM-DD)');
  });

  it('GET events/search/:id: matching Business provider sees it without contact data until accepted', async () => {
    const provider = await providerOwner(t.app);
    const { customer, event } = await publishEvent(t.app);
    const url = `events/search/${event.id}`;
    const before = await call({ method: 'GET', url, headers: provider.headers });
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({ id: event.id, customer: null, my_quotation: null, is_owner: false });
    expect(before.json().data.quotations).toBeUndefined();

    const q = await sendQuotation(t.app, provider.headers, event.id);
    await call({ method: 'PUT', url: `quotations/${q.id}/status`, headers: customer.headers, payload: { status: 'accepted' } });
    const after = await call({ method: 'GET', url: `events/${event.id}`, headers: provider.headers });
    expect(after.json().data.customer).toEqual({
      id: customer.user.id,
      first_name: customer.user.first_name,
      last_name: customer.user.last_name,
      email: customer.user.email,
    });
    expect(after.json().data.my_quotation).toMatchObject({ id: q.id, status: 'accepted' });
  });

  it('GET events/search/:id: 403 outside the area, 422 plan for a matching basic provider', async () => {
    const { event } = await publishEvent(t.app);
    const far = await providerOwner(t.app, { location_id: (await area(t.app, 'Cayma', '0401')).district_id });
    expect((await call({ method: 'GET', url: `events/search/${event.id}`, headers: far.headers })).statusCode).toBe(403);
    const basic = await providerOwner(t.app, { plan: 'basic' });
    for (const url of [`events/search/${event.id}`, `events/${event.id}`]) {
      const res = await call({ method: 'GET', url, headers: basic.headers });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ requestId: expect.any(String), error: PLAN });
    }
    // A basic provider outside the area still gets 403 (it learns nothing about the plan).
    const farBasic = await providerOwner(t.app, {
      plan: 'basic',
      location_id: (await area(t.app, 'Cayma', '0401')).district_id,
    });
    expect((await call({ method: 'GET', url: `events/search/${event.id}`, headers: farBasic.headers })).statusCode).toBe(403);
  });

  it('GET events/search/:id: a provider back on the basic plan no longer sees events addressed to it or it quoted', async () => {
    const provider = await providerOwner(t.app);
    const { event: addressed } = await publishEvent(t.app, { provider_id: provider.provider.id });
    const { event: quoted } = await publishEvent(t.app);
    await sendQuotation(t.app, provider.headers, quoted.id);
    const ok = await call({ method: 'GET', url: `events/search/${addressed.id}`, headers: provider.headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.addressed_to_me).toBe(true);

    await t.app.db.update(providers).set({ plan: 'basic' }).where(eq(providers.id, provider.provider.id));
    for (const id of [addressed.id, quoted.id]) {
      const res = await call({ method: 'GET', url: `events/search/${id}`, headers: provider.headers });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ requestId: expect.any(String), error: PLAN });
    }
    const search = await call({ method: 'GET', url: 'events/search', headers: provider.headers });
    expect(search.statusCode).toBe(422);
    const body = await eventBody(t.app);
    expect(body.date > limaToday()).toBe(true);
  });

  it('POST events/request-quotation creates, then reuses the open request to the same provider', async () => {
    const provider = await providerOwner(t.app);
    const customer = await createSignedInUser(t.app);
    const body = await eventBody(t.app, { provider_id: provider.provider.id });
    const first = await call({ method: 'POST', url: 'events/request-quotation', headers: customer.headers, payload: body });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ reused: false, data: { provider_id: provider.provider.id } });
    expect(first.json().data.addressed_provider).toMatchObject({ id: provider.provider.id, slug: provider.provider.slug });
    const again = await call({ method: 'POST', url: 'events/request-quotation', headers: customer.headers, payload: body });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ reused: true, data: { id: first.json().data.id } });
    const otherDate = await call({
      method: 'POST',
      url: 'events/request-quotation',
      headers: customer.headers,
      payload: { ...body, date: addDaysIso(body.date, 1) },
    });
    expect(otherDate.statusCode).toBe(201);

    const missing = await call({ method: 'POST', url: 'events/request-quotation', headers: customer.headers, payload: { ...body, provider_id: undefined } });
    expect(missing.statusCode).toBe(400);
    const unknown = await call({ method: 'POST', url: 'events/request-quotation', headers: customer.headers, payload: { ...body, provider_id: 999999 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Proveedor no encontrado');
    const self = await call({ method: 'POST', url: 'events', headers: provider.headers, payload: body });
    expect(self.statusCode).toBe(422);
    expect(self.json().error).toBe('No puedes solicitarte una cotización a ti mismo.');
  });

  it('a basic provider cannot be asked for a quotation: 422 on provider_id, nothing saved or sent', async () => {
    const basic = await providerOwner(t.app, { plan: 'basic', company_name: 'Fotos Básicas Ñuñoa' });
    const customer = await createSignedInUser(t.app);
    const events = async () => Number((await t.app.db.select({ n: count() }).from(userEvents))[0]!.n);
    const before = await events();
    const message =
      'Fotos Básicas Ñuñoa no recibe solicitudes de cotización por Eventos Perú (las cotizaciones son del plan ' +
      'Business). Escríbele con los datos de contacto de su sitio o publica tu evento para todos los proveedores.';
    for (const url of ['events/request-quotation', 'events']) {
      const res = await call({
        method: 'POST',
        url,
        headers: customer.headers,
        payload: await eventBody(t.app, { provider_id: basic.provider.id }),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ requestId: expect.any(String), error: message, errors: { provider_id: [message] } });
    }
    expect(await events()).toBe(before);
    expect(await t.app.db.select().from(outbox).where(eq(outbox.to_address, basic.provider.email!))).toHaveLength(0);
    expect(await t.app.db.select().from(notifications).where(eq(notifications.user_id, basic.user.id))).toHaveLength(0);
  });
});
