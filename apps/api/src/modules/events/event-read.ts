// Loading an event for the caller: the owner guard of the customer's routes (preValidation, so
// 401/404/403 come before body validation) and the detail view shared by GET events/:id and
// GET events/search/:id.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { quotations } from '../../db/schema';
import { currentUserId } from '../../plugins/auth';
import { forbidden, notFound, unauthorized, unprocessable } from '../../plugins/errors';
import { presentQuotationDetails } from '../quotations/quotation-view';
import { findQuotationRows } from '../quotations/quotations.repository';
import { findActingProvider, isInvited, providerAccess } from './event-access';
import { em } from './events.messages';
import { findEventRow, type EventRow } from './events.repository';
import type { EventDetailOut } from './events.schemas';
import { presentEvents } from './event-view';

export async function loadEventOr404(app: FastifyInstance, id: number): Promise<EventRow> {
  const row = await findEventRow(app.db, id);
  if (!row) throw notFound(em('events.event.notFound'));
  return row;
}

const owned = new WeakMap<FastifyRequest, EventRow>();

/** preValidation for `/events/:id…` routes of the customer: 401, 404, then 403 unless the owner. */
export async function eventOwnerGuard(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  const id = Number((request.params as { id?: string }).id);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2147483647) return; // params validation answers 400
  const row = await loadEventOr404(request.server, id);
  if (row.user_id !== request.user.id) throw forbidden();
  owned.set(request, row);
}

/** The event checked by eventOwnerGuard. */
export async function ownedEvent(request: FastifyRequest, id: number): Promise<EventRow> {
  const row = owned.get(request) ?? (await loadEventOr404(request.server, id));
  if (row.user_id !== currentUserId(request)) throw forbidden();
  return row;
}

/** The owner's view of an event with all its quotations (versions and history included). */
export async function ownerEventDetail(app: FastifyInstance, row: EventRow): Promise<EventDetailOut> {
  const [view] = await presentEvents(app.db, [row], () => ({ kind: 'owner' }));
  const rows = await findQuotationRows(app.db, eq(quotations.user_event_id, row.id)).orderBy(asc(quotations.id));
  const list = await presentQuotationDetails(app.db, app.storage, rows, 'customer');
  return { ...view!, my_quotation: undefined, quotations: list };
}

/**
 * GET events/:id and events/search/:id: the owner sees everything; a provider sees the event per
 * event-access.ts with its own quotation, and the customer's contact data once it was accepted.
 */
export async function readEventDetail(app: FastifyInstance, request: FastifyRequest, id: number): Promise<EventDetailOut> {
  const userId = currentUserId(request);
  const row = await loadEventOr404(app, id);
  if (row.user_id === userId) return ownerEventDetail(app, row);
  const provider = await findActingProvider(app.db, userId);
  if (!provider) throw forbidden();
  const access = await providerAccess(app.db, provider, row);
  if (access === 'plan') throw unprocessable(em('plan.business.required'));
  if (access !== 'ok') throw forbidden();
  const mine = await findQuotationRows(
    app.db,
    and(eq(quotations.user_event_id, row.id), eq(quotations.provider_id, provider.id)),
  );
  const [detail] = await presentQuotationDetails(app.db, app.storage, mine, 'provider');
  const invited = await isInvited(app.db, row.id, provider.id);
  const [view] = await presentEvents(app.db, [row], () => ({
    kind: 'provider',
    providerId: provider.id,
    invited,
    quotation: detail ? { id: detail.id, status: detail.status } : null,
    showCustomer: Boolean(detail?.accepted_at),
  }));
  return { ...view!, my_quotation: detail ?? null };
}
