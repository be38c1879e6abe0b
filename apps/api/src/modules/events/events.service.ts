// Writes of user events: checks the shared schema cannot do (event type, services and the
// department → province → district chain exist), create (with the publication notifications in
// the same transaction), edit (services replaced), hide/show and delete (only while unquoted).
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { canDeleteUserEvent, limaToday, toCents, type UpdateUserEventInput, type UserEventInput } from '@eventos/domain';
import type { Db } from '../../db/client';
import {
  eventTypes,
  locations,
  quotations,
  serviceTypes,
  userEventServiceTypes,
  userEvents,
  users,
} from '../../db/schema';
import { notFound, unprocessable } from '../../plugins/errors';
import type { ModuleDeps } from '../../plugins/module-deps';
import { openRequestThread } from '../conversations';
import { eventStatusNow, findProviderForAccess, isBusiness } from './event-access';
import { notifyEventPublished } from './event-notifications';
import { em } from './events.messages';
import type { EventRow } from './events.repository';

/** What the events module's services use (plugins/module-deps.ts). */
export type EventsDeps = Pick<ModuleDeps, 'db' | 'config'>;

type EventFields = UpdateUserEventInput;

async function assertReferences(db: Db, input: EventFields): Promise<{ eventTypeName: string; serviceNames: string[] }> {
  const [type] = await db
    .select({ name: eventTypes.type_name })
    .from(eventTypes)
    .where(eq(eventTypes.id, input.event_type_id))
    .limit(1);
  if (!type) {
    const message = em('events.event_type_id.unknown');
    throw unprocessable(message, { event_type_id: [message] });
  }
  const ids = input.services.map((s) => s.service_type_id);
  const services = await db
    .select({ id: serviceTypes.id, name: serviceTypes.type_name })
    .from(serviceTypes)
    .where(inArray(serviceTypes.id, ids));
  if (services.length !== new Set(ids).size) {
    const message = em('events.services.unknown');
    throw unprocessable(message, { services: [message] });
  }
  const chain = await db.execute(sql`
    select d.id from ${locations} d join ${locations} p on p.id = d.parent_id
    where d.id = ${input.district_id} and d.type = 'district' and p.id = ${input.province_id}
      and p.type = 'province' and p.parent_id = ${input.department_id}`);
  if ((chain as unknown as { rows: unknown[] }).rows.length === 0) {
    const message = em('events.location.chain');
    throw unprocessable(message, { district_id: [message] });
  }
  const byId = new Map(services.map((s) => [s.id, s.name]));
  return { eventTypeName: type.name, serviceNames: ids.map((id) => byId.get(id) ?? '') };
}

/** Largest number of guests among the services (the event's guests), or null. */
function eventGuests(input: EventFields): number | null {
  const list = input.services.map((s) => s.guests ?? 0).filter((g) => g > 0);
  return list.length ? Math.max(...list) : null;
}

const nullIfBlank = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

function eventValues(input: EventFields) {
  return {
    event_type_id: input.event_type_id,
    description: input.description,
    location_id: input.district_id,
    place: nullIfBlank(input.place),
    event_date: input.date,
    guests: eventGuests(input),
  };
}

function serviceValues(eventId: number, input: EventFields) {
  return input.services.map((s) => ({
    user_event_id: eventId,
    service_type_id: s.service_type_id,
    guests: s.guests ?? null,
    hours: s.hours ?? null,
    budget_min_cents: s.budget_min == null ? null : toCents(s.budget_min),
    budget_max_cents: s.budget_max == null ? null : toCents(s.budget_max),
    currency: 'PEN',
    notes: nullIfBlank(s.notes),
  }));
}

async function placeLabel(db: Db, districtId: number): Promise<string> {
  const rows = await db.execute(sql`
    select d.name as district, p.name as province from ${locations} d
    join ${locations} p on p.id = d.parent_id where d.id = ${districtId}`);
  const row = (rows as unknown as { rows: { district: string; province: string }[] }).rows[0];
  return row ? `${row.district}, ${row.province}` : '';
}

/**
 * Creates a visible event (published now) with its services and, in the same transaction,
 * queues the notifications (see event-notifications.ts). Returns the new id.
 */
export async function createEvent(
  db: Db,
  userId: number,
  input: UserEventInput,
  opts: { publicUrl: string },
): Promise<number> {
  const refs = await assertReferences(db, input);
  const label = await placeLabel(db, input.district_id);
  const [customer] = await db.select({ first_name: users.first_name }).from(users).where(eq(users.id, userId));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(userEvents)
      .values({
        ...eventValues(input),
        user_id: userId,
        status: 'visible',
        addressed_provider_id: input.provider_id ?? null,
        published_at: new Date(),
      })
      .returning({ id: userEvents.id, department_id: userEvents.department_id });
    const event = row!;
    await tx.insert(userEventServiceTypes).values(serviceValues(event.id, input));
    await notifyEventPublished(
      tx,
      {
        id: event.id,
        user_id: userId,
        event_type_name: refs.eventTypeName,
        description: input.description,
        event_date: input.date,
        department_id: event.department_id,
        place_label: label,
        service_type_ids: input.services.map((s) => s.service_type_id),
        service_names: refs.serviceNames,
        addressed_provider_id: input.provider_id ?? null,
        customer_first_name: customer?.first_name ?? '',
      },
      opts.publicUrl,
    );
    if (input.provider_id) await openRequestThread(tx, { eventId: event.id, providerId: input.provider_id, origin: 'request' });
    return event.id;
  });
}

/** Replaces the event's fields and services (the caller checked ownership and the rules). */
export async function updateEvent(db: Db, eventId: number, input: UpdateUserEventInput): Promise<void> {
  await assertReferences(db, input);
  await db.transaction(async (tx) => {
    await tx.update(userEvents).set(eventValues(input)).where(eq(userEvents.id, eventId));
    const ids = input.services.map((s) => s.service_type_id);
    await tx
      .delete(userEventServiceTypes)
      .where(and(eq(userEventServiceTypes.user_event_id, eventId), notInArray(userEventServiceTypes.service_type_id, ids)));
    for (const values of serviceValues(eventId, input)) {
      await tx
        .insert(userEventServiceTypes)
        .values(values)
        .onConflictDoUpdate({
          target: [userEventServiceTypes.user_event_id, userEventServiceTypes.service_type_id],
          set: {
            guests: values.guests,
            hours: values.hours,
            budget_min_cents: values.budget_min_cents,
            budget_max_cents: values.budget_max_cents,
            notes: values.notes,
          },
        });
    }
  });
}

export async function setEventStatus(db: Db, eventId: number, status: 'visible' | 'hidden'): Promise<void> {
  await db.update(userEvents).set({ status }).where(eq(userEvents.id, eventId));
}

/**
 * Deletes the event only while it has no quotation (they would cascade away with it: providers'
 * history and KPIs). Returns false when a quotation exists, nothing deleted.
 */
export async function deleteEvent(db: Db, eventId: number): Promise<boolean> {
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

/**
 * POST events and events/request-quotation: creates the event, or reuses the customer's open
 * request to the same provider (`reused`). A provider_id must exist (404), not be the customer's own
 * and take quotations (422 on provider_id).
 */
export async function createOrReuseEvent(
  deps: EventsDeps,
  userId: number,
  input: UserEventInput,
): Promise<{ id: number; reused: boolean }> {
  if (input.provider_id != null) {
    const provider = await findProviderForAccess(deps.db, input.provider_id);
    if (!provider) throw notFound(em('events.provider.notFound'));
    if (provider.created_by === userId) {
      const message = em('events.provider.self');
      throw unprocessable(message, { provider_id: [message] });
    }
    if (!isBusiness(provider)) {
      const message = em('events.provider_id.notBusiness', { provider: provider.company_name });
      throw unprocessable(message, { provider_id: [message] });
    }
    const open = await findOpenRequest(deps.db, userId, provider.id, input, limaToday());
    if (open) return { id: open, reused: true };
  }
  const id = await createEvent(deps.db, userId, input, { publicUrl: deps.config.PUBLIC_URL });
  return { id, reused: false };
}

/** The customer's edits: 422 once expired (edit, status), once accepted (edit), once quoted (delete). */
export function assertEditable(row: EventRow, kind: 'edit' | 'delete' | 'status'): void {
  if (kind === 'delete') {
    // Providers' quotations, history and KPIs depend on the event: once quoted, hide it instead.
    if (!canDeleteUserEvent(row)) throw unprocessable(em('events.delete.quoted'));
    return;
  }
  if (eventStatusNow(row) === 'expired') throw unprocessable(em('events.event.expired'));
  if (kind === 'edit' && row.accepted_count > 0) throw unprocessable(em('events.edit.accepted'));
}
