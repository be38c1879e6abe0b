// The health checks' SQL (docs/decisions/136-service-dependencies.md): one round trip each.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The database answers. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The job queue's table (lib/job-queue.ts) answers. */
export async function pingJobQueue(db: Db): Promise<void> {
  await db.execute(sql`select 1 from jobs where status = 'pending' limit 1`);
}
