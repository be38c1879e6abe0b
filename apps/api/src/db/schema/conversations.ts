// Conversations (issue 15; migration 0007_conversations.sql): one thread per event and provider,
// its messages, the provider's quick replies, reports, and each provider's median reply time.
// Read receipts and unread counts come from the per-side `*_last_read_id` (a message is "Visto"
// when its id is at most the other side's last read id); the digest e-mail remembers how far it
// went in `*_digest_through_id`.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamps, tstz } from './columns';
import { userEvents } from './events';
import { providers } from './providers';
import { uploads } from './uploads';
import { users } from './users';

export const conversationThreads = pgTable(
  'conversation_threads',
  {
    id: serial('id').primaryKey(),
    user_event_id: integer('user_event_id')
      .notNull()
      .references(() => userEvents.id, { onDelete: 'cascade' }),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What opened it: 'request' (site request or a message), 'invitation', 'quotation'. */
    origin: text('origin').notNull(),
    last_message_id: integer('last_message_id').notNull().default(0),
    last_message_at: tstz('last_message_at').notNull().defaultNow(),
    last_customer_message_id: integer('last_customer_message_id').notNull().default(0),
    last_provider_message_id: integer('last_provider_message_id').notNull().default(0),
    customer_last_read_id: integer('customer_last_read_id').notNull().default(0),
    provider_last_read_id: integer('provider_last_read_id').notNull().default(0),
    customer_digest_through_id: integer('customer_digest_through_id').notNull().default(0),
    provider_digest_through_id: integer('provider_digest_through_id').notNull().default(0),
    customer_archived_at: tstz('customer_archived_at'),
    provider_archived_at: tstz('provider_archived_at'),
    declined_at: tstz('declined_at'),
    decline_reason: text('decline_reason'),
    /** First message (or request) from the customer: the start of the reply clock. */
    first_customer_at: tstz('first_customer_at'),
    /** Seconds until the provider's first message after first_customer_at. */
    first_reply_seconds: integer('first_reply_seconds'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('conversation_threads_event_provider_key').on(t.user_event_id, t.provider_id),
    index('conversation_threads_customer_idx').on(t.customer_id, t.last_message_at.desc()),
    index('conversation_threads_provider_idx').on(t.provider_id, t.last_message_at.desc()),
    index('conversation_threads_digest_idx')
      .on(t.last_message_at)
      .where(
        sql`${t.last_provider_message_id} > greatest(${t.customer_last_read_id}, ${t.customer_digest_through_id}) OR ${t.last_customer_message_id} > greatest(${t.provider_last_read_id}, ${t.provider_digest_through_id})`,
      ),
    check('conversation_threads_origin_check', sql`${t.origin} IN ('request', 'invitation', 'quotation')`),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: serial('id').primaryKey(),
    thread_id: integer('thread_id')
      .notNull()
      .references(() => conversationThreads.id, { onDelete: 'cascade' }),
    /** Who wrote it, or whose action a system line records. */
    author_role: text('author_role').notNull(),
    author_id: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull().default('text'),
    body: text('body').notNull().default(''),
    attachment_upload_id: integer('attachment_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    attachment_kind: text('attachment_kind'),
    attachment_path: text('attachment_path'),
    attachment_name: text('attachment_name'),
    attachment_thumbnail: text('attachment_thumbnail'),
    created_at: createdAt(),
  },
  (t) => [
    index('conversation_messages_thread_idx').on(t.thread_id, t.id),
    index('conversation_messages_author_recent_idx').on(t.author_id, t.created_at).where(sql`${t.kind} = 'text'`),
    check('conversation_messages_author_role_check', sql`${t.author_role} IN ('customer', 'provider')`),
    check('conversation_messages_kind_check', sql`${t.kind} IN ('text', 'system')`),
    check(
      'conversation_messages_attachment_kind_check',
      sql`${t.attachment_kind} IS NULL OR ${t.attachment_kind} IN ('image', 'file')`,
    ),
    check('conversation_messages_body_length_check', sql`${t.kind} = 'system' OR char_length(${t.body}) <= 2000`),
  ],
);

export const conversationQuickReplies = pgTable(
  'conversation_quick_replies',
  {
    id: serial('id').primaryKey(),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    ...timestamps(),
  },
  (t) => [index('conversation_quick_replies_provider_idx').on(t.provider_id, t.id)],
);

export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: serial('id').primaryKey(),
    thread_id: integer('thread_id')
      .notNull()
      .references(() => conversationThreads.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('conversation_reports_thread_user_key').on(t.thread_id, t.user_id)],
);

/** Each provider's median seconds to the first reply, kept by the writes (search cards, site). */
export const providerResponseTimes = pgTable('provider_response_times', {
  provider_id: integer('provider_id')
    .primaryKey()
    .references(() => providers.id, { onDelete: 'cascade' }),
  median_seconds: integer('median_seconds').notNull(),
  threads: integer('threads').notNull(),
  updated_at: tstz('updated_at').notNull().defaultNow(),
});
