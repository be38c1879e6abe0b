// Side-by-side comparison of an event's quotations (issue 7): per row the totals with and without
// IGV (computeQuotationTotals, IGV 18 %), the price per guest, discount, what is included, validity,
// attachment, provider card and response time. Currencies are kept apart, never converted: rows are
// grouped PEN first, then USD, cheapest first, and `by_currency` summarises each currency alone.
import { CURRENCIES, type Currency } from '@eventos/domain';
import type { ModuleDeps } from '../../plugins/module-deps';
import type { EventRow } from '../events';
import { guestsOf } from './quotation-view';
import { presentQuotations } from './quotation-view';
import { findEventQuotations } from './quotations.repository';
import type { CompareOutSchema } from '@eventos/domain';
import type { z } from 'zod';

type CompareOut = z.infer<typeof CompareOutSchema>;

export async function compareQuotations(
  deps: Pick<ModuleDeps, 'db' | 'storage'>,
  event: EventRow,
  opts: { archived: boolean },
): Promise<CompareOut> {
  const all = await findEventQuotations(deps.db, event.id);
  const rows = opts.archived ? all : all.filter((r) => r.status !== 'archived');
  const views = await presentQuotations(deps, rows, 'customer');
  const compared = views.map((view, i) => ({
    ...view,
    guests: guestsOf(rows[i]!),
    total_with_igv: view.total,
    total_without_igv: view.subtotal,
  }));
  const order = (c: string) => CURRENCIES.indexOf(c as Currency);
  compared.sort((a, b) => order(a.currency) - order(b.currency) || a.total - b.total || a.id - b.id);

  const by_currency = CURRENCIES.flatMap((currency) => {
    const group = compared.filter((r) => r.currency === currency);
    if (group.length === 0) return [];
    const perGuest = group.map((r) => r.per_guest).filter((v): v is number => v !== null);
    return [
      {
        currency,
        count: group.length,
        lowest_total: group[0]!.total,
        highest_total: group[group.length - 1]!.total,
        lowest_total_quotation_id: group[0]!.id,
        lowest_per_guest: perGuest.length ? Math.min(...perGuest) : null,
      },
    ];
  });

  return {
    event: { id: event.id, guests: event.guests, date: event.event_date, event_type_name: event.event_type_name },
    rows: compared,
    by_currency,
  };
}
