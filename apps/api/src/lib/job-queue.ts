// The job queue (docs/decisions/194-job-queue.md): background work as rows of the `jobs` table,
// on the database the app already has (PostgreSQL or the embedded PGlite), no broker.
//
//   await app.jobs.send('images.variants', { uploadId });        // any process (API or worker)
//   worker.work('images.variants', async (payload, ctx) => …);   // the worker role only
//   worker.schedule('events.expire', 60 * 60 * 1000);            // recurring, once per tick overall
//
// A worker claims due rows with UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED), so with N
// workers each job runs once. A handler that throws is retried with exponential backoff until
// max_attempts, then the job is 'failed' (kept with its last error). A job whose worker died
// (running longer than the lease) goes back to pending. Schedules live in `job_schedules`: the
// worker whose conditional UPDATE moves next_run_at forward enqueues the tick (a singleton job).
// send() NOTIFYs `job_queue` (lib/pg-notify.ts) so a worker in another process starts at once.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/client';
import type { Notifier } from './pg-notify';

export const JOB_QUEUE_CHANNEL = 'job_queue';

export interface JobLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  debug?(obj: object, msg?: string): void;
}

export interface SendOptions {
  /** Not before this time (default now). */
  runAt?: Date;
  /** At most one pending job with this key per type: a second send is a no-op (returns null). */
  singletonKey?: string;
  /** Default 5. */
  maxAttempts?: number;
}

export interface JobContext {
  id: number;
  type: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the worker stops. */
  signal: AbortSignal;
  log: JobLog;
}

export type JobHandler = (payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;

export interface JobCounts {
  pending: number;
  /** Pending and due now (run_at ≤ now). */
  due: number;
  running: number;
  failed: number;
  /** Seconds the oldest due job has waited (0 when none). */
  oldestDueSeconds: number;
}

export interface JobQueue {
  /** Enqueues a job; returns its id, or null when a pending job with the same singletonKey exists. */
  send(type: string, payload?: Record<string, unknown>, options?: SendOptions): Promise<number | null>;
  /** Counts by state, for /metrics and /readyz. */
  counts(): Promise<JobCounts>;
}

/** Enqueues on `db` (a transaction too: the job exists only if it commits). */
export async function sendJob(
  db: Db,
  type: string,
  payload: Record<string, unknown> = {},
  options: SendOptions = {},
): Promise<number | null> {
  const runAt = (options.runAt ?? new Date()).toISOString();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO jobs (type, payload, run_at, max_attempts, singleton_key)
        VALUES (${type}, ${JSON.stringify(payload)}::jsonb, ${runAt}, ${options.maxAttempts ?? 5}, ${options.singletonKey ?? null})
        ON CONFLICT (type, singleton_key) WHERE status = 'pending' AND singleton_key IS NOT NULL DO NOTHING
        RETURNING id`,
  );
  return rows[0] ? Number(rows[0].id) : null;
}

export async function jobCounts(db: Db): Promise<JobCounts> {
  const [row] = await queryRows<Record<string, string | number | null>>(
    db,
    sql`SELECT
          count(*) FILTER (WHERE status = 'pending') AS pending,
          count(*) FILTER (WHERE status = 'pending' AND run_at <= now()) AS due,
          count(*) FILTER (WHERE status = 'running') AS running,
          count(*) FILTER (WHERE status = 'failed') AS failed,
          coalesce(extract(epoch FROM now() - min(run_at) FILTER (WHERE status = 'pending' AND run_at <= now())), 0) AS oldest
        FROM jobs WHERE status <> 'done'`,
  );
  return {
    pending: Number(row?.pending ?? 0),
    due: Number(row?.due ?? 0),
    running: Number(row?.running ?? 0),
    failed: Number(row?.failed ?? 0),
    oldestDueSeconds: Math.max(0, Number(row?.oldest ?? 0)),
  };
}

/** The producer side, shared by every process (app.jobs). */
export function createJobQueue(db: Db, notifier?: Notifier): JobQueue {
  return {
    async send(type, payload = {}, options = {}) {
      const id = await sendJob(db, type, payload, options);
      if (id !== null && notifier) await notifier.publish(JOB_QUEUE_CHANNEL, { type }).catch(() => undefined);
      return id;
    },
    counts: () => jobCounts(db),
  };
}

export interface JobWorkerOptions {
  db: Db;
  log: JobLog;
  /** Wakes the worker when a job is sent from any process (optional: it also polls). */
  notifier?: Notifier;
  /** Poll interval when idle (default 2 s). */
  pollMs?: number;
  /** Jobs claimed per round (default 5). */
  batchSize?: number;
  /** A running job older than this is taken for abandoned (its worker died) and retried (default 15 min). */
  leaseMs?: number;
  /** First retry delay; doubles per attempt, at most 1 h (default 10 s). */
  backoffMs?: number;
  /** Identifies this worker in jobs.locked_by. */
  workerId?: string;
}

export interface JobWorker {
  /** Handles jobs of `type` (register before start()). */
  work(type: string, handler: JobHandler): void;
  /** Runs `type` every `everyMs` (once per tick across all workers); first tick at start. */
  schedule(type: string, everyMs: number): void;
  start(): Promise<void>;
  /** Runs due schedules and jobs until none is left (tests, and each round of the loop). */
  drain(): Promise<number>;
  /** Stops claiming, aborts handlers' signals and waits for the round in progress. */
  stop(): Promise<void>;
  readonly id: string;
}

interface ClaimedJob {
  id: number | string;
  type: string;
  payload: Record<string, unknown> | string;
  attempts: number;
  max_attempts: number;
}

/** Delay before attempt `attempts + 1`: backoff · 2^(attempts−1), at most one hour. */
export function retryDelayMs(attempts: number, backoffMs: number): number {
  return Math.min(60 * 60 * 1000, backoffMs * 2 ** Math.max(0, attempts - 1));
}

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, log } = options;
  const pollMs = options.pollMs ?? 2_000;
  const batchSize = options.batchSize ?? 5;
  const leaseMs = options.leaseMs ?? 15 * 60 * 1000;
  const backoffMs = options.backoffMs ?? 10_000;
  const id = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const handlers = new Map<string, JobHandler>();
  const schedules = new Map<string, number>();
  const abort = new AbortController();
  let started = false;
  let stopped = false;
  let round: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => Promise<void>) | undefined;

  const types = () => [...handlers.keys()];
  const typesSql = () => sql`ARRAY[${sql.join(types().map((t) => sql`${t}`), sql`, `)}]::text[]`;

  async function enqueueDueSchedules(): Promise<void> {
    if (schedules.size === 0) return;
    const due = await queryRows<{ type: string }>(
      db,
      sql`UPDATE job_schedules
          SET next_run_at = now() + every_seconds * interval '1 second', updated_at = now()
          WHERE type = ANY(${typesSql()}) AND next_run_at <= now()
          RETURNING type`,
    );
    for (const { type } of due) await sendJob(db, type, {}, { singletonKey: 'schedule', maxAttempts: 3 });
  }

  async function releaseAbandoned(): Promise<void> {
    const before = new Date(Date.now() - leaseMs).toISOString();
    // A singleton job goes back to the queue only if no job with its key is pending already (and, of
    // several abandoned with one key, only the first): one pending job per key (jobs_singleton_idx).
    // The others are finished as failed — the pending one does their work. Without this, one crash
    // after the key was sent again made every release fail on the unique index, so no abandoned job
    // ever came back. (The subqueries read the table as it was when the statement started.)
    const rows = await queryRows<{ id: number }>(
      db,
      sql`WITH abandoned AS (
            SELECT j.id, j.attempts >= j.max_attempts AS spent,
              j.singleton_key IS NOT NULL AND (
                EXISTS (SELECT 1 FROM jobs p WHERE p.type = j.type AND p.singleton_key = j.singleton_key AND p.status = 'pending')
                OR EXISTS (SELECT 1 FROM jobs o WHERE o.type = j.type AND o.singleton_key = j.singleton_key
                  AND o.status = 'running' AND o.locked_at < ${before} AND o.id < j.id)
              ) AS superseded
            FROM jobs j WHERE j.status = 'running' AND j.locked_at < ${before}
          )
          UPDATE jobs SET
            status = CASE WHEN a.spent OR a.superseded THEN 'failed' ELSE 'pending' END,
            finished_at = CASE WHEN a.spent OR a.superseded THEN now() ELSE NULL END,
            last_error = CASE WHEN a.superseded AND NOT a.spent
              THEN 'abandonado: el proceso que lo ejecutaba dejó de responder; otro trabajo igual ya está en la cola'
              ELSE 'abandonado: el proceso que lo ejecutaba dejó de responder' END,
            locked_at = NULL, locked_by = NULL, run_at = now(), updated_at = now()
          FROM abandoned a
          WHERE jobs.id = a.id AND jobs.status = 'running' AND jobs.locked_at < ${before}
          RETURNING jobs.id`,
    );
    if (rows.length > 0) log.warn({ jobs: rows.map((r) => Number(r.id)) }, 'Trabajos abandonados devueltos a la cola');
  }

  async function claim(): Promise<ClaimedJob[]> {
    if (handlers.size === 0) return [];
    return queryRows<ClaimedJob & Record<string, unknown>>(
      db,
      sql`UPDATE jobs SET status = 'running', locked_at = now(), locked_by = ${id},
            attempts = attempts + 1, updated_at = now()
          WHERE id IN (
            SELECT id FROM jobs
            WHERE status = 'pending' AND run_at <= now() AND type = ANY(${typesSql()})
            ORDER BY run_at, id
            LIMIT ${batchSize}
            FOR UPDATE SKIP LOCKED
          )
          RETURNING id, type, payload, attempts, max_attempts`,
    );
  }

  async function runJob(job: ClaimedJob): Promise<void> {
    const jobId = Number(job.id);
    const handler = handlers.get(job.type);
    const payload = typeof job.payload === 'string' ? (JSON.parse(job.payload) as Record<string, unknown>) : job.payload;
    const started = Date.now();
    try {
      if (!handler) throw new Error(`No handler for job type ${job.type}`);
      await handler(payload ?? {}, {
        id: jobId,
        type: job.type,
        attempt: job.attempts,
        maxAttempts: job.max_attempts,
        signal: abort.signal,
        log,
      });
      await db.execute(sql`UPDATE jobs SET status = 'done', finished_at = now(), locked_at = NULL,
        locked_by = NULL, last_error = NULL, updated_at = now() WHERE id = ${jobId} AND locked_by = ${id}`);
      log.debug?.({ jobId, type: job.type, ms: Date.now() - started }, 'Trabajo terminado');
    } catch (err) {
      const final = job.attempts >= job.max_attempts;
      const runAt = new Date(Date.now() + retryDelayMs(job.attempts, backoffMs)).toISOString();
      const message = String((err as Error)?.message ?? err).slice(0, 1000);
      log[final ? 'error' : 'warn'](
        { err, jobId, type: job.type, attempt: job.attempts, maxAttempts: job.max_attempts },
        final ? 'Trabajo fallido (sin más intentos)' : 'Trabajo fallido: se reintentará',
      );
      await db
        .execute(
          final
            ? sql`UPDATE jobs SET status = 'failed', finished_at = now(), last_error = ${message},
                locked_at = NULL, locked_by = NULL, updated_at = now() WHERE id = ${jobId} AND locked_by = ${id}`
            : sql`UPDATE jobs SET status = 'pending', run_at = ${runAt}, last_error = ${message},
                locked_at = NULL, locked_by = NULL, updated_at = now() WHERE id = ${jobId} AND locked_by = ${id}`,
        )
        .catch((markErr: unknown) => log.error({ err: markErr, jobId }, 'No se pudo registrar el fallo del trabajo'));
    }
  }

  async function drainOnce(): Promise<number> {
    let total = 0;
    await enqueueDueSchedules();
    await releaseAbandoned();
    while (!stopped) {
      const jobs = await claim();
      if (jobs.length === 0) break;
      for (const job of jobs) await runJob(job);
      total += jobs.length;
    }
    return total;
  }

  const drain = (): Promise<number> => {
    if (round) {
      again = true;
      return round;
    }
    round = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          total += await drainOnce();
        } while (again && !stopped);
      } catch (err) {
        log.error({ err }, 'La cola de trabajos no respondió; se reintentará');
      } finally {
        round = null;
      }
      return total;
    })();
    return round;
  };

  const loop = () => {
    if (stopped) return;
    void drain().finally(() => {
      if (!stopped) timer = setTimeout(loop, pollMs);
    });
  };

  return {
    id,
    work(type, handler) {
      if (started) throw new Error('job-queue: register handlers before start()');
      handlers.set(type, handler);
    },
    schedule(type, everyMs) {
      if (started) throw new Error('job-queue: register schedules before start()');
      schedules.set(type, Math.max(1, Math.round(everyMs / 1000)));
    },
    async start() {
      if (started) return;
      started = true;
      for (const [type, everySeconds] of schedules) {
        if (!handlers.has(type)) throw new Error(`job-queue: schedule ${type} has no handler`);
        // A changed interval takes effect; next_run_at is kept (a restart does not re-run a tick).
        await db.execute(sql`INSERT INTO job_schedules (type, every_seconds) VALUES (${type}, ${everySeconds})
          ON CONFLICT (type) DO UPDATE SET every_seconds = excluded.every_seconds, updated_at = now()
          WHERE job_schedules.every_seconds <> excluded.every_seconds`);
      }
      if (options.notifier) {
        unsubscribe = await options.notifier.subscribe(JOB_QUEUE_CHANNEL, (payload) => {
          const type = (payload as { type?: unknown } | null)?.type;
          if (!stopped && typeof type === 'string' && handlers.has(type)) void drain();
        });
      }
      loop();
    },
    drain,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      abort.abort();
      await unsubscribe?.().catch(() => undefined);
      await round;
    },
  };
}
