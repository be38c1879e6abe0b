// "¿Cómo te fue con …?": the day after an event, the customer of each accepted quotation gets an
// e-mail (and an in-app notice) with a link to the review form. Runs as a background job
// (background/jobs.ts); idempotent and safe with several processes: each quotation's reminder is a
// review_reminders row claimed with INSERT … ON CONFLICT DO NOTHING in the mail's transaction,
// so one review opportunity never gets two mails. Events older than REMINDER_LOOKBACK_DAYS are
// left alone (no flood of mails for old events when the feature is first deployed).
import { and, eq, gte, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import { addDaysIso, limaToday } from '@eventos/domain';
import type { Db } from '../../db/client';
import { eventTypes, providers, quotations, reviewReminders, reviews, userEvents, users } from '../../db/schema';
import { notifyReviewReminder, type ReminderTarget } from './reviews.notify';

export const REVIEW_REMINDER_INTERVAL_MS = 60 * 60 * 1000;
export const REMINDER_LOOKBACK_DAYS = 7;

/** Accepted quotations whose event was yesterday or earlier (Lima), without review nor reminder. */
export async function dueReminders(db: Db, now = new Date(), limit = 200): Promise<ReminderTarget[]> {
  const today = limaToday(now);
  return db
    .select({
      quotation_id: quotations.id,
      customer_id: userEvents.user_id,
      customer_email: users.email,
      customer_first_name: users.first_name,
      slug: providers.slug,
      company_name: providers.company_name,
      event_date: userEvents.event_date,
      event_type_name: eventTypes.type_name,
    })
    .from(quotations)
    .innerJoin(userEvents, eq(userEvents.id, quotations.user_event_id))
    .innerJoin(users, eq(users.id, userEvents.user_id))
    .innerJoin(providers, eq(providers.id, quotations.provider_id))
    .innerJoin(eventTypes, eq(eventTypes.id, userEvents.event_type_id))
    .where(
      and(
        isNotNull(quotations.accepted_at),
        lt(userEvents.event_date, today),
        gte(userEvents.event_date, addDaysIso(today, -REMINDER_LOOKBACK_DAYS)),
        notExists(db.select({ one: sql`1` }).from(reviewReminders).where(eq(reviewReminders.quotation_id, quotations.id))),
        notExists(
          db
            .select({ one: sql`1` })
            .from(reviews)
            .where(
              and(
                eq(reviews.provider_id, quotations.provider_id),
                eq(reviews.user_id, userEvents.user_id),
                eq(reviews.user_event_id, quotations.user_event_id),
              ),
            ),
        ),
      ),
    )
    .orderBy(quotations.id)
    .limit(limit);
}

/** Sends the due reminders (each claimed once); returns how many were sent. */
export async function sendReviewReminders(db: Db, publicUrl: string, now = new Date()): Promise<number> {
  let sent = 0;
  for (const target of await dueReminders(db, now)) {
    const claimed = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(reviewReminders)
        .values({ quotation_id: target.quotation_id, sent_at: now })
        .onConflictDoNothing()
        .returning({ id: reviewReminders.quotation_id });
      if (rows.length === 0) return false;
      await notifyReviewReminder(tx, target, publicUrl);
      return true;
    });
    if (claimed) sent++;
  }
  return sent;
}
