// Sending, revising and reading quotations: plan rules, the price rule's exact message, one per
// provider and event (409), attachments from cdn/upload/pdf, versions kept, opened on read.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers, quotationStatusHistory, quotationVersions, quotations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { multipartBody, pdfBytes } from '../cdn/testing';
import {
  caller,
  createSignedInUser,
  insertEvent,
  providerOwner,
  publishEvent,
  quotationBody,
  sendQuotation,
  type Headers,
} from '../events/testing';

const PRICE = 'Ingresa un precio válido: hasta 5 dígitos enteros y 2 decimales';
const PLAN = 'Esta función está disponible solo para el plan Business.';

describe('quotations: send, revise, read', () => {
  let t: TestApp;
  const call = caller(() => t.app);
  const quotationCount = async () => Number((await t.app.db.select({ n: count() }).from(quotations))[0]!.n);

  const uploadPdf = async (headers: Headers) => {
    const form = multipartBody({
      path: 'quotations',
      file: { filename: 'Propuesta Boda.pdf', contentType: 'application/pdf', data: pdfBytes() },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cdn/upload/pdf',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    if (res.statusCode !== 201) throw new Error(`upload ${res.statusCode}: ${res.body}`);
    return res.json().data as { id: number; url: string; filename: string; path: string };
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('POST events/:id/quotations: 201 with totals computed from cents, version 1 and history', async () => {
    const provider = await providerOwner(t.app);
    const { event } = await publishEvent(t.app);
    const res = await call({
      method: 'POST',
      url: `events/${event.id}/quotations`,
      headers: provider.headers,
      payload: quotationBody({ service_price: '5900.50', discount: 900.5, includes_igv: false }),
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      event_id: event.id,
      provider_id: provider.provider.id,
      status: 'delivered',
      version: 1,
      currency: 'PEN',
      service_price: 5900.5,
      discount: 900.5,
      price: 5000,
      includes_igv: false,
      subtotal: 5000,
      igv: 900,
      total: 5900,
      per_guest: 59,
      next_statuses: ['upgraded', 'archived'],
      provider: { id: provider.provider.id, slug: provider.provider.slug, reviews_score: 0, reviews_number: 0 },
    });
    expect(data.versions).toHaveLength(1);
    expect(data.history).toEqual([expect.objectContaining({ from_status: null, to_status: 'delivered', actor: 'provider', changed_by: provider.user.id })]);
    const [row] = await t.app.db.select().from(quotations).where(eq(quotations.id, data.id));
    expect(row).toMatchObject({ service_price_cents: 590050, discount_cents: 90050, price_cents: 500000, total_cents: 590000 });
  });

  it.each([
    ['123456.7', 123456.7],
    ['12.345', 12.345],
    ['"12.345"', '12.345'],
  ])('price %s → 400 with the exact message, nothing saved', async (_label, price) => {
    const provider = await providerOwner(t.app);
    const { event } = await publishEvent(t.app);
    const before = await quotationCount();
    const res = await call({ method: 'POST', url: `events/${event.id}/quotations`, headers: provider.headers, payload: quotationBody({ service_price: price }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(PRICE);
    expect(res.json().errors.service_price).toEqual([PRICE]);
    expect(await quotationCount()).toBe(before);
  });

  it('other body rules: discount above price, message over 1000 characters, a service not in the event', async () => {
    const provider = await providerOwner(t.app);
    const { event } = await publishEvent(t.app);
    const url = `events/${event.id}/quotations`;
    const before = await quotationCount();
    const discount = await call({ method: 'POST', url, headers: provider.headers, payload: quotationBody({ service_price: 100, discount: 200 }) });
    expect(discount.json().error).toBe('El descuento no puede ser mayor que el precio del servicio');
    const long = await call({ method: 'POST', url, headers: provider.headers, payload: quotationBody({ message: 'a'.repeat(1001) }) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('El mensaje no puede tener más de 1000 caracteres');
    const service = await call({ method: 'POST', url, headers: provider.headers, payload: quotationBody({ service_type_id: 999999 }) });
    expect(service.statusCode).toBe(422);
    expect(service.json().error).toBe('El servicio no corresponde a este evento.');
    expect(await quotationCount()).toBe(before);
  });

  it('who may quote: 401, customers 403, basic providers 422 (plan), own event 422, 409 twice', async () => {
    const { event, customer } = await publishEvent(t.app);
    const url = `events/${event.id}/quotations`;
    const before = await quotationCount();
    expect((await call({ method: 'POST', url, payload: quotationBody() })).statusCode).toBe(401);
    const asCustomer = await call({ method: 'POST', url, headers: customer.headers, payload: quotationBody() });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().error).toBe('Necesitas un perfil de proveedor para enviar cotizaciones.');
    const basic = await providerOwner(t.app, { plan: 'basic' });
    const outside = await call({ method: 'POST', url, headers: basic.headers, payload: { service_price: 123456.7 } });
    expect(outside.statusCode).toBe(422);
    expect(outside.json()).toEqual({ requestId: expect.any(String), error: PLAN });
    expect(await quotationCount()).toBe(before);

    // Addressed to a provider that went back to the basic plan: 422 as well, nothing saved.
    const downgraded = await providerOwner(t.app);
    const { event: addressed } = await publishEvent(t.app, { provider_id: downgraded.provider.id });
    await t.app.db.update(providers).set({ plan: 'basic' }).where(eq(providers.id, downgraded.provider.id));
    const toBasic = await call({
      method: 'POST',
      url: `events/${addressed.id}/quotations`,
      headers: downgraded.headers,
      payload: quotationBody(),
    });
    expect(toBasic.statusCode).toBe(422);
    expect(toBasic.json()).toEqual({ requestId: expect.any(String), error: PLAN });
    expect(await quotationCount()).toBe(before);

    const { event: own } = await publishEvent(t.app, {}, basic);
    const mine = await call({ method: 'POST', url: `events/${own.id}/quotations`, headers: basic.headers, payload: quotationBody() });
    expect(mine.statusCode).toBe(422);
    expect(mine.json().error).toBe('No puedes cotizar tu propio evento.');

    const business = await providerOwner(t.app);
    await sendQuotation(t.app, business.headers, event.id);
    const twice = await call({ method: 'POST', url, headers: business.headers, payload: quotationBody() });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('Ya enviaste una cotización para este evento. Puedes actualizarla.');
  });

  it('closed events: 422 for past or hidden events; 404 for unknown ones', async () => {
    const provider = await providerOwner(t.app);
    const customer = await createSignedInUser(t.app);
    const past = await insertEvent(t.app, customer.user.id, { event_date: '2020-01-01', addressed_provider_id: provider.provider.id });
    const res = await call({ method: 'POST', url: `events/${past.id}/quotations`, headers: provider.headers, payload: quotationBody() });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('Este evento ya no recibe cotizaciones.');
    const missing = await call({ method: 'POST', url: 'events/999999/quotations', headers: provider.headers, payload: quotationBody() });
    expect(missing.statusCode).toBe(404);
  });

  it('attachment from cdn/upload/pdf is stored; someone else’s upload → 422, nothing saved', async () => {
    const provider = await providerOwner(t.app);
    const { event } = await publishEvent(t.app);
    const stranger = await createSignedInUser(t.app);
    const foreign = await uploadPdf(stranger.headers);
    const before = await quotationCount();
    const bad = await call({
      method: 'POST',
      url: `events/${event.id}/quotations`,
      headers: provider.headers,
      payload: quotationBody({ attachment: foreign }),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toBe('El archivo adjunto no es válido. Súbelo nuevamente.');
    expect(await quotationCount()).toBe(before);

    const file = await uploadPdf(provider.headers);
    const q = await sendQuotation(t.app, provider.headers, event.id, { attachment: file });
    expect(q.attachment).toMatchObject({ id: file.id, url: file.url, path: file.path, mime_type: 'application/pdf' });
  });

  it('PUT quotations/:id: new version (upgraded), previous kept and visible to both; customer 403', async () => {
    const provider = await providerOwner(t.app);
    const { event, customer } = await publishEvent(t.app);
    const q = await sendQuotation(t.app, provider.headers, event.id, { service_price: 1000 });
    const url = `quotations/${q.id}`;
    const denied = await call({ method: 'PUT', url, headers: customer.headers, payload: quotationBody() });
    expect(denied.statusCode).toBe(403);
    const stranger = await providerOwner(t.app);
    expect((await call({ method: 'PUT', url, headers: stranger.headers, payload: quotationBody() })).statusCode).toBe(403);
    const badPrice = await call({ method: 'PUT', url, headers: provider.headers, payload: quotationBody({ service_price: 123456.7 }) });
    expect(badPrice.json().error).toBe(PRICE);

    const res = await call({ method: 'PUT', url, headers: provider.headers, payload: quotationBody({ service_price: 900, currency: 'USD' }) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'upgraded', version: 2, service_price: 900, currency: 'USD' });
    expect(data.versions.map((v: { version: number; service_price: number }) => [v.version, v.service_price])).toEqual([
      [2, 900],
      [1, 1000],
    ]);
    expect(await t.app.db.select().from(quotationVersions).where(eq(quotationVersions.quotation_id, q.id))).toHaveLength(2);
    const seen = await call({ method: 'GET', url, headers: customer.headers });
    expect(seen.json().data.versions).toHaveLength(2);

    await call({ method: 'PUT', url: `${url}/status`, headers: customer.headers, payload: { status: 'accepted' } });
    const late = await call({ method: 'PUT', url, headers: provider.headers, payload: quotationBody() });
    expect(late.statusCode).toBe(422);
    expect(late.json().error).toBe('No se puede pasar la cotización de «Aceptada» a «Actualizada».');
  });

  it('PUT quotations/:id: a provider back on the basic plan cannot revise (422 plan); it can still read and archive', async () => {
    const provider = await providerOwner(t.app);
    const { event } = await publishEvent(t.app);
    const q = await sendQuotation(t.app, provider.headers, event.id, { service_price: 1000 });
    await t.app.db.update(providers).set({ plan: 'basic' }).where(eq(providers.id, provider.provider.id));
    const res = await call({ method: 'PUT', url: `quotations/${q.id}`, headers: provider.headers, payload: { service_price: 123456.7 } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ requestId: expect.any(String), error: PLAN });
    expect(await t.app.db.select().from(quotationVersions).where(eq(quotationVersions.quotation_id, q.id))).toHaveLength(1);
    const read = await call({ method: 'GET', url: `quotations/${q.id}`, headers: provider.headers });
    expect(read.json().data).toMatchObject({ id: q.id, status: 'delivered', version: 1 });
    const archived = await call({ method: 'PUT', url: `quotations/${q.id}/status`, headers: provider.headers, payload: { status: 'archived' } });
    expect(archived.statusCode).toBe(200);
  });

  it('GET quotations/:id: the customer opens it (history records it); the provider reading changes nothing', async () => {
    const provider = await providerOwner(t.app);
    const { event, customer } = await publishEvent(t.app);
    const q = await sendQuotation(t.app, provider.headers, event.id);
    const url = `quotations/${q.id}`;
    const byProvider = await call({ method: 'GET', url, headers: provider.headers });
    expect(byProvider.json().data.status).toBe('delivered');
    const byCustomer = await call({ method: 'GET', url, headers: customer.headers });
    expect(byCustomer.statusCode).toBe(200);
    expect(byCustomer.json().data).toMatchObject({ status: 'opened', next_statuses: ['liked', 'accepted', 'discarded', 'archived'] });
    expect(byCustomer.json().data.opened_at).not.toBeNull();
    const history = await t.app.db.select().from(quotationStatusHistory).where(eq(quotationStatusHistory.quotation_id, q.id));
    expect(history.at(-1)).toMatchObject({ from_status: 'delivered', to_status: 'opened', actor_role: 'customer', changed_by: customer.user.id, note: 'auto' });
    const providerView = await call({ method: 'GET', url, headers: provider.headers });
    expect(providerView.json().data.status).toBe('opened');

    const stranger = await createSignedInUser(t.app);
    const denied = await call({ method: 'GET', url, headers: stranger.headers });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toBe('No tienes permiso para realizar esta acción.');
    expect((await call({ method: 'GET', url })).statusCode).toBe(401);
    const missing = await call({ method: 'GET', url: 'quotations/999999', headers: customer.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Cotización no encontrada');

    const detail = await call({ method: 'GET', url: `events/${event.id}`, headers: customer.headers });
    expect(detail.json().data.quotations).toEqual([expect.objectContaining({ id: q.id, status: 'opened' })]);
  });
});
