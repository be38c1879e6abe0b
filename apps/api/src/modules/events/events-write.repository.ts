// SQL of the customer's event writes (events.service.ts): the references the shared schema cannot
// check (event type, services, the department → province → district chain), the event and its
// services, hide/show, the delete that only happens while unquoted, and the open request that
// "Solicitar cotización" reuses.
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventTypes, locations, quotations, serviceTypes, userEventServiceTypes, userEvents } from '../../db/schema';

/** The event type's name, or null when there is no such type. */
export async function findEventTypeName(db: Db, id: number): Promise<string | null> {
  const [type] = await db.select({ name: eventTypes.type_name }).from(eventTypes).where(eq(eventTypes.id, id)).limit(1);
  return type?.name ?? null;
}

/** The service types of `ids` that exist, with their names. */
export async function findServiceTypes(db: Db, ids: number[]): Promise<{ id: number; name: string }[]> {
  return db.select({ id: serviceTypes.id, name: serviceTypes.type_name }).from(serviceTypes).where(inArray(serviceTypes.id, ids));
}

/** True when the district belongs to the province, and the province to the department. */
export async function isLocationChain(
  db: Db,
  input: { department_id: number; province_id: number; district_id: number },
): Promise<boolean> {
  const chain = await db.execute(sql`
    select d.id from ${locations} d join ${locations} p on p.id = d.parent_id
    where d.id = ${input.district_id} and d.type = 'district' and p.id = ${input.province_id}
      and p.type = 'province' and p.parent_id = ${input.department_id}`);
  return (chain as unknown as { rows: unknown[] }).rows.length > 0;
}

/** «District, Province» of a district ('' when unknown). */
export async function placeLabel(db: Db, districtId: number): Promise<string> {
  const rows = await db.execute(sql`
    select d.name as district, p.name as province from ${locations} d
    join ${locations} p on p.id = d.parent_id where d.id = ${districtId}`);
  const row = (rows as unknown as { rows: { district: string; province: string }[] }).rows[0];
  return row ? `${row.district}, ${row.province}` : '';
}

export type NewEventValues = typeof userEvents.$inferInsert;
export type EventServiceValues = typeof userEventServiceTypes.$inferInsert;

export async function insertEvent(db: Db, values: NewEventValues): Promise<{ id: number; department_id: number | null }> {
  const [row] = await db
    .insert(userEvents)
    .values(values)
    .returning({ id: userEvents.id, department_id: userEvents.department_id });
  return row!;
}

export async function insertEventServices(db: Db, values: EventServiceValues[]): Promise<void> {
  await db.insert(userEventServiceTypes).values(values);
}

export async function updateEventFields(db: Db, eventId: number, values: Partial<NewEventValues>): Promise<void> {
  await db.update(userEvents).set(values).where(eq(userEvents.id, eventId));
}

/** The event's services become `values`: the others are deleted, these inserted or updated. */
export async function replaceEventServices(db: Db, eventId: number, values: EventServiceValues[]): Promise<void> {
  const ids = values.map((v) => v.service_type_id);
  await db
    .delete(userEventServiceTypes)
    .where(and(eq(userEventServiceTypes.user_event_id, eventId), notInArray(userEventServiceTypes.service_type_id, ids)));
  for (const value of values) {
    await db
      .insert(userEventServiceTypes)
      .values(value)
      .onConflictDoUpdate({
        target: [userEventServiceTypes.user_event_id, userEventServiceTypes.service_type_id],
        set: {
          guests: value.guests,
          hours: value.hours,
          budget_min_cents: value.budget_min_cents,
          budget_max_cents: value.budget_max_cents,
          notes: value.notes,
        },
      });
  }
}

export async function updateEventStatus(db: Db, eventId: number, status: 'visible' | 'hidden'): Promise<void> {
  await db.update(userEvents).set({ status }).where(eq(userEvents.id, eventId));
}

/**
 * Deletes the event only while it has no quotation (they would cascade away with it: providers'
 * history and KPIs). Returns false when a quotation exists, nothing deleted.
 */
export async function deleteUnquotedEvent(db: Db, eventId: number): Promise<boolean> {
  const quoted = db.select({ one: sql`1` }).from(quotations).where(eq(quotations.user_event_id, eventId));
  const deleted = await db
    .delete(userEvents)
    .where(and(eq(userEvents.id, eventId), sql`not exists (${quoted})`))
    .returning({ id: userEvents.id });
  return deleted.length > 0;
}

/**
 * "Solicitar cotización" reuse: the customer's open event (visible, date not passed) addressed to
 * the provider for the same event type and date, if any.
 */
export async function findOpenRequest(
  db: Db,
  userId: number,
  providerId: number,
  input: { event_type_id: number; date: string },
  today: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: userEvents.id })
    .from(userEvents)
    .where(
      and(
        eq(userEvents.user_id, userId),
        eq(userEvents.addressed_provider_id, providerId),
        eq(userEvents.event_type_id, input.event_type_id),
        eq(userEvents.event_date, input.date),
        eq(userEvents.status, 'visible'),
        sql`${userEvents.event_date} >= ${today}`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}
