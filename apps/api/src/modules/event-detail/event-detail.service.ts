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
  setEventStatus,
  updateEvent,
  type EventRow,
} from '../events';
import { findEventQuotations, presentQuotationDetails } from '../quotations';
import type { ModuleDeps } from '../../plugins/module-deps';
import type { EventDetailOut, UpdateUserEventInput } from '@eventos/domain';

export type EventDetailDeps = Pick<ModuleDeps, 'db' | 'storage'>;

/** The owner's view of an event with all its quotations (versions and history included). */
export async function ownerEventDetail(deps: EventDetailDeps, row: EventRow): Promise<EventDetailOut> {
  const [view] = await presentEvents(deps, [row], () => ({ kind: 'owner' }));
  const rows = await findEventQuotations(deps.db, row.id);
  const list = await presentQuotationDetails(deps, rows, 'customer');
  return { ...view!, my_quotation: undefined, quotations: list };
}

/** The owner's view, read again (after an edit). */
async function reloadOwnerEventDetail(deps: EventDetailDeps, id: number): Promise<EventDetailOut> {
  return ownerEventDetail(deps, await loadEventOr404(deps, id));
}

/** PUT events/:id: the owner's editable event `row` gets `input`; answers the detail. */
export async function editEvent(deps: EventDetailDeps, row: EventRow, input: UpdateUserEventInput): Promise<EventDetailOut> {
  await updateEvent(deps, row.id, input);
  return reloadOwnerEventDetail(deps, row.id);
}

/** PUT events/:id/status: the owner shows or hides event `row`; answers the detail. */
export async function changeEventStatus(
  deps: EventDetailDeps,
  row: EventRow,
  status: 'visible' | 'hidden',
): Promise<EventDetailOut> {
  await setEventStatus(deps, row.id, status);
  return reloadOwnerEventDetail(deps, row.id);
}

/**
 * GET events/:id and events/search/:id: the owner sees everything; a provider sees the event per
 * events' event-access.ts with its own quotation, and the customer's contact data once it was accepted.
 */
export async function readEventDetail(deps: EventDetailDeps, userId: number, id: number): Promise<EventDetailOut> {
  const row = await loadEventOr404(deps, id);
  if (row.user_id === userId) return ownerEventDetail(deps, row);
  const provider = await findActingProvider(deps.db, userId);
  if (!provider) throw forbidden();
  const access = await providerAccess(deps, provider, row);
  if (access === 'plan') throw unprocessable(em('plan.business.required'));
  if (access !== 'ok') throw forbidden();
  const mine = await findEventQuotations(deps.db, row.id, provider.id);
  const [detail] = await presentQuotationDetails(deps, mine, 'provider');
  const invited = await isInvited(deps.db, row.id, provider.id);
  const [view] = await presentEvents(deps, [row], () => ({
    kind: 'provider',
    providerId: provider.id,
    invited,
    quotation: detail ? { id: detail.id, status: detail.status } : null,
    showCustomer: Boolean(detail?.accepted_at),
  }));
  return { ...view!, my_quotation: detail ?? null };
}
