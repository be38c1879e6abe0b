// Events expire once their date has passed (Lima time): reads already show the effective status
// (effectiveEventStatus); this sweep also stores it so queries and indexes agree. Idempotent and
// safe with several processes (a plain conditional UPDATE).
import { and, inArray, lt } from 'drizzle-orm';
import { limaToday } from '@eventos/domain';
import type { Db } from '../../db/client';
import { startPeriodicJob, type PeriodicJob } from '../../lib/periodic-job';
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

export type ExpirySweep = PeriodicJob;

/** Runs expireEvents now and then every `intervalMs` (lib/periodic-job). */
export function startExpirySweep(
  db: Db,
  log: { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void },
  intervalMs = EXPIRE_EVENTS_INTERVAL_MS,
): ExpirySweep {
  return startPeriodicJob(
    async () => {
      const expired = await expireEvents(db);
      if (expired > 0) log.info({ expired }, 'Eventos marcados como expirados');
    },
    { intervalMs, log, errorMessage: 'No se pudieron marcar los eventos expirados' },
  );
}
