// Quotation reads: a quotation's detail (the customer's first read marks it opened), and the
// provider's list with each quotation's event.
import { isQuotationUnread, type QuotationActor, type QuotationStatus } from '@eventos/domain';
import type { ModuleDeps } from '../../plugins/module-deps';
import { eventStatusNow, findEventRowsByIds, type EventRow } from '../events';
import { presentQuotationDetails, presentQuotations } from './quotation-view';
import { findProviderQuotationPage, findQuotationRow, type QuotationRow } from './quotations.repository';
import { changeQuotationStatus } from './quotations.service';

export type QuotationsDeps = Pick<ModuleDeps, 'db' | 'storage'>;

/** GET quotations/:id for an allowed caller: when the customer reads a delivered/upgraded one it becomes opened. */
export async function readQuotation(deps: QuotationsDeps, access: { row: QuotationRow; actor: QuotationActor }, userId: number) {
  const { actor } = access;
  let row = access.row;
  if (actor === 'customer' && isQuotationUnread(row.status as QuotationStatus)) {
    await changeQuotationStatus(deps, { row, to: 'opened', actor: 'customer', userId, note: 'auto' }).catch((err: unknown) => {
      // Someone changed it meanwhile: show the current state instead.
      if ((err as { statusCode?: number }).statusCode !== 409) throw err;
    });
    row = (await findQuotationRow(deps.db, row.id)) ?? row;
  }
  const [data] = await presentQuotationDetails(deps, [row], actor);
  return data!;
}

function eventBrief(e: EventRow) {
  return {
    id: e.id,
    event_type_id: e.event_type_id,
    event_type_name: e.event_type_name,
    date: e.event_date,
    status: eventStatusNow(e),
    department: e.department,
    province: e.province,
    district: e.district,
    guests: e.guests,
    description: e.description,
    provider_id: e.addressed_provider_id,
  };
}

/** GET providers/:id/quotations: one page of the provider's quotations, each with its event. */
export async function listProviderQuotations(
  deps: QuotationsDeps,
  providerId: number,
  q: { page: number; size: number; status?: QuotationStatus | undefined },
) {
  const { rows, total } = await findProviderQuotationPage(deps.db, providerId, q);
  const views = await presentQuotations(deps, rows, 'provider');
  const eventIds = [...new Set(rows.map((r) => r.user_event_id))];
  const events = new Map((await findEventRowsByIds(deps.db, eventIds)).map((e) => [e.id, e]));
  const data = views.map((v) => {
    const event = events.get(v.event_id);
    return event ? { ...v, event: eventBrief(event) } : v;
  });
  return { data, total };
}
