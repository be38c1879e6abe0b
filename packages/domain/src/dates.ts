/**
 * Calendar dates in Peru's time zone (America/Lima, UTC−5 all year, no daylight saving), so the
 * server (usually UTC) and the browser agree on "today" and "tomorrow".
 */
import { PERU_UTC_OFFSET_MINUTES } from './constants';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for an existing calendar date written 'YYYY-MM-DD' (leap years checked). */
export function isValidIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The Lima calendar date of an instant, as 'YYYY-MM-DD'. */
export function toLimaIsoDate(instant: Date | number): string {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return new Date(ms + PERU_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** Adds whole days to a 'YYYY-MM-DD' date (negative to subtract). */
export function addDaysIso(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today in Lima, 'YYYY-MM-DD'. */
export function limaToday(now: Date = new Date()): string {
  return toLimaIsoDate(now);
}

/** Earliest selectable event date: tomorrow in Lima, 'YYYY-MM-DD' (SPEC §5). */
export function minEventDate(now: Date = new Date()): string {
  return addDaysIso(limaToday(now), 1);
}

/** Adds whole years to a 'YYYY-MM-DD' date (29 Feb → 28 Feb on non-leap years). */
export function addYearsIso(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const target = `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return isValidIsoDate(target) ? target : target.replace(/-29$/, '-28');
}
