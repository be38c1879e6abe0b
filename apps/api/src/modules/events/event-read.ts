// Loading an event for the caller: the owner guard of the customer's routes (preValidation, so
// 401/404/403 come before body validation). The detail view with its quotations is the
// event-detail module's (docs/decisions/135-events-quotations-one-way.md).
import type { FastifyRequest } from 'fastify';
import { currentUserId } from '../../plugins/auth';
import { forbidden, notFound, unauthorized } from '../../plugins/errors';
import type { ModuleDeps } from '../../plugins/module-deps';
import { em } from './events.messages';
import { findEventRow, type EventRow } from './events.repository';

/** The event `id`, or 404. Guards pass `{ db: request.server.db }`. */
export async function loadEventOr404({ db }: Pick<ModuleDeps, 'db'>, id: number): Promise<EventRow> {
  const row = await findEventRow(db, id);
  if (!row) throw notFound(em('events.event.notFound'));
  return row;
}

const owned = new WeakMap<FastifyRequest, EventRow>();

/** preValidation for `/events/:id…` routes of the customer: 401, 404, then 403 unless the owner. */
export async function eventOwnerGuard(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  const id = Number((request.params as { id?: string }).id);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2147483647) return; // params validation answers 400
  const row = await loadEventOr404({ db: request.server.db }, id);
  if (row.user_id !== request.user.id) throw forbidden();
  owned.set(request, row);
}

/** The event checked by eventOwnerGuard. */
export async function ownedEvent(request: FastifyRequest, id: number): Promise<EventRow> {
  const row = owned.get(request) ?? (await loadEventOr404({ db: request.server.db }, id));
  if (row.user_id !== currentUserId(request)) throw forbidden();
  return row;
}
