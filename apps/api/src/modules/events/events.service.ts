// Writes of user events: checks the shared schema cannot do (event type, services and the
// department → province → district chain exist), create (with the publication notifications in
// the same transaction), edit (services replaced), hide/show and delete (only while unquoted).
// The SQL is events-write.repository.ts.
import {
  canDeleteUserEvent,
  limaToday,
  toCents,
  type UpdateUserEventInput,
  type UserEventInput,
  type UserEventStatus,
} from '@eventos/domain';
import { notFound, unprocessable } from '../../plugins/errors';
import type { ModuleDeps } from '../../plugins/module-deps';
import { openRequestThread } from '../conversations';
import { eventStatusNow, isBusiness } from './event-access';
import { findProviderForAccess } from './event-access.repository';
import { notifyEventPublished } from './event-notifications';
import { presentEvents } from './event-view';
import { em } from './events.messages';
import { loadEventOr404 } from './event-read';
import { findFirstName, findMyEvents, type EventRow } from './events.repository';
import {
  deleteUnquotedEvent,
  findEventTypeName,
  findOpenRequest,
  findServiceTypes,
  insertEvent,
  insertEventServices,
  isLocationChain,
  placeLabel,
  replaceEventServices,
  updateEventFields,
  updateEventStatus,
} from './events-write.repository';

/** What the events module's services use (plugins/module-deps.ts). */
export type EventsDeps = Pick<ModuleDeps, 'db' | 'config'>;

type EventFields = UpdateUserEventInput;

async function assertReferences({ db }: Pick<ModuleDeps, 'db'>, input: EventFields): Promise<{ eventTypeName: string; serviceNames: string[] }> {
  const typeName = await findEventTypeName(db, input.event_type_id);
  if (typeName === null) {
    const message = em('events.event_type_id.unknown');
    throw unprocessable(message, { event_type_id: [message] });
  }
  const ids = input.services.map((s) => s.service_type_id);
  const services = await findServiceTypes(db, ids);
  if (services.length !== new Set(ids).size) {
    const message = em('events.services.unknown');
    throw unprocessable(message, { services: [message] });
  }
  if (!(await isLocationChain(db, input))) {
    const message = em('events.location.chain');
    throw unprocessable(message, { district_id: [message] });
  }
  const byId = new Map(services.map((s) => [s.id, s.name]));
  return { eventTypeName: typeName, serviceNames: ids.map((id) => byId.get(id) ?? '') };
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

/**
 * Creates a visible event (published now) with its services and, in the same transaction,
 * queues the notifications (see event-notifications.ts). Returns the new id.
 */
export async function createEvent(deps: Pick<ModuleDeps, 'db' | 'config'>, userId: number, input: UserEventInput): Promise<number> {
  const { db } = deps;
  const refs = await assertReferences(deps, input);
  const label = await placeLabel(db, input.district_id);
  const customerFirstName = await findFirstName(db, userId);
  return db.transaction(async (tx) => {
    const event = await insertEvent(tx, {
      ...eventValues(input),
      user_id: userId,
      status: 'visible',
      addressed_provider_id: input.provider_id ?? null,
      published_at: new Date(),
    });
    await insertEventServices(tx, serviceValues(event.id, input));
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
        customer_first_name: customerFirstName,
      },
      deps.config.PUBLIC_URL,
    );
    if (input.provider_id) await openRequestThread(tx, { eventId: event.id, providerId: input.provider_id, origin: 'request' });
    return event.id;
  });
}

/** Replaces the event's fields and services (the caller checked ownership and the rules). */
export async function updateEvent(deps: Pick<ModuleDeps, 'db'>, eventId: number, input: UpdateUserEventInput): Promise<void> {
  await assertReferences(deps, input);
  await deps.db.transaction(async (tx) => {
    await updateEventFields(tx, eventId, eventValues(input));
    await replaceEventServices(tx, eventId, serviceValues(eventId, input));
  });
}

export async function setEventStatus(deps: Pick<ModuleDeps, 'db'>, eventId: number, status: 'visible' | 'hidden'): Promise<void> {
  await updateEventStatus(deps.db, eventId, status);
}

/**
 * DELETE events/:id of the owner's event `row`: 422 once quoted. The delete is conditional, so a
 * quotation arriving meanwhile is never cascaded away (422 as well).
 */
export async function deleteEvent(deps: Pick<ModuleDeps, 'db'>, row: EventRow): Promise<void> {
  assertEditable(row, 'delete');
  if (!(await deleteUnquotedEvent(deps.db, row.id))) throw unprocessable(em('events.delete.quoted'));
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
  const id = await createEvent(deps, userId, input);
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

/** The owner's view of event `id` (the answer of POST events). */
export async function ownerEventView(deps: Pick<ModuleDeps, 'db'>, id: number) {
  const row = await loadEventOr404(deps, id);
  const [view] = await presentEvents(deps, [row], () => ({ kind: 'owner' }));
  return view!;
}

/** GET events/mine: one page of the customer's events, newest first, as the owner sees them. */
export async function listMyEvents(
  deps: Pick<ModuleDeps, 'db'>,
  userId: number,
  q: { page: number; size: number; status?: UserEventStatus | undefined },
) {
  const { rows, total } = await findMyEvents(deps.db, userId, q);
  return { data: await presentEvents(deps, rows, () => ({ kind: 'owner' })), total };
}
