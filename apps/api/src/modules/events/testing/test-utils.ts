// Factories for the events, quotations and notifications tests: request bodies that pass the
// domain schemas, customers, Business/basic providers in a known area, events and quotations
// created through the API, and rows inserted directly when a test needs a past date.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDaysIso, limaToday, minEventDate } from '@eventos/domain';
import { eventTypes, locations, userEvents } from '../../../db/schema';
import {
  createSignedInUser,
  district,
  ownerWithProvider,
  serviceTypeIds,
  type Headers,
  type SeedProviderOptions,
} from '../../providers/testing';

export { createSignedInUser, district, ownerWithProvider, serviceTypeIds, type Headers };

export const DESCRIPTION =
  'Boda para 120 invitados en un jardín de Miraflores, con cena de tres tiempos y música en vivo toda la noche.';

/** District with its province and department ids (default Miraflores, Lima). */
export async function area(app: FastifyInstance, name = 'Miraflores', codePrefix = '1501') {
  const d = await district(app, name, codePrefix);
  const [province] = await app.db.select().from(locations).where(eq(locations.id, d.parent_id!));
  return { district_id: d.id, province_id: province!.id, department_id: province!.parent_id! };
}

export async function eventTypeId(app: FastifyInstance, offset = 0): Promise<number> {
  const rows = await app.db.select({ id: eventTypes.id }).from(eventTypes).orderBy(eventTypes.id).limit(1).offset(offset);
  return rows[0]!.id;
}

/** A valid POST events body: 1 service (guests 100), Miraflores, 30 days ahead. */
export async function eventBody(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const [service] = await serviceTypeIds(app, 1);
  return {
    event_type_id: await eventTypeId(app),
    description: DESCRIPTION,
    ...(await area(app)),
    place: 'Jardín Los Olivos',
    date: addDaysIso(minEventDate(), 30),
    services: [
      { service_type_id: service, guests: 100, hours: 5, budget_min: 1000, budget_max: 5000.5, notes: 'Menú criollo' },
    ] as Record<string, unknown>[],
    ...overrides,
  };
}

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; headers?: Headers; payload?: unknown };

export function caller(getApp: () => FastifyInstance) {
  return ({ method, url, headers, payload }: Call) =>
    getApp().inject({
      method,
      url: `/api/v1/${url}`,
      ...(headers ? { headers } : {}),
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
}

/** POST events as a new (or given) customer; returns the customer and the event data. */
export async function publishEvent(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  customer?: Awaited<ReturnType<typeof createSignedInUser>>,
) {
  const who = customer ?? (await createSignedInUser(app, { first_name: 'Rosa' }));
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/events',
    headers: who.headers,
    payload: await eventBody(app, overrides),
  });
  if (res.statusCode !== 201) throw new Error(`POST events ${res.statusCode}: ${res.body}`);
  return { customer: who, event: res.json().data as { id: number } & Record<string, unknown> };
}

/** A signed-in owner of a provider in Miraflores offering the first service type. */
export async function providerOwner(app: FastifyInstance, opts: SeedProviderOptions = {}) {
  const [service] = await serviceTypeIds(app, 1);
  return ownerWithProvider(app, { plan: 'business', services: [service!], ...opts });
}

export function quotationBody(overrides: Record<string, unknown> = {}) {
  return {
    service_price: 5900,
    discount: 0,
    currency: 'PEN',
    includes_igv: true,
    message: 'Incluye montaje, mozos y vajilla.',
    includes: 'Cena de tres tiempos, bebidas y mozos',
    valid_until: addDaysIso(limaToday(), 15),
    ...overrides,
  };
}

export async function sendQuotation(app: FastifyInstance, headers: Headers, eventId: number, overrides: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/events/${eventId}/quotations`,
    headers,
    payload: quotationBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`POST quotations ${res.statusCode}: ${res.body}`);
  return res.json().data as { id: number; status: string } & Record<string, unknown>;
}

/** Inserts an event row directly (e.g. with a past date), with no services. */
export async function insertEvent(app: FastifyInstance, userId: number, values: Partial<typeof userEvents.$inferInsert> = {}) {
  const a = await area(app);
  const [row] = await app.db
    .insert(userEvents)
    .values({
      user_id: userId,
      event_type_id: await eventTypeId(app),
      description: DESCRIPTION,
      location_id: a.district_id,
      event_date: addDaysIso(limaToday(), 10),
      ...values,
    })
    .returning();
  return row!;
}
