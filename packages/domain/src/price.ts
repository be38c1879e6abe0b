/**
 * Price input rule (SPEC §5): digits and one dot only, at most 5 integer digits and 2 decimals.
 * Money is stored as integer cents (STYLE §5.7); the API exposes decimal amounts in the currency
 * unit (e.g. 1234.5) under the spec's field names and converts with toCents/fromCents.
 */
import { z } from './zod';
import { PRICE_DECIMALS, PRICE_MAX_INTEGER_DIGITS } from './constants';
import { t } from './messages/format-message';

/** Largest valid price: 99999.99. */
export const PRICE_MAX = 10 ** PRICE_MAX_INTEGER_DIGITS - 10 ** -PRICE_DECIMALS;

const PRICE_TEXT = new RegExp(`^\\d{1,${PRICE_MAX_INTEGER_DIGITS}}(\\.\\d{1,${PRICE_DECIMALS}})?$`);

/**
 * Input mask for a price field as the user types: keeps digits and the first dot, drops leading
 * zeros, and cuts the integer part to 5 digits and the decimals to 2 ('1,234.567' → '1234.56',
 * '.5' → '0.5', '007' → '7'). The result may end with a dot while typing ('12.').
 */
export function sanitizePriceInput(raw: string): string {
  const cleaned = String(raw ?? '').replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  let integer = dot === -1 ? cleaned : cleaned.slice(0, dot);
  const decimals = dot === -1 ? null : cleaned.slice(dot + 1).replace(/\./g, '');
  integer = integer.replace(/^0+(?=\d)/, '').slice(0, PRICE_MAX_INTEGER_DIGITS);
  if (decimals === null) return integer;
  return `${integer || '0'}.${decimals.slice(0, PRICE_DECIMALS)}`;
}

export interface PriceInputChange {
  /** The field's new text: the typed text cleaned, or `previous` when it was refused. */
  value: string;
  /** The typed text had too many integer digits or decimals; `message` says why. */
  refused: boolean;
  message: string | null;
}

/** «Máximo 5 dígitos enteros y 2 decimales»: why a price field refused what was typed. */
export const PRICE_DIGITS_MESSAGE = t('price.value.maxDigits', {
  integer: PRICE_MAX_INTEGER_DIGITS,
  decimals: PRICE_DECIMALS,
});

/**
 * What a price field shows after the user typed or pasted `raw` over `previous`: the text is
 * cleaned like sanitizePriceInput, but a sixth integer digit or a third decimal is refused (the
 * field keeps `previous` and says PRICE_DIGITS_MESSAGE) instead of silently cutting the number
 * ('123456.789' never becomes '12345.78').
 */
export function priceInputChange(previous: string, raw: string): PriceInputChange {
  const cleaned = String(raw ?? '').replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  const integer = (dot === -1 ? cleaned : cleaned.slice(0, dot)).replace(/^0+(?=\d)/, '');
  const decimals = dot === -1 ? '' : cleaned.slice(dot + 1).replace(/\./g, '');
  if (integer.length > PRICE_MAX_INTEGER_DIGITS || decimals.length > PRICE_DECIMALS) {
    return { value: previous, refused: true, message: PRICE_DIGITS_MESSAGE };
  }
  return { value: sanitizePriceInput(cleaned), refused: false, message: null };
}

/** True when `value` follows the price rule: 0 ≤ value ≤ 99999.99 with at most 2 decimals. */
export function isValidPrice(value: string | number): boolean {
  if (typeof value === 'string') return PRICE_TEXT.test(value.trim());
  if (!Number.isFinite(value) || value < 0 || value > PRICE_MAX) return false;
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/** Formats a price with 2 decimals for the input ('12.5' → '12.50'); '' stays ''. */
export function formatPriceInput(value: string | number): string {
  if (value === '' || value === null || value === undefined) return '';
  const n = Number(value);
  return Number.isFinite(n) ? n.toFixed(PRICE_DECIMALS) : '';
}

/**
 * Price as a number in the currency unit. Accepts a number or numeric text (form inputs);
 * rejects more than 5 integer digits or 2 decimals ('123456.7', '12.345').
 */
export const PriceSchema = z
  .union([z.number({ error: t('price.value.invalid') }), z.string().trim()], {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? t('price.value.required')
        : t('price.value.invalid'),
  })
  .refine((v) => v !== '', t('price.value.required'))
  .refine((v) => isValidPrice(v), t('price.value.invalid'))
  .transform((v) => Number(v));

/** Amount in the currency unit → integer cents. Text is parsed exactly ('0.29' → 29). */
export function toCents(amount: number | string): number {
  if (typeof amount === 'string') {
    const m = /^\s*(-)?(\d*)(?:\.(\d*))?\s*$/.exec(amount);
    if (!m || (m[2] === '' && !m[3])) return 0;
    const cents = Number(m[2] || '0') * 100 + Number(((m[3] ?? '') + '00').slice(0, 2));
    return m[1] && cents !== 0 ? -cents : cents;
  }
  return Number.isFinite(amount) ? Math.round(amount * 100) + 0 : 0;
}

/** Integer cents → amount in the currency unit (12345 → 123.45). */
export function fromCents(cents: number): number {
  return Number.isFinite(cents) ? Math.round(cents) / 100 : 0;
}
