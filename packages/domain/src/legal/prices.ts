/**
 * Prices as a consumer must see them (Ley 29571, arts. 4 and 6: the total price, taxes included):
 * 'S/ 8,700.00 incluye IGV', the amount before IGV as a detail, and USD amounts also in soles at
 * the exchange rate admins set.
 */
import { IGV_RATE } from '../constants';
import type { Currency } from '../enums';
import { formatCents } from '../format';

/** 'S/ 8,700.00 incluye IGV'. */
export function formatPriceWithIgv(totalCents: number, currency: Currency = 'PEN'): string {
  return `${formatCents(totalCents, currency)} incluye IGV`;
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
