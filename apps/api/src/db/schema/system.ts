// In-app notifications, the mail outbox (sent by nodemailer, or only logged without SMTP) and the
// job queue (lib/job-queue.ts) claimed with SELECT … FOR UPDATE SKIP LOCKED, with its schedules.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamps, tstz } from './columns';
import { JOB_STATUS_VALUES, OUTBOX_STATUS_VALUES, checkIn } from './enums';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** e.g. 'event_published', 'quotation_received', 'quotation_status'. */
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** App path to open, e.g. '/eventos/buscador/12'. */
    link: text('link'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    read_at: tstz('read_at'),
    created_at: createdAt(),
  },
  (t) => [
    index('notifications_user_recent_idx').on(t.user_id, t.created_at.desc().nullsFirst()),
    index('notifications_user_unread_idx')
      .on(t.user_id)
      .where(sql`${t.read_at} IS NULL`),
  ],
);

export interface MailAttachmentJson {
  filename: string;
  content_type: string;
  content_base64: string;
}

export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body'),
    /** Template name, e.g. 'provider_email_code', 'event_published'. */
    template: text('template'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** Files sent with the mail: [{ filename, content_type, content_base64 }] (0009_legal). */
    attachments: jsonb('attachments').$type<MailAttachmentJson[]>().notNull().default([]),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    send_after: tstz('send_after').notNull().defaultNow(),
    sent_at: tstz('sent_at'),
    message_id: text('message_id'),
    created_at: createdAt(),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.send_after, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_to_recent_idx').on(t.to_address, t.created_at.desc().nullsFirst()),
    checkIn('outbox_status_check', 'status', OUTBOX_STATUS_VALUES),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Job kind, e.g. 'notify_event', 'expire_events', 'image_variants'. */
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull().default(5),
    run_at: tstz('run_at').notNull().defaultNow(),
    locked_at: tstz('locked_at'),
    locked_by: text('locked_by'),
    last_error: text('last_error'),
    finished_at: tstz('finished_at'),
    /** At most one pending job per (type, singleton_key): a schedule's tick, a wake-up (0016). */
    singleton_key: text('singleton_key'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('jobs_singleton_idx')
      .on(t.type, t.singleton_key)
      .where(sql`${t.status} = 'pending' AND ${t.singleton_key} IS NOT NULL`),
    index('jobs_finished_idx')
      .on(t.finished_at)
      .where(sql`${t.status} IN ('done', 'failed')`),
    index('jobs_pending_idx')
      .on(t.run_at, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('jobs_running_idx')
      .on(t.locked_at)
      .where(sql`${t.status} = 'running'`),
    checkIn('jobs_status_check', 'status', JOB_STATUS_VALUES),
  ],
);

/** Recurring jobs: the worker that moves next_run_at forward enqueues that tick (0016). */
export const jobSchedules = pgTable(
  'job_schedules',
  {
    type: text('type').primaryKey(),
    every_seconds: integer('every_seconds').notNull(),
    next_run_at: tstz('next_run_at').notNull().defaultNow(),
    updated_at: tstz('updated_at').notNull().defaultNow(),
  },
  () => [check('job_schedules_every_check', sql.raw('"every_seconds" > 0'))],
);
