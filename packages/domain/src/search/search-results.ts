/**
 * How a provider search's size is told (docs/decisions/160-search-at-scale.md): totals are exact up
 * to SEARCH_EXACT_TOTAL_LIMIT ("Más de 10,000 proveedores" above), and only the first
 * SEARCH_MAX_RESULTS results can be paged through (beyond them, the page says how to narrow).
 */
import { SEARCH_MAX_RESULTS } from '../constants';
import { t } from '../messages/format-message';

// Made on first use, not while the page's code is evaluated (docs/decisions/256).
let integerFormat: Intl.NumberFormat | undefined;
const integer = (value: number): string => (integerFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })).format(value);

/** '1 proveedor', '1,234 proveedores', 'Más de 10,000 proveedores' (capped: there are more than `total`). */
export function searchTotalLabel(total: number, capped: boolean, noun: readonly [string, string]): string {
  if (capped) return t('search.results.moreThan', { count: integer(total), noun: noun[1] });
  return `${integer(total)} ${total === 1 ? noun[0] : noun[1]}`;
}

/** The number of pages that can be reached for `total` results of `size` per page (at least 1). */
export function reachablePages(total: number, size: number): number {
  return Math.max(1, Math.ceil(Math.min(total, SEARCH_MAX_RESULTS) / size));
}

/** True when results exist beyond the reachable ones and `page` is the last reachable page or later. */
export function isBeyondReachable(total: number, page: number, size: number): boolean {
  return total > SEARCH_MAX_RESULTS && page >= reachablePages(total, size);
}

/** What the page says when the user reaches the end of what can be paged through. */
export function beyondReachableMessage(): string {
  return t('search.results.beyondLimit', { max: integer(SEARCH_MAX_RESULTS) });
}

