/**
 * Prices as a consumer must see them (Ley 29571, arts. 4 and 6: the total price, taxes included):
 * 'S/ 8,700.00 incluye IGV', the amount before IGV as a detail, and USD amounts also in soles at
 * the exchange rate admins set.
 */
import { IGV_RATE } from '../constants';
import type { Currency } from '../enums';
import { formatCents } from '../format';
import type { ExchangeRate } from './exchange-rate.schemas';

/** What follows every total a customer sees: 'S/ 8,700.00 incluye IGV'. */
export const INCLUDES_IGV = 'incluye IGV';

/**
 * Labels of price displays (ADR 183): the total always reads as a price that includes IGV; the
 * amount before IGV is a detail.
 */
export const PRICE_LABELS = {
  /** Heading of a total whose value is shown with INCLUDES_IGV after it. */
  total: 'Total',
  /** Label of a total shown as a bare amount. */
  totalWithIgv: 'Total (incluye IGV)',
  /** The amount before IGV, as a detail. */
  totalWithoutIgv: 'Total sin IGV',
  /** Sum of accepted totals (provider KPIs). */
  sales: 'Ventas (incluye IGV)',
  /** The same, when only quotations in soles are added up. */
  salesPen: 'Ventas en soles (incluye IGV)',
} as const;

/** 'S/ 8,700.00 incluye IGV'. */
export function formatPriceWithIgv(totalCents: number, currency: Currency = 'PEN'): string {
  return `${formatCents(totalCents, currency)} ${INCLUDES_IGV}`;
}

/** Amount before IGV of a total that includes it (rounded to the cent). */
export function subtotalFromTotal(totalCents: number): number {
  return Math.round(totalCents / (1 + IGV_RATE));
}

/** 'Valor de venta S/ 7,372.88 + IGV S/ 1,327.12'. */
export function formatIgvDetail(totalCents: number, currency: Currency = 'PEN'): string {
  const subtotal = subtotalFromTotal(totalCents);
  return `Valor de venta ${formatCents(subtotal, currency)} + IGV ${formatCents(totalCents - subtotal, currency)}`;
}

/** USD cents → PEN cents at `rate` soles per dollar (e.g. 3.75). */
export function usdToPenCents(usdCents: number, rate: number): number {
  return Math.round(usdCents * rate);
}

/** '≈ S/ 3,752.00 (tipo de cambio S/ 3.7520 del 26/11/2026)'. */
export function formatUsdInSoles(usdCents: number, rate: ExchangeRate): string {
  const soles = formatCents(usdToPenCents(usdCents, rate.usd_pen), 'PEN');
  const [y, m, d] = rate.rate_date.split('-');
  return `≈ ${soles} (tipo de cambio S/ ${rate.usd_pen.toFixed(4)} del ${d}/${m}/${y})`;
}
