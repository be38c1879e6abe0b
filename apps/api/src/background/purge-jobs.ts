// Finished jobs are kept a while for support (what ran, what failed and why), then deleted.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/client';

export const PURGE_JOBS_INTERVAL_MS = 60 * 60 * 1000;
/** Done jobs are kept one day; failed ones 14 days. */
export const KEEP_DONE_HOURS = 24;
export const KEEP_FAILED_DAYS = 14;

export async function purgeFinishedJobs(db: Db, now = new Date()): Promise<number> {
  const done = new Date(now.getTime() - KEEP_DONE_HOURS * 3_600_000).toISOString();
  const failed = new Date(now.getTime() - KEEP_FAILED_DAYS * 86_400_000).toISOString();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`DELETE FROM jobs WHERE (status = 'done' AND finished_at < ${done})
          OR (status = 'failed' AND finished_at < ${failed}) RETURNING id`,
  );
  return rows.length;
}
