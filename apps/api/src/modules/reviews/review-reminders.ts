// "¿Cómo te fue con …?": the day after an event, the customer of each accepted quotation gets an
// e-mail (and an in-app notice) with a link to the review form. Runs as a background job
// (background/jobs.ts); idempotent and safe with several processes: each quotation's reminder is a
// review_reminders row claimed with INSERT … ON CONFLICT DO NOTHING in the mail's transaction,
// so one review opportunity never gets two mails. Events older than REMINDER_LOOKBACK_DAYS are
// left alone (no flood of mails for old events when the feature is first deployed).
import type { ModuleDeps } from '../../plugins/module-deps';
import { notifyReviewReminder } from './reviews.notify';
import { claimReminder, findDueReminders, type ReminderTarget } from './reviews.repository';

export const REVIEW_REMINDER_INTERVAL_MS = 60 * 60 * 1000;
export const REMINDER_LOOKBACK_DAYS = 7;

/** Accepted quotations whose event was yesterday or earlier (Lima), without review nor reminder. */
export function dueReminders(deps: Pick<ModuleDeps, 'db'>, now = new Date()): Promise<ReminderTarget[]> {
  return findDueReminders(deps.db, REMINDER_LOOKBACK_DAYS, now);
}

/** Sends the due reminders (each claimed once); returns how many were sent. */
export async function sendReviewReminders(deps: Pick<ModuleDeps, 'db' | 'config'>, now = new Date()): Promise<number> {
  let sent = 0;
  for (const target of await dueReminders(deps, now)) {
    const claimed = await deps.db.transaction(async (tx) => {
      if (!(await claimReminder(tx, target.quotation_id, now))) return false;
      await notifyReviewReminder(tx, target, deps.config.PUBLIC_URL);
      return true;
    });
    if (claimed) sent++;
  }
  return sent;
}
