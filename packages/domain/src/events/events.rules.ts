/**
 * User-event rules: the earliest date (tomorrow in Lima), the status shown to users, which
 * becomes 'expired' once the event date has passed (SPEC §4; issue 7), who may be asked for a
 * quotation and when an event may be deleted (docs/decisions/005b-who-sees-an-event.md,
 * docs/design/events-quotations.md).
 */
import { planHasFeature, type Plan, type UserEventStatus } from '../enums';
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

/**
 * Quotations and event notifications are Business options (SPEC §1): only a Business provider
 * can be addressed a quotation request ("Solicitar cotización"), be notified of events, see them
 * in the searcher and quote them.
 */
export function providerTakesQuotations(provider: { plan?: string | null }): boolean {
  return planHasFeature((provider.plan ?? 'basic') as Plan, 'quotations');
}

/**
 * An event that received at least one quotation (whatever its status now) cannot be deleted:
 * the providers' quotations, history and KPIs depend on it. It can still be hidden.
 */
export function canDeleteUserEvent(event: { quotations_count?: number | null }): boolean {
  return (event.quotations_count ?? 0) === 0;
}
