// Every background job of the app, on the job queue (lib/job-queue.ts), run by the worker role:
// `npm run worker` (worker.ts) next to API processes started with RUN_JOBS=false, or inside the
// API process (RUN_JOBS=true, the default, e.g. the embedded PGlite mode). Each handler is
// idempotent: a job may run again after a crash, never twice at the same time.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createJobWorker, type JobWorker } from '../lib/job-queue';
import type { Notifier } from '../lib/pg-notify';
import type { Storage } from '../storage';
import { IMAGE_VARIANTS_JOB, makeImageVariants, ORPHAN_SWEEP_INTERVAL_MS, sweepOrphanUploads } from '../modules/cdn';
import { sendUnreadDigests, UNREAD_DIGEST_INTERVAL_MS } from '../modules/conversations';
import { EXPIRE_EVENTS_INTERVAL_MS, expireEvents } from '../modules/events';
import { createTransport, mailEvents, sendPendingMail } from '../modules/mail';
import { EXPIRE_PLANS_INTERVAL_MS, expireBusinessPlans } from '../modules/providers';
import { REVIEW_REMINDER_INTERVAL_MS, sendReviewReminders } from '../modules/reviews';
import { purgeFinishedJobs, PURGE_JOBS_INTERVAL_MS } from './purge-jobs';

/** Job types (also the `type` column and the metrics label). */
export const JOB = {
  mailOutbox: 'mail.outbox',
  eventsExpire: 'events.expire',
  plansExpire: 'plans.expire',
  uploadsSweep: 'uploads.sweep-orphans',
  unreadDigest: 'conversations.unread-digest',
  reviewReminders: 'reviews.reminders',
  imageVariants: IMAGE_VARIANTS_JOB,
  purge: 'jobs.purge',
} as const;

/** The outbox is also polled this often (mail queued by a transaction that had not committed yet, retries). */
export const MAIL_OUTBOX_INTERVAL_MS = 5_000;

export interface BackgroundDeps {
  db: Db;
  storage: Storage;
  config: Config;
  log: FastifyBaseLogger;
  notifier?: Notifier;
  /** Worker tuning (tests). */
  pollMs?: number;
}

/** A worker with every job and schedule registered (not started). */
export function createBackgroundWorker(deps: BackgroundDeps): JobWorker {
  const { db, storage, config, log } = deps;
  const worker = createJobWorker({ db, log, notifier: deps.notifier, pollMs: deps.pollMs });
  const transport = createTransport(config.SMTP_URL);

  worker.work(JOB.mailOutbox, async (_payload, ctx) => {
    let handled: number;
    do {
      handled = await sendPendingMail({ db }, { transport, from: config.MAIL_FROM, logger: log });
    } while (handled > 0 && !ctx.signal.aborted);
  });
  worker.schedule(JOB.mailOutbox, MAIL_OUTBOX_INTERVAL_MS);

  worker.work(JOB.eventsExpire, async () => {
    const expired = await expireEvents(db);
    if (expired > 0) log.info({ expired }, 'Eventos marcados como expirados');
  });
  worker.schedule(JOB.eventsExpire, EXPIRE_EVENTS_INTERVAL_MS);

  worker.work(JOB.plansExpire, async () => {
    const expired = await expireBusinessPlans(db);
    if (expired > 0) log.info({ expired }, 'Planes Business vencidos: vuelven a Básico');
  });
  worker.schedule(JOB.plansExpire, EXPIRE_PLANS_INTERVAL_MS);

  worker.work(JOB.uploadsSweep, async (_payload, ctx) => {
    const graceHours = config.UPLOAD_ORPHAN_GRACE_HOURS;
    const swept = await sweepOrphanUploads({ db, storage, log }, { graceHours, signal: ctx.signal });
    if (swept > 0) log.info({ swept, graceHours }, 'Subidas sin usar eliminadas');
  });
  worker.schedule(JOB.uploadsSweep, ORPHAN_SWEEP_INTERVAL_MS);

  worker.work(JOB.unreadDigest, async () => {
    await sendUnreadDigests({ db, config });
  });
  worker.schedule(JOB.unreadDigest, UNREAD_DIGEST_INTERVAL_MS);

  worker.work(JOB.reviewReminders, async () => {
    const sent = await sendReviewReminders({ db, config });
    if (sent > 0) log.info({ sent }, 'Recordatorios de reseña enviados');
  });
  worker.schedule(JOB.reviewReminders, REVIEW_REMINDER_INTERVAL_MS);

  worker.work(JOB.imageVariants, async (payload) => {
    await makeImageVariants({ db, storage }, payload);
  });

  worker.work(JOB.purge, async () => {
    await purgeFinishedJobs(db);
  });
  worker.schedule(JOB.purge, PURGE_JOBS_INTERVAL_MS);

  return worker;
}

/** In this process, a queued mail wakes the outbox job at once (in any worker, through NOTIFY). */
export function wakeOutboxOnMail(send: (type: string, payload: Record<string, unknown>, opts: { singletonKey: string }) => Promise<unknown>): () => void {
  const onQueued = () => void send(JOB.mailOutbox, {}, { singletonKey: 'wake' }).catch(() => undefined);
  mailEvents.on('queued', onQueued);
  return () => mailEvents.off('queued', onQueued);
}
