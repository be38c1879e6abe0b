/**
 * Business days in Peru for legal terms: Monday to Friday except national holidays (fixed dates
 * plus Holy Thursday and Good Friday). Dates are Lima calendar dates 'YYYY-MM-DD'.
 * See docs/decisions/180-libro-de-reclamaciones.md for the sources and what was not verifiable.
 */
import { addDaysIso } from '../dates';

/** Business days the provider has to answer a Libro de Reclamaciones sheet (DS 101-2022-PCM). */
export const COMPLAINT_ANSWER_BUSINESS_DAYS = 15;

/** Fixed-date national holidays: [month-day, first year it applies]. */
const FIXED_HOLIDAYS: ReadonlyArray<readonly [string, number]> = [
  ['01-01', 0], // Año Nuevo
  ['05-01', 0], // Día del Trabajo
  ['06-07', 2024], // Batalla de Arica y Día de la Bandera
  ['06-29', 0], // San Pedro y San Pablo
  ['07-23', 2024], // Día de la Fuerza Aérea del Perú
  ['07-28', 0], // Fiestas Patrias
  ['07-29', 0], // Fiestas Patrias
  ['08-06', 2022], // Batalla de Junín
  ['08-30', 0], // Santa Rosa de Lima
  ['10-08', 0], // Combate de Angamos
  ['11-01', 0], // Todos los Santos
  ['12-08', 0], // Inmaculada Concepción
  ['12-09', 2022], // Batalla de Ayacucho
  ['12-25', 0], // Navidad
];

/** Easter Sunday of `year` (Gregorian calendar, anonymous algorithm), 'YYYY-MM-DD'. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Peru's national holidays of `year`, sorted, 'YYYY-MM-DD'. */
export function peruHolidays(year: number): string[] {
  const easter = easterSunday(year);
  const fixed = FIXED_HOLIDAYS.filter(([, since]) => year >= since).map(([md]) => `${year}-${md}`);
  return [...fixed, addDaysIso(easter, -3), addDaysIso(easter, -2)].sort();
}

const holidayCache = new Map<number, Set<string>>();

/** True when the date is a Peruvian national holiday. */
export function isPeruHoliday(isoDate: string): boolean {
  const year = Number(isoDate.slice(0, 4));
  let set = holidayCache.get(year);
  if (!set) {
    set = new Set(peruHolidays(year));
    holidayCache.set(year, set);
  }
  return set.has(isoDate);
}

/** True for Monday–Friday dates that are not holidays. */
export function isBusinessDay(isoDate: string): boolean {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isPeruHoliday(isoDate);
}

/** The `days`-th business day after `isoDate` (the day itself is not counted). */
export function addBusinessDays(isoDate: string, days: number): string {
  let date = isoDate;
  let left = days;
  while (left > 0) {
    date = addDaysIso(date, 1);
    if (isBusinessDay(date)) left -= 1;
  }
  return date;
}

/** Business days from `from` (exclusive) to `to` (inclusive); negative when `to` is earlier. */
export function businessDaysBetween(from: string, to: string): number {
  if (to === from) return 0;
  const sign = to > from ? 1 : -1;
  const [start, end] = sign > 0 ? [from, to] : [to, from];
  let count = 0;
  let date = start;
  while (date < end) {
    date = addDaysIso(date, 1);
    if (isBusinessDay(date)) count += 1;
  }
  return sign * count;
}

/** Last day to answer a sheet filed on `filedOn` (Lima date). */
export function complaintAnswerDeadline(filedOn: string): string {
  return addBusinessDays(filedOn, COMPLAINT_ANSWER_BUSINESS_DAYS);
}
