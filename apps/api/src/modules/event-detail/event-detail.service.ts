// An event with the quotations its caller may see: the owner sees every quotation (versions and
// history included); a provider sees the event per events' access rules, with its own quotation and
// the customer's contact data once it was accepted. Composes the events and quotations modules,
// which do not know each other this way round (docs/decisions/135-events-quotations-one-way.md).
import { forbidden, unprocessable } from '../../plugins/errors';
import {
  em,
  findActingProvider,
  isInvited,
  loadEventOr404,
  presentEvents,
  providerAccess,
  type EventRow,
} from '../events';
import { findEventQuotations, presentQuotationDetails } from '../quotations';
import type { ModuleDeps } from '../../plugins/module-deps';
import type { EventDetailOut } from '@eventos/domain';

export type EventDetailDeps = Pick<ModuleDeps, 'db' | 'storage'>;

/** The owner's view of an event with all its quotations (versions and history included). */
export async function ownerEventDetail(deps: EventDetailDeps, row: EventRow): Promise<EventDetailOut> {
  const [view] = await presentEvents(deps.db, [row], () => ({ kind: 'owner' }));
  const rows = await findEventQuotations(deps.db, row.id);
  const list = await presentQuotationDetails(deps.db, deps.storage, rows, 'customer');
  return { ...view!, my_quotation: undefined, quotations: list };
}

/** The owner's view, read again (after an edit). */
export async function reloadOwnerEventDetail(deps: EventDetailDeps, id: number): Promise<EventDetailOut> {
  return ownerEventDetail(deps, await loadEventOr404(deps.db, id));
}

/**
 * GET events/:id and events/search/:id: the owner sees everything; a provider sees the event per
 * events' event-access.ts with its own quotation, and the customer's contact data once it was accepted.
 */
export async function readEventDetail(deps: EventDetailDeps, userId: number, id: number): Promise<EventDetailOut> {
  const row = await loadEventOr404(deps.db, id);
  if (row.user_id === userId) return ownerEventDetail(deps, row);
  const provider = await findActingProvider(deps.db, userId);
  if (!provider) throw forbidden();
  const access = await providerAccess(deps.db, provider, row);
  if (access === 'plan') throw unprocessable(em('plan.business.required'));
  if (access !== 'ok') throw forbidden();
  const mine = await findEventQuotations(deps.db, row.id, provider.id);
  const [detail] = await presentQuotationDetails(deps.db, deps.storage, mine, 'provider');
  const invited = await isInvited(deps.db, row.id, provider.id);
  const [view] = await presentEvents(deps.db, [row], () => ({
    kind: 'provider',
    providerId: provider.id,
    invited,
    quotation: detail ? { id: detail.id, status: detail.status } : null,
    showCustomer: Boolean(detail?.accepted_at),
  }));
  return { ...view!, my_quotation: detail ?? null };
}
