// User-event rows with the names the API shows (event type, district, province, department, the
// provider it is addressed to), their services, per-event quotation counters, the providers they
// were sent to and their customers.
import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { limaToday, type UserEventStatus } from '@eventos/domain';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { selectPage } from '../../db/page';
import {
  eventInvitations,
  eventTypes,
  locations,
  providers,
  quotations,
  serviceTypes,
  userEventServiceTypes,
  userEvents,
  users,
} from '../../db/schema';

const districtLoc = alias(locations, 'district_loc');
const provinceLoc = alias(locations, 'province_loc');
const departmentLoc = alias(locations, 'department_loc');
const addressed = alias(providers, 'addressed_provider');

const count = (where: SQL) =>
  sql<number>`(select count(*) from ${quotations} where ${quotations.user_event_id} = ${userEvents.id} and ${where})`.mapWith(
    Number,
  );

export const eventFields = {
  id: userEvents.id,
  user_id: userEvents.user_id,
  event_type_id: userEvents.event_type_id,
  event_type_name: eventTypes.type_name,
  event_type_group: eventTypes.group,
  event_type_group_name: eventTypes.group_name,
  description: userEvents.description,
  district_id: userEvents.location_id,
  province_id: userEvents.province_id,
  department_id: userEvents.department_id,
  district: districtLoc.name,
  province: provinceLoc.name,
  department: departmentLoc.name,
  place: userEvents.place,
  event_date: userEvents.event_date,
  guests: userEvents.guests,
  status: userEvents.status,
  addressed_provider_id: userEvents.addressed_provider_id,
  addressed_company_name: addressed.company_name,
  addressed_slug: addressed.slug,
  published_at: userEvents.published_at,
  expired_at: userEvents.expired_at,
  created_at: userEvents.created_at,
  updated_at: userEvents.updated_at,
  quotations_count: count(sql`true`),
  unread_count: count(sql`${quotations.status} in ('delivered', 'upgraded')`),
  accepted_count: count(sql`${quotations.accepted_at} is not null`),
};

export function selectEvents(db: Db) {
  return db
    .select(eventFields)
    .from(userEvents)
    .innerJoin(eventTypes, eq(eventTypes.id, userEvents.event_type_id))
    .leftJoin(districtLoc, eq(districtLoc.id, userEvents.location_id))
    .leftJoin(provinceLoc, eq(provinceLoc.id, userEvents.province_id))
    .leftJoin(departmentLoc, eq(departmentLoc.id, userEvents.department_id))
    .leftJoin(addressed, eq(addressed.id, userEvents.addressed_provider_id))
    .$dynamic();
}

export type EventRow = Awaited<ReturnType<typeof findEventRows>>[number];

export function findEventRows(db: Db, where: SQL | undefined) {
  return selectEvents(db).where(where);
}

export async function findEventRow(db: Db, id: number): Promise<EventRow | null> {
  const [row] = await findEventRows(db, eq(userEvents.id, id)).limit(1);
  return row ?? null;
}

/** The events of `ids` (any order; none for an empty list). */
export async function findEventRowsByIds(db: Db, ids: number[]): Promise<EventRow[]> {
  return ids.length ? findEventRows(db, inArray(userEvents.id, ids)) : [];
}

/** Effective-status filter of GET events/mine (expired includes past dates not swept yet). */
function statusFilter(status: UserEventStatus | undefined, today: string): SQL | undefined {
  if (!status) return undefined;
  if (status === 'expired') return or(eq(userEvents.status, 'expired'), lt(userEvents.event_date, today));
  return and(eq(userEvents.status, status), gte(userEvents.event_date, today));
}

/** GET events/mine: the customer's events, newest first, one page, and how many there are. */
export async function findMyEvents(
  db: Db,
  userId: number,
  q: { page: number; size: number; status?: UserEventStatus | undefined },
  today = limaToday(),
): Promise<{ rows: EventRow[]; total: number }> {
  const where = and(eq(userEvents.user_id, userId), statusFilter(q.status, today));
  const rows = findEventRows(db, where).orderBy(desc(userEvents.created_at), desc(userEvents.id));
  return selectPage(db, rows, { from: userEvents, where }, q);
}

export type EventServiceRow = {
  user_event_id: number;
  service_type_id: number;
  type_name: string;
  group: string;
  group_name: string;
  guests: number | null;
  hours: number | null;
  budget_min_cents: number | null;
  budget_max_cents: number | null;
  currency: string;
  notes: string | null;
};

/** Services of each event, in the catalogue's order. */
export async function loadEventServices(db: Db, eventIds: number[]): Promise<Map<number, EventServiceRow[]>> {
  const out = new Map<number, EventServiceRow[]>();
  if (eventIds.length === 0) return out;
  const rows = await db
    .select({
      user_event_id: userEventServiceTypes.user_event_id,
      service_type_id: userEventServiceTypes.service_type_id,
      type_name: serviceTypes.type_name,
      group: serviceTypes.group,
      group_name: serviceTypes.group_name,
      guests: userEventServiceTypes.guests,
      hours: userEventServiceTypes.hours,
      budget_min_cents: userEventServiceTypes.budget_min_cents,
      budget_max_cents: userEventServiceTypes.budget_max_cents,
      currency: userEventServiceTypes.currency,
      notes: userEventServiceTypes.notes,
    })
    .from(userEventServiceTypes)
    .innerJoin(serviceTypes, eq(serviceTypes.id, userEventServiceTypes.service_type_id))
    .where(inArray(userEventServiceTypes.user_event_id, eventIds))
    .orderBy(asc(serviceTypes.sort_order), asc(serviceTypes.id));
  for (const row of rows) {
    const list = out.get(row.user_event_id) ?? [];
    list.push({ ...row, hours: row.hours === null ? null : Number(row.hours) });
    out.set(row.user_event_id, list);
  }
  return out;
}

/** The quotation (id, status) each event has from `providerId`. */
export async function loadProviderQuotations(
  db: Db,
  providerId: number,
  eventIds: number[],
): Promise<Map<number, { id: number; status: string }>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ id: quotations.id, status: quotations.status, event_id: quotations.user_event_id })
    .from(quotations)
    .where(and(eq(quotations.provider_id, providerId), inArray(quotations.user_event_id, eventIds)));
  return new Map(rows.map((r) => [r.event_id, { id: r.id, status: r.status }]));
}

/** Which of the events the customer sent to `providerId` (event_invitations). */
export async function loadProviderInvitations(db: Db, providerId: number, eventIds: number[]): Promise<Set<number>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .select({ event_id: eventInvitations.event_id })
    .from(eventInvitations)
    .where(and(eq(eventInvitations.provider_id, providerId), inArray(eventInvitations.event_id, eventIds)));
  return new Set(rows.map((r) => r.event_id));
}

export type EventInvitationRow = {
  event_id: number;
  provider_id: number;
  company_name: string;
  slug: string;
  created_at: Date;
};

/** The providers each event was sent to, oldest invitation first. */
export async function loadEventInvitations(db: Db, eventIds: number[]): Promise<Map<number, EventInvitationRow[]>> {
  const out = new Map<number, EventInvitationRow[]>();
  if (eventIds.length === 0) return out;
  const rows = await db
    .select({
      event_id: eventInvitations.event_id,
      provider_id: eventInvitations.provider_id,
      company_name: providers.company_name,
      slug: providers.slug,
      created_at: eventInvitations.created_at,
    })
    .from(eventInvitations)
    .innerJoin(providers, eq(providers.id, eventInvitations.provider_id))
    .where(inArray(eventInvitations.event_id, eventIds))
    .orderBy(asc(eventInvitations.created_at), asc(eventInvitations.provider_id));
  for (const row of rows) {
    const list = out.get(row.event_id) ?? [];
    list.push(row);
    out.set(row.event_id, list);
  }
  return out;
}

export type Customer = { id: number; first_name: string; last_name: string; email: string | null };

/** The customers of `ids` (contact data the owner, or a provider once accepted, sees). */
export async function loadCustomers(db: Db, ids: number[]): Promise<Map<number, Customer>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The user's first name ('' when unknown), for the notifications' «Ana te pidió…». */
export async function findFirstName(db: Db, userId: number): Promise<string> {
  const [user] = await db.select({ first_name: users.first_name }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.first_name ?? '';
}
