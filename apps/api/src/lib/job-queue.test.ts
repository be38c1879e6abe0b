// The job queue against a real database: PGlite by default, PostgreSQL with TEST_DB=pg — where the
// "two workers" tests use two connection pools to one database, as two processes would.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, inject } from 'vitest';
import { createDatabase, queryRows, type Database } from '../db/client';
import { createTestDatabase } from '../test/helper';
import { createPgTestDatabase, dropPgTestDatabase } from '../test/pg-template';
import { createJobQueue, createJobWorker, retryDelayMs, type JobLog, type JobWorker } from './job-queue';

const silent: JobLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const pgMode = inject('testDbMode') === 'pg';

let first: Database;
let second: Database;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  if (pgMode) {
    const { name, url } = await createPgTestDatabase(inject('pgTemplateName'));
    first = await createDatabase({ url });
    second = await createDatabase({ url });
    cleanup = async () => {
      await first.close();
      await second.close();
      await dropPgTestDatabase(name);
    };
  } else {
    const { database, drop } = await createTestDatabase();
    first = second = database;
    cleanup = drop;
  }
});

afterAll(async () => {
  await cleanup?.();
});

beforeEach(async () => {
  await first.db.execute(sql`DELETE FROM jobs`);
  await first.db.execute(sql`DELETE FROM job_schedules`);
});

interface JobRow extends Record<string, unknown> {
  id: number;
  status: string;
  attempts: number;
  last_error: string | null;
  run_at: Date | string;
}

async function jobRows(type: string): Promise<JobRow[]> {
  return queryRows<JobRow>(first.db, sql`SELECT id::int AS id, status, attempts, last_error, run_at FROM jobs WHERE type = ${type} ORDER BY id`);
}

function worker(database: Database, options: Partial<Parameters<typeof createJobWorker>[0]> = {}): JobWorker {
  return createJobWorker({ db: database.db, log: silent, pollMs: 60_000, backoffMs: 0, ...options });
}

describe('job queue', () => {
  it('runs a job once with its payload and marks it done', async () => {
    const queue = createJobQueue(first.db);
    const seen: unknown[] = [];
    const w = worker(first);
    w.work('test.echo', async (payload, ctx) => {
      seen.push({ payload, attempt: ctx.attempt });
    });
    const id = await queue.send('test.echo', { n: 7 });
    expect(await w.drain()).toBe(1);
    expect(await w.drain()).toBe(0);
    expect(seen).toEqual([{ payload: { n: 7 }, attempt: 1 }]);
    expect(await jobRows('test.echo')).toMatchObject([{ id, status: 'done', attempts: 1, last_error: null }]);
  });

  it('retries a failing job with backoff until it succeeds', async () => {
    const queue = createJobQueue(first.db);
    const attempts: number[] = [];
    const w = worker(first);
    w.work('test.flaky', async (_payload, ctx) => {
      attempts.push(ctx.attempt);
      if (ctx.attempt < 3) throw new Error(`falla ${ctx.attempt}`);
    });
    await queue.send('test.flaky');
    await w.drain();
    expect(attempts).toEqual([1, 2, 3]);
    expect(await jobRows('test.flaky')).toMatchObject([{ status: 'done', attempts: 3, last_error: null }]);
  });

  it('waits for the backoff before the next attempt, and gives up after max attempts', async () => {
    const queue = createJobQueue(first.db);
    const w = worker(first, { backoffMs: 60_000 });
    w.work('test.broken', async () => {
      throw new Error('siempre falla');
    });
    await queue.send('test.broken', {}, { maxAttempts: 2 });
    const before = Date.now();
    await w.drain();
    const [retrying] = await jobRows('test.broken');
    expect(retrying).toMatchObject({ status: 'pending', attempts: 1, last_error: 'siempre falla' });
    expect(new Date(retrying!.run_at).getTime()).toBeGreaterThanOrEqual(before + 59_000);
    // Not due yet: nothing runs.
    expect(await w.drain()).toBe(0);
    await first.db.execute(sql`UPDATE jobs SET run_at = now() WHERE type = 'test.broken'`);
    await w.drain();
    expect(await jobRows('test.broken')).toMatchObject([{ status: 'failed', attempts: 2, last_error: 'siempre falla' }]);
    expect(retryDelayMs(1, 10_000)).toBe(10_000);
    expect(retryDelayMs(3, 10_000)).toBe(40_000);
    expect(retryDelayMs(30, 10_000)).toBe(3_600_000);
  });

  it('keeps one pending job per singleton key', async () => {
    const queue = createJobQueue(first.db);
    const a = await queue.send('test.single', {}, { singletonKey: 'k' });
    const b = await queue.send('test.single', {}, { singletonKey: 'k' });
    const c = await queue.send('test.single', {}, { singletonKey: 'other' });
    expect(a).not.toBeNull();
    expect(b).toBeNull();
    expect(c).not.toBeNull();
    expect(await queue.counts()).toMatchObject({ pending: 2, due: 2, running: 0, failed: 0 });
  });

  it('gives a job abandoned by a dead worker (lease over) to another', async () => {
    const queue = createJobQueue(first.db);
    const id = await queue.send('test.orphan');
    await first.db.execute(
      sql`UPDATE jobs SET status = 'running', attempts = 1, locked_by = 'dead', locked_at = now() - interval '1 hour' WHERE id = ${id}`,
    );
    const ran: number[] = [];
    const w = worker(second, { leaseMs: 60_000 });
    w.work('test.orphan', async (_p, ctx) => {
      ran.push(ctx.attempt);
    });
    await w.drain();
    expect(ran).toEqual([2]);
    expect(await jobRows('test.orphan')).toMatchObject([{ status: 'done', attempts: 2 }]);
  });

  it('releases abandoned singleton jobs without breaking the one-pending-per-key rule', async () => {
    const queue = createJobQueue(first.db);
    // A crashed worker left two jobs of one key running; the key was sent again since (pending), and
    // another key has two abandoned jobs and none pending.
    const dead = sql`status = 'running', attempts = 1, locked_by = 'dead', locked_at = now() - interval '1 hour'`;
    const a = await queue.send('test.single', {}, { singletonKey: 'k' });
    await first.db.execute(sql`UPDATE jobs SET ${dead} WHERE id = ${a}`);
    const b = await queue.send('test.single', {}, { singletonKey: 'k' });
    await first.db.execute(sql`UPDATE jobs SET ${dead} WHERE id = ${b}`);
    const pending = await queue.send('test.single', {}, { singletonKey: 'k' });
    const c = await queue.send('test.single', {}, { singletonKey: 'm' });
    await first.db.execute(sql`UPDATE jobs SET ${dead} WHERE id = ${c}`);
    const d = await queue.send('test.single', {}, { singletonKey: 'm' });
    await first.db.execute(sql`UPDATE jobs SET ${dead} WHERE id = ${d}`);
    const plain = await queue.send('test.single');
    await first.db.execute(sql`UPDATE jobs SET ${dead} WHERE id = ${plain}`);

    const ran: number[] = [];
    const w = worker(second, { leaseMs: 60_000 });
    w.work('test.single', async () => {
      ran.push(1);
    });
    await w.drain();

    const rows = await jobRows('test.single');
    const byId = new Map(rows.map((r) => [r.id, r]));
    // Key k: the pending job runs; both abandoned ones are finished as superseded.
    expect(byId.get(Number(a))).toMatchObject({ status: 'failed', last_error: expect.stringContaining('otro trabajo igual ya está en la cola') });
    expect(byId.get(Number(b))).toMatchObject({ status: 'failed' });
    expect(byId.get(Number(pending))).toMatchObject({ status: 'done' });
    // Key m: the first abandoned one comes back and runs, the second is superseded by it.
    expect(byId.get(Number(c))).toMatchObject({ status: 'done', attempts: 2 });
    expect(byId.get(Number(d))).toMatchObject({ status: 'failed' });
    // A job without a key comes back as before.
    expect(byId.get(Number(plain))).toMatchObject({ status: 'done', attempts: 2 });
    expect(ran).toHaveLength(3);
  });

  it('runs each of 60 jobs exactly once under two workers draining at the same time', async () => {
    const queue = createJobQueue(first.db);
    for (let i = 0; i < 60; i++) await queue.send('test.once', { i });
    const runs: Array<{ worker: string; i: number }> = [];
    const make = (database: Database, name: string) => {
      const w = worker(database, { batchSize: 3, workerId: name });
      w.work('test.once', async (payload) => {
        runs.push({ worker: name, i: Number(payload.i) });
        await new Promise((resolve) => setTimeout(resolve, 2));
      });
      return w;
    };
    const [a, b] = [make(first, 'a'), make(second, 'b')];
    const [ranA, ranB] = await Promise.all([a.drain(), b.drain()]);
    expect(ranA + ranB).toBe(60);
    expect(runs.map((r) => r.i).sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    if (pgMode) {
      // Two pools: both workers took part (SKIP LOCKED lets the second pass the first's rows).
      expect(ranA).toBeGreaterThan(0);
      expect(ranB).toBeGreaterThan(0);
    }
    expect(await queue.counts()).toMatchObject({ pending: 0, running: 0, failed: 0 });
  });

  it('enqueues a schedule tick once across two workers, then not before the interval', async () => {
    const ticks: string[] = [];
    const make = (database: Database, name: string) => {
      const w = worker(database, { workerId: name });
      w.work('test.tick', async () => {
        ticks.push(name);
      });
      w.schedule('test.tick', 3_600_000);
      return w;
    };
    const [a, b] = [make(first, 'a'), make(second, 'b')];
    // start() registers the schedule and begins the loop (first round at once).
    await Promise.all([a.start(), b.start()]);
    try {
      await expect.poll(() => ticks.length, { timeout: 5_000 }).toBe(1);
      await Promise.all([a.drain(), b.drain()]);
      expect(ticks).toHaveLength(1);
      const [schedule] = await queryRows<{ every_seconds: number; later: boolean }>(
        first.db,
        sql`SELECT every_seconds, next_run_at > now() + interval '59 minutes' AS later FROM job_schedules WHERE type = 'test.tick'`,
      );
      expect(schedule).toEqual({ every_seconds: 3600, later: true });
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('a worker woken by NOTIFY runs a job sent from another process at once', async () => {
    const { createNotifier } = await import('./pg-notify');
    const notifierA = createNotifier(first);
    const notifierB = pgMode ? createNotifier(second) : notifierA;
    const ran: number[] = [];
    const w = createJobWorker({ db: second.db, log: silent, pollMs: 60_000, notifier: notifierB });
    w.work('test.wake', async (payload) => {
      ran.push(Number(payload.n));
    });
    await w.start();
    try {
      await w.drain();
      const queue = createJobQueue(first.db, notifierA);
      await queue.send('test.wake', { n: 1 });
      await expect.poll(() => ran, { timeout: 5_000 }).toEqual([1]);
    } finally {
      await w.stop();
      await notifierA.close();
      if (notifierB !== notifierA) await notifierB.close();
    }
  });
});
