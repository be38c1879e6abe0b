/**
 * Formatters and parsers of SPEC §5 "Formatting defaults": currency, percent, integers, padding,
 * dates (shown in Peru time), provider count; slugs and accent-free text come from ./text.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/es';
import {
  DATE_FORMAT,
  DATETIME_FORMAT,
  PERU_UTC_OFFSET_MINUTES,
  PRICE_DECIMALS,
  PROVIDER_COUNT_STEP,
} from './constants';
import { CURRENCY_SYMBOLS, type Currency } from './enums';
import { formatPhoneDisplay } from './legal/phones';

dayjs.extend(utc);

// Made on first use: building an Intl.NumberFormat loads ICU's number data, work a page that shows
// no price should not do while its code is evaluated (docs/decisions/256).
let numberFormat: Intl.NumberFormat | undefined;
function priceDigits(value: number): string {
  numberFormat ??= new Intl.NumberFormat('en-US', {
    minimumFractionDigits: PRICE_DECIMALS,
    maximumFractionDigits: PRICE_DECIMALS,
  });
  return numberFormat.format(value);
}

/** 'S/ 1,234.50' (PEN) or '$ 1,234.50' (USD); negatives as '-S/ 5.00'; invalid numbers as 0. */
export function formatCurrency(amount: number, currency: Currency = 'PEN'): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const digits = priceDigits(Math.abs(value));
  const sign = value < 0 && digits !== '0.00' ? '-' : '';
  return `${sign}${CURRENCY_SYMBOLS[currency]} ${digits}`;
}

/** Amount stored as integer cents → 'S/ 1,234.50'. */
export function formatCents(cents: number, currency: Currency = 'PEN'): string {
  return formatCurrency(cents / 100, currency);
}

/** A percentage value with 2 decimals: 12.345 → '12.35%' (the value is already in percent units). */
export function formatPercent(value: number): string {
  const n = Number.isFinite(value) ? value : 0;
  const text = n.toFixed(2);
  return `${text === '-0.00' ? '0.00' : text}%`;
}

const INTEGER_TEXT = /^[+-]?\d+(\.\d+)?$/;

/** Integer value of a number or numeric text (decimals truncated); 0 when invalid (SPEC §5). */
export function parseInteger(value: unknown): number {
  let n = Number.NaN;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && INTEGER_TEXT.test(value.trim())) n = Number(value.trim());
  if (!Number.isFinite(n)) return 0;
  const int = Math.trunc(n);
  return Number.isSafeInteger(int) ? int + 0 : 0;
}

/** Left padding: leftPad(7) → '0007'; longer values are unchanged. */
export function leftPad(value: string | number, width = 4, char = '0'): string {
  return String(value).padStart(width, char || '0');
}

/** Rounds down to a multiple of `step` (provider count: 57 → 50). Invalid or negative → 0. */
export function floorToStep(count: number, step: number = PROVIDER_COUNT_STEP): number {
  if (!Number.isFinite(count) || count <= 0 || step <= 0) return 0;
  return Math.floor(count / step) * step;
}

type DateInput = Date | string | number | null | undefined;
const ISO_DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toLima(value: DateInput) {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs(value);
  return d.isValid() ? d.utcOffset(PERU_UTC_OFFSET_MINUTES).locale('es') : null;
}

/**
 * 'DD/MM/YYYY'. A calendar date 'YYYY-MM-DD' is shown as written; instants (Date, ISO
 * timestamps, epoch ms) are shown in Peru time. Invalid or empty → ''.
 */
export function formatDate(value: DateInput): string {
  if (typeof value === 'string') {
    const m = ISO_DATE_ONLY.exec(value.trim());
    if (m) return `${m[3]}/${m[2]}/${m[1]}`;
  }
  return toLima(value)?.format(DATE_FORMAT) ?? '';
}

/** 'DD/MM/YYYY hh:mm a' in Peru time (e.g. '05/03/2026 03:30 pm'). Invalid or empty → ''. */
export function formatDateTime(value: DateInput): string {
  return toLima(value)?.format(DATETIME_FORMAT) ?? '';
}

// Accent-free text, search form and slugs live in ./text (no dayjs), re-exported here.
export { compareSpanish, lowerInSentence, normalizeSearchText, removeAccents, slugify } from './text';

/** '987654321' or '+51987654321' → '+51 987 654 321'; other values unchanged. */
export function formatCellphone(value: string): string {
  return formatPhoneDisplay(value);
}
