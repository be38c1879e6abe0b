/**
 * User-event rules: the earliest date (tomorrow in Lima) and the status shown to users, which
 * becomes 'expired' once the event date has passed (SPEC §4; issue 7).
 */
import type { UserEventStatus } from '../enums';
import { addYearsIso, limaToday, minEventDate, toLimaIsoDate } from '../dates';

/** Events can be scheduled at most this many years ahead. */
export const EVENT_DATE_MAX_YEARS_AHEAD = 3;

/** Latest selectable event date, 'YYYY-MM-DD'. */
export function maxEventDate(now: Date = new Date()): string {
  return addYearsIso(limaToday(now), EVENT_DATE_MAX_YEARS_AHEAD);
}

/** True when `date` ('YYYY-MM-DD') is between tomorrow and the maximum, in Lima time. */
export function isEventDateAllowed(date: string, now: Date = new Date()): boolean {
  return date >= minEventDate(now) && date <= maxEventDate(now);
}

/**
 * Status to show and filter by: the stored status ('visible' | 'hidden'), or 'expired' when the
 * event date is before today in Lima (an event stays active through its own day).
 * `eventDate` is 'YYYY-MM-DD' or an instant (taken as its Lima calendar date).
 */
export function effectiveEventStatus(
  status: UserEventStatus,
  eventDate: string | Date,
  now: Date = new Date(),
): UserEventStatus {
  if (status === 'expired') return 'expired';
  const date = typeof eventDate === 'string' ? eventDate.slice(0, 10) : toLimaIsoDate(eventDate);
  return date < limaToday(now) ? 'expired' : status;
}

/** Whether providers can still quote an event (visible and not expired). */
export function isEventOpenForQuotations(
  status: UserEventStatus,
  eventDate: string | Date,
  now?: Date,
): boolean {
  return effectiveEventStatus(status, eventDate, now) === 'visible';
}
