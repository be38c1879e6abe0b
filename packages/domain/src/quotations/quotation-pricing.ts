/**
 * Quotation totals for the comparison view and KPIs, in integer cents (STYLE §5.7: only the
 * server computes prices; these are the functions it uses). IGV is Peru's 18 % sales tax.
 */
import { IGV_RATE } from '../constants';

export type QuotationPriceInput = {
  /** Service price in cents, as entered by the provider. */
  service_price_cents: number;
  /** Discount in cents (0 when none); never more than the service price. */
  discount_cents: number;
  /** Whether the entered price already includes IGV (checkbox, checked by default). */
  includes_igv: boolean;
  /** Guests, for the price per guest (null/0: not shown). */
  guests?: number | null;
};

export type QuotationTotals = {
  /** Price after discount, as entered (the spec's `price`). */
  price_cents: number;
  /** Total without IGV. */
  subtotal_cents: number;
  igv_cents: number;
  /** Total with IGV. */
  total_cents: number;
  /** Total with IGV divided by guests, or null. */
  per_guest_cents: number | null;
};

/**
 * price = service price − discount. With IGV included: total = price, subtotal = total / 1.18;
 * without: subtotal = price, total = subtotal × 1.18. Rounded to the cent; igv = total − subtotal.
 */
export function computeQuotationTotals(input: QuotationPriceInput): QuotationTotals {
  const price = Math.max(
    0,
    Math.round(input.service_price_cents) - Math.max(0, Math.round(input.discount_cents)),
  );
  const subtotal = input.includes_igv ? Math.round(price / (1 + IGV_RATE)) : price;
  const total = input.includes_igv ? price : Math.round(price * (1 + IGV_RATE));
  const guests = input.guests ?? 0;
  return {
    price_cents: price,
    subtotal_cents: subtotal,
    igv_cents: total - subtotal,
    total_cents: total,
    per_guest_cents: guests > 0 ? Math.round(total / guests) : null,
  };
}

/** Conversion rate in percent with 2 decimals: accepted / sent × 100 (0 when nothing was sent). */
export function conversionRate(accepted: number, sent: number): number {
  if (!(sent > 0) || !(accepted > 0)) return 0;
  return Math.round((accepted / sent) * 10000) / 100;
}

/** Median of a list of numbers (e.g. response minutes), or null when empty. */
export function median(values: readonly number[]): number | null {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
