// The worker role inside an API process (RUN_JOBS=true): every scheduled job runs at start on the
// queue, and a queued mail goes out through the 'mail.outbox' job.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { queueMail } from '../modules/mail';
import { createTestApp, type TestApp } from '../test/helper';
import { JOB } from './jobs';
import { purgeFinishedJobs } from './purge-jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RUN_JOBS: 'true' } });
});
afterAll(async () => {
  await t?.close();
});

describe('background jobs (RUN_JOBS=true)', () => {
  it('registers every schedule and runs each job once at start', async () => {
    const scheduled = [JOB.mailOutbox, JOB.eventsExpire, JOB.plansExpire, JOB.uploadsSweep, JOB.unreadDigest, JOB.reviewReminders, JOB.purge];
    await expect
      .poll(
        async () =>
          (await queryRows<{ type: string }>(t.app.db, sql`SELECT DISTINCT type FROM jobs WHERE status = 'done' ORDER BY type`)).map(
            (r) => r.type,
          ),
        { timeout: 15_000 },
      )
      .toEqual([...scheduled].sort());
    const schedules = await queryRows<{ type: string }>(t.app.db, sql`SELECT type FROM job_schedules ORDER BY type`);
    expect(schedules.map((s) => s.type)).toEqual([...scheduled].sort());
    expect(await t.app.jobs.counts()).toMatchObject({ failed: 0 });
  });

  it('sends a queued mail through the mail.outbox job', async () => {
    const id = await queueMail(t.app.db, { to: 'cola@example.com', subject: 'Prueba', text: 'Hola' });
    await t.app.jobs.send(JOB.mailOutbox, {}, { singletonKey: 'wake' });
    await expect
      .poll(async () => (await queryRows<{ status: string }>(t.app.db, sql`SELECT status FROM outbox WHERE id = ${id}`))[0]?.status, {
        timeout: 10_000,
      })
      .toBe('logged');
  });

  it('purges done jobs after a day and failed ones after 14 days', async () => {
    await t.app.db.execute(sql`INSERT INTO jobs (type, status, finished_at) VALUES
      ('test.old-done', 'done', now() - interval '25 hours'), ('test.new-done', 'done', now() - interval '1 hour'),
      ('test.old-failed', 'failed', now() - interval '15 days'), ('test.new-failed', 'failed', now() - interval '2 days')`);
    expect(await purgeFinishedJobs(t.app.db)).toBeGreaterThanOrEqual(2);
    const left = await queryRows<{ type: string }>(t.app.db, sql`SELECT type FROM jobs WHERE type LIKE 'test.%' ORDER BY type`);
    expect(left.map((r) => r.type)).toEqual(['test.new-done', 'test.new-failed']);
  });
});
