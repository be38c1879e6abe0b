/**
 * Quotation life cycle (SPEC §4 lists the statuses; issue 7 asks us to design the transitions).
 * This file is the single source of truth: the API enforces it (illegal move → 422 with
 * `transitionError`), the web shows only `nextStatuses`. Every change is recorded with who and
 * when in quotation_status_history.
 *
 *   happy path:  delivered ─► opened ─► liked ─► accepted | discarded
 *                (Enviada)    (Leída)   (En evaluación)  (Aceptada | Descartada)
 *
 *   from \ actor   customer                                      provider
 *   delivered      opened, liked, accepted, discarded, archived  upgraded, archived
 *   opened         liked, accepted, discarded, archived          upgraded, archived
 *   liked          opened, accepted, discarded, archived         upgraded, archived
 *   upgraded       opened, liked, accepted, discarded, archived  upgraded, archived
 *   accepted       archived                                      archived
 *   discarded      opened, archived                              archived
 *   archived       its previous status, if the customer archived it; same for the provider
 *
 * Customer (the owner of the event the quotation answers):
 *   - opened: set by the API when the customer first views a delivered/upgraded quotation.
 *   - liked: "En evaluación", a shortlist mark; liked → opened removes the mark.
 *   - accepted / discarded: allowed from delivered, opened, liked and upgraded (the comparison
 *     view offers them without opening each one). Accepting one quotation does NOT discard the
 *     others: the customer decides. accepted is final (only archive): the provider now sees
 *     the customer's contact data.
 *   - discarded → opened: the customer reconsiders a quotation discarded by mistake.
 * Provider (the author of the quotation):
 *   - upgraded: a revision of a quotation that is still open (delivered, opened, liked, or
 *     already upgraded — revising again is allowed). The previous version is kept.
 *     An upgraded quotation is treated as new for the customer: it can be opened, liked,
 *     accepted or discarded. Accepted/discarded quotations cannot be revised.
 * Both:
 *   - archived: either side shelves the quotation from any non-archived status (the provider
 *     withdraws it, the customer puts it away). Restorable: only the side that archived it can
 *     restore it, and only to the status it had when archived (pass `{ archivedFrom, archivedBy }`
 *     from the history). Without that context nothing leaves 'archived'.
 */
import { QUOTATION_STATUS_LABELS, type QuotationActor, type QuotationStatus } from '../enums';
import { t } from '../messages/format-message';

type TransitionTable = Record<QuotationStatus, Record<QuotationActor, readonly QuotationStatus[]>>;

/** Allowed moves by status and actor, restore from 'archived' excepted (see canTransition). */
export const QUOTATION_TRANSITIONS: TransitionTable = {
  delivered: {
    customer: ['opened', 'liked', 'accepted', 'discarded', 'archived'],
    provider: ['upgraded', 'archived'],
  },
  opened: { customer: ['liked', 'accepted', 'discarded', 'archived'], provider: ['upgraded', 'archived'] },
  liked: { customer: ['opened', 'accepted', 'discarded', 'archived'], provider: ['upgraded', 'archived'] },
  upgraded: {
    customer: ['opened', 'liked', 'accepted', 'discarded', 'archived'],
    provider: ['upgraded', 'archived'],
  },
  accepted: { customer: ['archived'], provider: ['archived'] },
  discarded: { customer: ['opened', 'archived'], provider: ['archived'] },
  archived: { customer: [], provider: [] },
};

/** Where an archived quotation came from, read from its status history. */
export type ArchiveContext = { archivedFrom?: QuotationStatus | null; archivedBy?: QuotationActor | null };

/** Statuses in which the quotation is still under consideration (can be revised, compared, decided). */
export const QUOTATION_OPEN_STATUSES: readonly QuotationStatus[] = [
  'delivered',
  'opened',
  'liked',
  'upgraded',
];

/** True when the customer has not seen the current version yet (counts as "unread"). */
export function isQuotationUnread(status: QuotationStatus): boolean {
  return status === 'delivered' || status === 'upgraded';
}

/** Statuses `actor` can move a quotation in status `from` to. */
export function nextStatuses(
  from: QuotationStatus,
  actor: QuotationActor,
  ctx?: ArchiveContext,
): QuotationStatus[] {
  if (from === 'archived') {
    const back = ctx?.archivedFrom;
    return back && back !== 'archived' && ctx.archivedBy === actor ? [back] : [];
  }
  return [...QUOTATION_TRANSITIONS[from][actor]];
}

/** Whether `actor` may move a quotation from `from` to `to`. */
export function canTransition(
  from: QuotationStatus,
  to: QuotationStatus,
  actor: QuotationActor,
  ctx?: ArchiveContext,
): boolean {
  return nextStatuses(from, actor, ctx).includes(to);
}

/** 'No se puede pasar la cotización de «Enviada» a «Aceptada».' */
export function transitionErrorMessage(from: QuotationStatus, to: QuotationStatus): string {
  return t('quotations.status.transition', {
    from: QUOTATION_STATUS_LABELS[from],
    to: QUOTATION_STATUS_LABELS[to],
  });
}

/** The Spanish message for an illegal move, or null when the move is allowed. */
export function transitionError(
  from: QuotationStatus,
  to: QuotationStatus,
  actor: QuotationActor,
  ctx?: ArchiveContext,
): string | null {
  return canTransition(from, to, actor, ctx) ? null : transitionErrorMessage(from, to);
}
