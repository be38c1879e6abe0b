// Events expire once their date has passed (Lima time): reads already show the effective status
// (effectiveEventStatus); this sweep also stores it so queries and indexes agree. Idempotent and
// safe with several processes (a plain conditional UPDATE).
import { and, inArray, lt } from 'drizzle-orm';
import { limaToday } from '@eventos/domain';
import type { Db } from '../../db/client';
import { userEvents } from '../../db/schema';

/** Marks visible/hidden events dated before today (Lima) as expired; returns how many. */
export async function expireEvents(db: Db, now: Date = new Date()): Promise<number> {
  const rows = await db
    .update(userEvents)
    .set({ status: 'expired', expired_at: now })
    .where(and(inArray(userEvents.status, ['visible', 'hidden']), lt(userEvents.event_date, limaToday(now))))
    .returning({ id: userEvents.id });
  return rows.length;
}

export const EXPIRE_EVENTS_INTERVAL_MS = 60 * 60 * 1000;
