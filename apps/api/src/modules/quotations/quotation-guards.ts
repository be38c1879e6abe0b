// preValidation guards of the quotation routes, so 401/403/404/409/422 about who may act come
// before body validation (a provider outside its plan never learns the body rules):
//  - quoteGuard (POST events/:id/quotations): the caller owns a Business provider concerned by the
//    event (addressed to it, invited to it, or matching services and department), has not quoted it
//    yet, and the event is still open; a concerned basic provider gets 422 with the plan message;
//  - quotationGuard (quotations/:id…): the caller is the event's customer or the provider's owner;
//  - providerQuotationGuard (PUT quotations/:id, a new version is quoting again): the provider's
//    owner, and the provider is still on the Business plan (422 otherwise);
//  - providerOwnerGuard (GET providers/:id/quotations): the provider's owner.
import type { FastifyRequest } from 'fastify';
import type { QuotationActor } from '@eventos/domain';
import { assertOwner } from '../../plugins/auth';
import { forbidden, notFound, unauthorized, unprocessable, conflict } from '../../plugins/errors';
import {
  eventStatusNow,
  findActingProvider,
  hasQuoted,
  isBusiness,
  providerAccess,
  type ActingProvider,
} from '../events';
import { em } from '../events';
import { findEventRow, type EventRow } from '../events';
import { findProviderOwner, findQuotationRow, type QuotationRow } from './quotations.repository';

function idParam(request: FastifyRequest): number | null {
  const id = Number((request.params as { id?: string }).id);
  return Number.isSafeInteger(id) && id > 0 && id <= 2147483647 ? id : null;
}

export type QuoteTarget = { provider: ActingProvider; event: EventRow };
const quoteTargets = new WeakMap<FastifyRequest, QuoteTarget>();

export async function quoteGuard(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  const id = idParam(request);
  if (id === null) return; // params validation answers 400
  const db = request.server.db;
  const provider = await findActingProvider(db, request.user.id);
  if (!provider) throw forbidden(em('quotations.provider.required'));
  const event = await findEventRow(db, id);
  if (!event) throw notFound(em('events.event.notFound'));
  if (event.user_id === request.user.id) throw unprocessable(em('quotations.event.own'));
  if (await hasQuoted(db, event.id, provider.id)) throw conflict(em('quotations.duplicate'));
  const access = await providerAccess({ db }, provider, event, { allowQuoted: false, requireOpen: false });
  if (access === 'forbidden') throw forbidden();
  if (access === 'plan') throw unprocessable(em('plan.business.required'));
  if (eventStatusNow(event) !== 'visible') throw unprocessable(em('events.event.closed'));
  quoteTargets.set(request, { provider, event });
}

export function quoteTarget(request: FastifyRequest): QuoteTarget {
  const target = quoteTargets.get(request);
  if (!target) throw forbidden();
  return target;
}

export type QuotationAccess = { row: QuotationRow; actor: QuotationActor };
const accesses = new WeakMap<FastifyRequest, QuotationAccess>();

/** Loads quotation :id and the caller's side: 401, 404, 403 for anyone but its customer or provider. */
export async function loadQuotationAccess(request: FastifyRequest, id: number): Promise<QuotationAccess> {
  if (!request.user) throw unauthorized();
  const cached = accesses.get(request);
  if (cached && cached.row.id === id) return cached;
  const row = await findQuotationRow(request.server.db, id);
  if (!row) throw notFound(em('quotations.quotation.notFound'));
  let actor: QuotationActor;
  if (row.event_user_id === request.user.id) actor = 'customer';
  else if (row.provider_created_by === request.user.id) actor = 'provider';
  else throw forbidden();
  const access = { row, actor };
  accesses.set(request, access);
  return access;
}

export async function quotationGuard(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  const id = idParam(request);
  if (id !== null) await loadQuotationAccess(request, id);
}

/**
 * preValidation for provider-only writes (PUT quotations/:id): the customer gets 403; a provider
 * no longer on the Business plan gets 422 with the plan message (quotations are Business only).
 */
export async function providerQuotationGuard(request: FastifyRequest): Promise<void> {
  await quotationGuard(request);
  const id = idParam(request);
  if (id === null) return;
  const { row, actor } = await loadQuotationAccess(request, id);
  if (actor !== 'provider') throw forbidden();
  if (!isBusiness({ plan: row.provider_plan })) throw unprocessable(em('plan.business.required'));
}

/** preValidation of GET providers/:id/quotations: 401, 404 unknown provider, 403 not its owner. */
export async function providerOwnerGuard(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  const id = idParam(request);
  if (id === null) return; // params validation answers 400
  const owner = await findProviderOwner(request.server.db, id);
  if (owner === undefined) throw notFound(em('events.provider.notFound'));
  assertOwner(request, owner);
}
