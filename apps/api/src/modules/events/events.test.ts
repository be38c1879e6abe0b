// The customer's events: create (rules and exact Spanish messages, nothing saved on failure), list,
// detail, edit, hide/show, delete, the 401/403/404/422 matrix and the expiry sweep.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, limaToday, MESSAGES } from '@eventos/domain';
import { quotations, userEventServiceTypes, userEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { expireEvents } from './events-expiry.repository';
import {
  DESCRIPTION,
  area,
  caller,
  createSignedInUser,
  eventBody,
  insertEvent,
  providerOwner,
  publishEvent,
  sendQuotation,
} from './testing/test-utils';

const FORBIDDEN = 'No tienes permiso para realizar esta acción.';
const UNAUTHORIZED = 'Debes iniciar sesión para continuar.';
const QUOTED =
  'No puedes eliminar un evento que ya recibió cotizaciones. Puedes ocultarlo o archivar las cotizaciones.';

describe('events: the customer side', () => {
  let t: TestApp;
  const call = caller(() => t.app);
  const eventCount = async () => Number((await t.app.db.select({ n: count() }).from(userEvents))[0]!.n);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('POST events: 401 for visitors, nothing saved', async () => {
    const before = await eventCount();
    const res = await call({ method: 'POST', url: 'events', payload: await eventBody(t.app) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ requestId: expect.any(String), error: UNAUTHORIZED });
    expect(await eventCount()).toBe(before);
  });

  it('POST events creates a visible event with its services (amounts in decimals)', async () => {
    const { headers, user } = await createSignedInUser(t.app);
    const body = await eventBody(t.app);
    const res = await call({ method: 'POST', url: 'events', headers, payload: body });
    expect(res.statusCode).toBe(201);
    const { data, reused } = res.json();
    expect(reused).toBe(false);
    expect(data).toMatchObject({
      status: 'visible',
      is_owner: true,
      date: body.date,
      description: DESCRIPTION,
      district_id: body.district_id,
      province_id: body.province_id,
      department_id: body.department_id,
      district: 'Miraflores',
      guests: 100,
      quotations_count: 0,
      unread_count: 0,
      provider_id: null,
      customer: { id: user.id },
    });
    expect(data.services).toEqual([
      expect.objectContaining({ guests: 100, hours: 5, budget_min: 1000, budget_max: 5000.5, currency: 'PEN', notes: 'Menú criollo' }),
    ]);
    const [stored] = await t.app.db.select().from(userEventServiceTypes).where(eq(userEventServiceTypes.user_event_id, data.id));
    expect(stored).toMatchObject({ budget_min_cents: 100000, budget_max_cents: 500050 });
  });

  it.each([
    ['a date before tomorrow', { date: limaToday() }, 'date', 'La fecha del evento debe ser a partir de mañana'],
    [
      'a short description',
      { description: 'Fiesta pequeña' },
      'description',
      'Escribe una descripción más larga (al menos 50 caracteres) para que los proveedores puedan cotizar mejor',
    ],
    ['an empty description', { description: '  ' }, 'description', 'Describe tu evento'],
    ['no services', { services: [] }, 'services', 'Selecciona al menos un servicio de la lista'],
  ])('POST events rejects %s with the exact message, nothing saved', async (_name, override, field, message) => {
    const { headers } = await createSignedInUser(t.app);
    const before = await eventCount();
    const res = await call({ method: 'POST', url: 'events', headers, payload: await eventBody(t.app, override) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(res.json().errors[field]).toContain(message);
    expect(await eventCount()).toBe(before);
  });

  it('POST events: 422 when the district is not in the province/department, or ids do not exist', async () => {
    const { headers } = await createSignedInUser(t.app);
    const other = await area(t.app, 'Cayma', '0401');
    const before = await eventCount();
    const res = await call({ method: 'POST', url: 'events', headers, payload: await eventBody(t.app, { district_id: other.district_id }) });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('El distrito no pertenece a la provincia y al departamento seleccionados');
    const bad = await call({ method: 'POST', url: 'events', headers, payload: await eventBody(t.app, { event_type_id: 999999 }) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toBe('El tipo de evento seleccionado no existe');
    expect(await eventCount()).toBe(before);
  });

  it('GET events/mine: paginated, newest first, effective status and quotation counters', async () => {
    const customer = await createSignedInUser(t.app);
    const { event: first } = await publishEvent(t.app, {}, customer);
    const { event: second } = await publishEvent(t.app, {}, customer);
    const past = await insertEvent(t.app, customer.user.id, { event_date: addDaysIso(limaToday(), -2) });
    const provider = await providerOwner(t.app);
    await sendQuotation(t.app, provider.headers, first.id);

    const res = await call({ method: 'GET', url: 'events/mine?size=10', headers: customer.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, page: 1, size: 10 });
    expect(body.data.map((e: { id: number }) => e.id)).toEqual([past.id, second.id, first.id]);
    expect(body.data[0].status).toBe('expired');
    expect(body.data[2]).toMatchObject({ quotations_count: 1, unread_count: 1, status: 'visible' });

    const expired = await call({ method: 'GET', url: 'events/mine?status=expired', headers: customer.headers });
    expect(expired.json().data.map((e: { id: number }) => e.id)).toEqual([past.id]);
    const bad = await call({ method: 'GET', url: 'events/mine?size=7', headers: customer.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('El tamaño de página debe ser 10, 20 o 50');
    expect((await call({ method: 'GET', url: 'events/mine' })).statusCode).toBe(401);
  });

  it('GET events/:id: owner sees it; another customer 403 with the exact message; visitors 401; unknown 404', async () => {
    const { customer, event } = await publishEvent(t.app);
    const own = await call({ method: 'GET', url: `events/${event.id}`, headers: customer.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ id: event.id, is_owner: true, quotations: [] });

    const stranger = await createSignedInUser(t.app);
    const other = await call({ method: 'GET', url: `events/${event.id}`, headers: stranger.headers });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ requestId: expect.any(String), error: FORBIDDEN });
    expect((await call({ method: 'GET', url: `events/${event.id}` })).statusCode).toBe(401);
    const missing = await call({ method: 'GET', url: 'events/999999', headers: customer.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Evento no encontrado');
    expect((await call({ method: 'GET', url: 'events/abc', headers: customer.headers })).statusCode).toBe(400);
  });

  it('PUT events/:id edits (services replaced); 403 for others before validation; 422 once accepted', async () => {
    const { customer, event } = await publishEvent(t.app);
    const stranger = await createSignedInUser(t.app);
    const denied = await call({ method: 'PUT', url: `events/${event.id}`, headers: stranger.headers, payload: { description: 'x' } });
    expect(denied.statusCode).toBe(403);

    const body = await eventBody(t.app, { description: `${DESCRIPTION} Con hora loca.`, place: '' });
    body.services = [{ ...body.services[0]!, guests: 150, budget_min: null, budget_max: null }];
    const res = await call({ method: 'PUT', url: `events/${event.id}`, headers: customer.headers, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ description: `${DESCRIPTION} Con hora loca.`, place: null, guests: 150 });
    expect(res.json().data.services[0]).toMatchObject({ guests: 150, budget_min: null });

    const short = await call({ method: 'PUT', url: `events/${event.id}`, headers: customer.headers, payload: { ...body, description: 'corta' } });
    expect(short.statusCode).toBe(400);

    const provider = await providerOwner(t.app);
    const q = await sendQuotation(t.app, provider.headers, event.id);
    await call({ method: 'PUT', url: `quotations/${q.id}/status`, headers: customer.headers, payload: { status: 'accepted' } });
    const locked = await call({ method: 'PUT', url: `events/${event.id}`, headers: customer.headers, payload: body });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().error).toBe('No puedes modificar un evento que ya tiene una cotización aceptada.');
    const del = await call({ method: 'DELETE', url: `events/${event.id}`, headers: customer.headers });
    expect(del.statusCode).toBe(422);
    expect(del.json().error).toBe(QUOTED);
  });

  it('PUT events/:id/status hides and shows; expired is computed, never set', async () => {
    const { customer, event } = await publishEvent(t.app);
    const url = `events/${event.id}/status`;
    const hidden = await call({ method: 'PUT', url, headers: customer.headers, payload: { status: 'hidden' } });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data.status).toBe('hidden');
    const shown = await call({ method: 'PUT', url, headers: customer.headers, payload: { status: 'visible' } });
    expect(shown.json().data.status).toBe('visible');
    const bad = await call({ method: 'PUT', url, headers: customer.headers, payload: { status: 'expired' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Solo puedes mostrar u ocultar tu evento');
    const stranger = await createSignedInUser(t.app);
    expect((await call({ method: 'PUT', url, headers: stranger.headers, payload: { status: 'hidden' } })).statusCode).toBe(403);

    const past = await insertEvent(t.app, customer.user.id, { event_date: addDaysIso(limaToday(), -1) });
    const late = await call({ method: 'PUT', url: `events/${past.id}/status`, headers: customer.headers, payload: { status: 'visible' } });
    expect(late.statusCode).toBe(422);
    expect(late.json().error).toBe('Este evento ya expiró y no se puede modificar.');
  });

  it('DELETE events/:id removes an event without quotations (owner only)', async () => {
    const { customer, event } = await publishEvent(t.app);
    const stranger = await createSignedInUser(t.app);
    expect((await call({ method: 'DELETE', url: `events/${event.id}`, headers: stranger.headers })).statusCode).toBe(403);
    expect((await call({ method: 'DELETE', url: `events/${event.id}` })).statusCode).toBe(401);
    const res = await call({ method: 'DELETE', url: `events/${event.id}`, headers: customer.headers });
    expect(res.statusCode).toBe(204);
    expect(await t.app.db.select().from(userEvents).where(eq(userEvents.id, event.id))).toHaveLength(0);
    // Expired events without quotations can be deleted too.
    const past = await insertEvent(t.app, customer.user.id, { event_date: addDaysIso(limaToday(), -3) });
    expect((await call({ method: 'DELETE', url: `events/${past.id}`, headers: customer.headers })).statusCode).toBe(204);
  });

  it('DELETE events/:id: 422 once the event received a quotation (even archived); it keeps everything and can be hidden', async () => {
    const { customer, event } = await publishEvent(t.app);
    const provider = await providerOwner(t.app);
    const q = await sendQuotation(t.app, provider.headers, event.id);
    await call({ method: 'PUT', url: `quotations/${q.id}/status`, headers: customer.headers, payload: { status: 'archived' } });
    const res = await call({ method: 'DELETE', url: `events/${event.id}`, headers: customer.headers });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ requestId: expect.any(String), error: QUOTED });
    expect(await t.app.db.select().from(userEvents).where(eq(userEvents.id, event.id))).toHaveLength(1);
    expect(await t.app.db.select().from(quotations).where(eq(quotations.user_event_id, event.id))).toHaveLength(1);
    const kpis = await call({ method: 'GET', url: `providers/${provider.provider.id}/kpis`, headers: provider.headers });
    expect(kpis.json().data.quotations_count).toBe(1);
    const hidden = await call({ method: 'PUT', url: `events/${event.id}/status`, headers: customer.headers, payload: { status: 'hidden' } });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data.status).toBe('hidden');
    expect((await call({ method: 'DELETE', url: `events/${event.id}`, headers: customer.headers })).statusCode).toBe(422);
    expect(MESSAGES['events.delete.quoted']).toBe(QUOTED);
  });

  it('expireEvents stores "expired" for past events only; reads already show it', async () => {
    const customer = await createSignedInUser(t.app);
    const past = await insertEvent(t.app, customer.user.id, { event_date: addDaysIso(limaToday(), -1), status: 'hidden' });
    const today = await insertEvent(t.app, customer.user.id, { event_date: limaToday() });
    const read = await call({ method: 'GET', url: `events/${past.id}`, headers: customer.headers });
    expect(read.json().data.status).toBe('expired');

    expect(await expireEvents(t.app.db)).toBeGreaterThanOrEqual(1);
    const rows = await t.app.db.select().from(userEvents).where(eq(userEvents.user_id, customer.user.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(past.id)).toMatchObject({ status: 'expired' });
    expect(byId.get(past.id)!.expired_at).toBeInstanceOf(Date);
    expect(byId.get(today.id)).toMatchObject({ status: 'visible', expired_at: null });
    expect(await expireEvents(t.app.db)).toBe(0);
    // Tomorrow in Lima, today's event expires too.
    expect(await expireEvents(t.app.db, new Date(Date.now() + 86_400_000))).toBeGreaterThanOrEqual(1);
  });

  it('uses the shared messages for unknown services', async () => {
    const { headers } = await createSignedInUser(t.app);
    const body = await eventBody(t.app);
    body.services = [{ ...body.services[0]!, service_type_id: 999999 }];
    const res = await call({ method: 'POST', url: 'events', headers, payload: body });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('Alguno de los servicios seleccionados no existe');
    expect(MESSAGES['events.date.min']).toBe('La fecha del evento debe ser a partir de mañana');
  });
});
