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

export interface ExpirySweep {
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
}

/** Runs expireEvents now and then every `intervalMs` (timer unref'd); errors are logged. */
export function startExpirySweep(
  db: Db,
  log: { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void },
  intervalMs = EXPIRE_EVENTS_INTERVAL_MS,
): ExpirySweep {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= (async () => {
      try {
        const expired = await expireEvents(db);
        if (expired > 0) log.info({ expired }, 'Eventos marcados como expirados');
      } catch (err) {
        log.error({ err }, 'No se pudieron marcar los eventos expirados');
      } finally {
        running = null;
      }
    })();
    return running;
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
