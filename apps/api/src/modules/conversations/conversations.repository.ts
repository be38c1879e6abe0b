// SQL of the conversations (issue 15). A user's side in a thread: 'customer' when it is the
// event's customer (conversation_threads.customer_id), 'provider' when it owns the thread's provider
// (providers.created_by). Unread = messages of the other side newer than the side's last read id.
import { and, asc, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { ParticipantRole, ThreadFilter } from '@eventos/domain';
import { queryRows, type Db } from '../../db/client';
import { notifySql } from '../../lib/pg-notify';
import {
  conversationMessages,
  conversationQuickReplies,
  conversationReports,
  conversationThreads,
  eventTypes,
  providerResponseTimes,
  providers,
  quotations,
  uploads,
  userEvents,
  users,
} from '../../db/schema';

export type ThreadRow = typeof conversationThreads.$inferSelect;
export type MessageRow = typeof conversationMessages.$inferSelect;

/** A thread with what every view of it needs (names, event, contact columns, participants). */
export interface ThreadAccessRow extends ThreadRow {
  provider_owner_id: number | null;
  provider_company_name: string;
  provider_slug: string;
  provider_email: string | null;
  provider_cellphone: string | null;
  provider_owner_email: string | null;
  customer_first_name: string;
  customer_last_name: string;
  customer_email: string | null;
  event_title: string;
  event_date: string;
  event_status: string;
}

const ownerUsers = sql`owner_user`;

export async function findThreadAccess(db: Db, threadId: number): Promise<ThreadAccessRow | undefined> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT t.*, p.created_by AS provider_owner_id, p.company_name AS provider_company_name, p.slug AS provider_slug,
          p.email AS provider_email, p.cellphone AS provider_cellphone, ${ownerUsers}.email AS provider_owner_email,
          c.first_name AS customer_first_name, c.last_name AS customer_last_name, c.email AS customer_email,
          et.type_name AS event_title, e.event_date::text AS event_date, e.status AS event_status
        FROM ${conversationThreads} t
        JOIN ${providers} p ON p.id = t.provider_id
        LEFT JOIN ${users} ${ownerUsers} ON ${ownerUsers}.id = p.created_by
        JOIN ${users} c ON c.id = t.customer_id
        JOIN ${userEvents} e ON e.id = t.user_event_id
        JOIN ${eventTypes} et ON et.id = e.event_type_id
        WHERE t.id = ${threadId}`,
  );
  return row ? normalizeThread(row) : undefined;
}

const DATE_COLUMNS = [
  'last_message_at',
  'customer_archived_at',
  'provider_archived_at',
  'declined_at',
  'first_customer_at',
  'created_at',
] as const;
const NUMBER_COLUMNS = [
  'id',
  'user_event_id',
  'provider_id',
  'customer_id',
  'last_message_id',
  'last_customer_message_id',
  'last_provider_message_id',
  'customer_last_read_id',
  'provider_last_read_id',
  'customer_digest_through_id',
  'provider_digest_through_id',
] as const;

/** Raw rows (queryRows) come back with strings on node-postgres for some types: one shape. */
function normalizeThread(row: Record<string, unknown>): ThreadAccessRow {
  const out: Record<string, unknown> = { ...row };
  for (const c of DATE_COLUMNS) out[c] = row[c] == null ? null : new Date(row[c] as string);
  for (const c of NUMBER_COLUMNS) out[c] = Number(row[c]);
  out.first_reply_seconds = row.first_reply_seconds == null ? null : Number(row.first_reply_seconds);
  out.provider_owner_id = row.provider_owner_id == null ? null : Number(row.provider_owner_id);
  return out as unknown as ThreadAccessRow;
}

export async function findThreadByEventProvider(db: Db, eventId: number, providerId: number): Promise<ThreadRow | undefined> {
  const [row] = await db
    .select()
    .from(conversationThreads)
    .where(and(eq(conversationThreads.user_event_id, eventId), eq(conversationThreads.provider_id, providerId)))
    .limit(1);
  return row;
}

/** Inserts the thread or returns the existing one (unique event × provider), locked for update. */
export async function ensureThreadRow(
  tx: Db,
  values: { user_event_id: number; provider_id: number; customer_id: number; origin: string },
): Promise<ThreadRow> {
  await tx.insert(conversationThreads).values(values).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(conversationThreads)
    .where(
      and(eq(conversationThreads.user_event_id, values.user_event_id), eq(conversationThreads.provider_id, values.provider_id)),
    )
    .for('update')
    .limit(1);
  return row!;
}

export async function lockThread(tx: Db, threadId: number): Promise<ThreadRow | undefined> {
  const [row] = await tx.select().from(conversationThreads).where(eq(conversationThreads.id, threadId)).for('update').limit(1);
  return row;
}

export type NewMessage = typeof conversationMessages.$inferInsert;

export async function insertMessage(tx: Db, values: NewMessage): Promise<MessageRow> {
  const [row] = await tx.insert(conversationMessages).values(values).returning();
  return row!;
}

export async function updateThread(tx: Db, threadId: number, set: Partial<typeof conversationThreads.$inferInsert>): Promise<void> {
  await tx.update(conversationThreads).set(set).where(eq(conversationThreads.id, threadId));
}

/** Recomputes the provider's median seconds to first reply (one row per provider). */
export async function refreshProviderResponseTime(tx: Db, providerId: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ${providerResponseTimes} (provider_id, median_seconds, threads, updated_at)
    SELECT provider_id, round(percentile_cont(0.5) WITHIN GROUP (ORDER BY first_reply_seconds))::int, count(*), now()
      FROM ${conversationThreads}
     WHERE provider_id = ${providerId} AND first_reply_seconds IS NOT NULL
     GROUP BY provider_id
    ON CONFLICT (provider_id) DO UPDATE
      SET median_seconds = excluded.median_seconds, threads = excluded.threads, updated_at = excluded.updated_at`);
}

/** Median minutes to first reply of several providers (rounded up: "menos de 2 horas" stays honest). */
export async function loadResponseMinutes(db: Db, providerIds: readonly number[]): Promise<Map<number, number | null>> {
  const ids = [...new Set(providerIds)];
  const out = new Map<number, number | null>(ids.map((id) => [id, null]));
  if (ids.length === 0) return out;
  const rows = await db
    .select({ provider_id: providerResponseTimes.provider_id, median_seconds: providerResponseTimes.median_seconds })
    .from(providerResponseTimes)
    .where(sql`${providerResponseTimes.provider_id} = ANY(${`{${ids.join(',')}}`}::int[])`);
  for (const r of rows) out.set(r.provider_id, Math.ceil(r.median_seconds / 60));
  return out;
}

export async function countRecentMessagesBy(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.author_id, userId),
        eq(conversationMessages.kind, 'text'),
        gt(conversationMessages.created_at, since),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function findMessage(db: Db, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(conversationMessages).where(eq(conversationMessages.id, id)).limit(1);
  return row;
}

/** Messages of a thread in ascending id order: after `after`, or the page before `before`, or the latest. */
export async function listMessages(
  db: Db,
  threadId: number,
  q: { after?: number; before?: number; limit: number },
): Promise<MessageRow[]> {
  const conds: SQL[] = [eq(conversationMessages.thread_id, threadId)];
  if (q.after !== undefined) {
    conds.push(gt(conversationMessages.id, q.after));
    return db.select().from(conversationMessages).where(and(...conds)).orderBy(asc(conversationMessages.id)).limit(q.limit);
  }
  if (q.before !== undefined) conds.push(lt(conversationMessages.id, q.before));
  const rows = await db
    .select()
    .from(conversationMessages)
    .where(and(...conds))
    .orderBy(desc(conversationMessages.id))
    .limit(q.limit);
  return rows.reverse();
}

/** The caller's side as SQL: customer when customer_id is the user, else provider. */
const side = (userId: number) => sql`CASE WHEN t.customer_id = ${userId} THEN 'customer' ELSE 'provider' END`;
const myLastRead = (userId: number) =>
  sql`CASE WHEN t.customer_id = ${userId} THEN t.customer_last_read_id ELSE t.provider_last_read_id END`;
const myArchivedAt = (userId: number) =>
  sql`CASE WHEN t.customer_id = ${userId} THEN t.customer_archived_at ELSE t.provider_archived_at END`;
const mine = (userId: number) =>
  sql`(t.customer_id = ${userId} OR t.provider_id IN (SELECT id FROM ${providers} WHERE created_by = ${userId}))`;
const unreadOf = (userId: number) => sql`(SELECT count(*) FROM ${conversationMessages} m
    WHERE m.thread_id = t.id AND m.id > ${myLastRead(userId)} AND m.author_role <> ${side(userId)})`;

export interface ThreadListRow extends Record<string, unknown> {
  id: number;
  role: ParticipantRole;
  origin: string;
  event_id: number;
  event_title: string;
  event_date: string;
  counterpart_name: string;
  counterpart_slug: string | null;
  last_body: string | null;
  last_kind: string | null;
  last_author: string | null;
  last_attachment_name: string | null;
  last_created_at: string | Date | null;
  unread: number | string;
  archived: boolean;
  declined: boolean;
  last_message_at: string | Date;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The user's threads, newest first, with filters and search by name (counterpart or event type). */
export async function listThreads(
  db: Db,
  userId: number,
  q: { filter: ThreadFilter; q?: string; limit: number; offset: number },
): Promise<{ rows: ThreadListRow[]; total: number }> {
  const conds: SQL[] = [mine(userId)];
  if (q.filter === 'archived') conds.push(sql`${myArchivedAt(userId)} IS NOT NULL`);
  else conds.push(sql`${myArchivedAt(userId)} IS NULL`);
  if (q.filter === 'unread') conds.push(sql`${unreadOf(userId)} > 0`);
  const counterpart = sql`CASE WHEN t.customer_id = ${userId} THEN p.company_name ELSE trim(c.first_name || ' ' || c.last_name) END`;
  if (q.q) {
    const pattern = `%${escapeLike(q.q)}%`;
    conds.push(
      sql`(f_unaccent(${counterpart}) ILIKE f_unaccent(${pattern}) OR f_unaccent(et.type_name) ILIKE f_unaccent(${pattern}))`,
    );
  }
  const where = sql.join(conds, sql` AND `);
  const from = sql`FROM ${conversationThreads} t
      JOIN ${providers} p ON p.id = t.provider_id
      JOIN ${users} c ON c.id = t.customer_id
      JOIN ${userEvents} e ON e.id = t.user_event_id
      JOIN ${eventTypes} et ON et.id = e.event_type_id`;
  const [rows, [count]] = await Promise.all([
    queryRows<ThreadListRow>(
      db,
      sql`SELECT t.id, ${side(userId)} AS role, t.origin, e.id AS event_id, et.type_name AS event_title,
            e.event_date::text AS event_date, ${counterpart} AS counterpart_name,
            CASE WHEN t.customer_id = ${userId} THEN p.slug ELSE NULL END AS counterpart_slug,
            lm.body AS last_body, lm.kind AS last_kind, lm.author_role AS last_author,
            lm.attachment_name AS last_attachment_name, lm.created_at AS last_created_at,
            ${unreadOf(userId)} AS unread, ${myArchivedAt(userId)} IS NOT NULL AS archived,
            t.declined_at IS NOT NULL AS declined, t.last_message_at
          ${from}
          LEFT JOIN ${conversationMessages} lm ON lm.id = t.last_message_id
          WHERE ${where}
          ORDER BY t.last_message_at DESC, t.id DESC
          LIMIT ${q.limit} OFFSET ${q.offset}`,
    ),
    queryRows<{ n: number | string }>(db, sql`SELECT count(*) AS n ${from} WHERE ${where}`),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Unread messages (and threads with some) over every non-archived thread of the user. */
export async function countUnread(db: Db, userId: number): Promise<{ count: number; threads: number }> {
  const [row] = await queryRows<{ messages: number | string; threads: number | string }>(
    db,
    sql`SELECT count(*) AS messages, count(DISTINCT t.id) AS threads
          FROM ${conversationThreads} t
          JOIN ${conversationMessages} m ON m.thread_id = t.id
         WHERE ${mine(userId)} AND ${myArchivedAt(userId)} IS NULL
           AND m.id > ${myLastRead(userId)} AND m.author_role <> ${side(userId)}`,
  );
  return { count: Number(row?.messages ?? 0), threads: Number(row?.threads ?? 0) };
}

export async function countUnreadInThread(db: Db, threadId: number, role: ParticipantRole, lastRead: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.thread_id, threadId),
        gt(conversationMessages.id, lastRead),
        sql`${conversationMessages.author_role} <> ${role}`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** The provider's quotation for the thread's event, if any (status and whether it was accepted). */
export async function findThreadQuotation(
  db: Db,
  eventId: number,
  providerId: number,
): Promise<{ id: number; status: string; accepted_at: Date | null } | undefined> {
  const [row] = await db
    .select({ id: quotations.id, status: quotations.status, accepted_at: quotations.accepted_at })
    .from(quotations)
    .where(and(eq(quotations.user_event_id, eventId), eq(quotations.provider_id, providerId)))
    .limit(1);
  return row;
}

export async function hasReported(db: Db, threadId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: conversationReports.id })
    .from(conversationReports)
    .where(and(eq(conversationReports.thread_id, threadId), eq(conversationReports.user_id, userId)))
    .limit(1);
  return Boolean(row);
}

/** Inserts the report once; true when it was new. */
export async function insertReport(db: Db, threadId: number, userId: number, reason: string): Promise<boolean> {
  const rows = await db
    .insert(conversationReports)
    .values({ thread_id: threadId, user_id: userId, reason })
    .onConflictDoNothing()
    .returning({ id: conversationReports.id });
  return rows.length > 0;
}

// ── Quick replies ──────────────────────────────────────────────────────────────

export type QuickReplyRow = typeof conversationQuickReplies.$inferSelect;

export function listQuickReplies(db: Db, providerId: number): Promise<QuickReplyRow[]> {
  return db
    .select()
    .from(conversationQuickReplies)
    .where(eq(conversationQuickReplies.provider_id, providerId))
    .orderBy(asc(conversationQuickReplies.id));
}

export async function findQuickReply(db: Db, id: number): Promise<QuickReplyRow | undefined> {
  const [row] = await db.select().from(conversationQuickReplies).where(eq(conversationQuickReplies.id, id)).limit(1);
  return row;
}

export async function countQuickReplies(db: Db, providerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(conversationQuickReplies)
    .where(eq(conversationQuickReplies.provider_id, providerId));
  return Number(row?.n ?? 0);
}

export async function insertQuickReply(db: Db, providerId: number, title: string, body: string): Promise<QuickReplyRow> {
  const [row] = await db.insert(conversationQuickReplies).values({ provider_id: providerId, title, body }).returning();
  return row!;
}

export async function updateQuickReply(db: Db, id: number, title: string, body: string): Promise<QuickReplyRow> {
  const [row] = await db
    .update(conversationQuickReplies)
    .set({ title, body })
    .where(eq(conversationQuickReplies.id, id))
    .returning();
  return row!;
}

export async function deleteQuickReply(db: Db, id: number): Promise<void> {
  await db.delete(conversationQuickReplies).where(eq(conversationQuickReplies.id, id));
}

/** The provider a user owns (providers.created_by), or null. */
export async function findOwnedProviderId(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.created_by, userId))
    .orderBy(asc(providers.id))
    .limit(1);
  return row?.id ?? null;
}

/** NOTIFY on `channel`, heard by the listeners when the transaction commits (lib/pg-notify.ts). */
export async function notifyOnCommit(tx: Db, channel: string, payload: unknown): Promise<void> {
  await tx.execute(notifySql(channel, payload));
}

export async function findProviderOwnerId(db: Db, providerId: number): Promise<number | null> {
  const [row] = await db.select({ id: providers.created_by }).from(providers).where(eq(providers.id, providerId)).limit(1);
  return row?.id ?? null;
}

export type UploadRow = typeof uploads.$inferSelect;

/** An upload of the user (null when it is someone else's or does not exist). */
export async function findUserUpload(db: Db, uploadId: number, userId: number): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.user_id, userId)))
    .limit(1);
  return row ?? null;
}

export async function findEventForThread(db: Db, eventId: number) {
  const [event] = await db
    .select({ id: userEvents.id, user_id: userEvents.user_id, status: userEvents.status, event_date: userEvents.event_date })
    .from(userEvents)
    .where(eq(userEvents.id, eventId))
    .limit(1);
  return event ?? null;
}

export async function findProviderForThread(db: Db, providerId: number) {
  const [provider] = await db
    .select({ id: providers.id, created_by: providers.created_by })
    .from(providers)
    .where(eq(providers.id, providerId))
    .limit(1);
  return provider ?? null;
}

/** The names a system line shows: the event's customer, the provider, the event type and date. */
export async function findThreadNames(db: Db, eventId: number, providerId: number) {
  const [row] = await db
    .select({
      customer_id: userEvents.user_id,
      customer: users.first_name,
      provider: providers.company_name,
      event_title: eventTypes.type_name,
      event_date: userEvents.event_date,
    })
    .from(userEvents)
    .innerJoin(users, eq(users.id, userEvents.user_id))
    .innerJoin(eventTypes, eq(eventTypes.id, userEvents.event_type_id))
    .innerJoin(providers, eq(providers.id, providerId))
    .where(eq(userEvents.id, eventId))
    .limit(1);
  return row;
}

export async function findQuotationForThread(db: Db, quotationId: number) {
  const [q] = await db
    .select({
      event_id: quotations.user_event_id,
      provider_id: quotations.provider_id,
      version: quotations.version,
      total_cents: quotations.total_cents,
      currency: quotations.currency,
    })
    .from(quotations)
    .where(eq(quotations.id, quotationId))
    .limit(1);
  return q;
}

const pendingFor = (side: ParticipantRole) =>
  side === 'customer'
    ? sql`${conversationThreads.last_provider_message_id} > greatest(${conversationThreads.customer_last_read_id}, ${conversationThreads.customer_digest_through_id})`
    : sql`${conversationThreads.last_customer_message_id} > greatest(${conversationThreads.provider_last_read_id}, ${conversationThreads.provider_digest_through_id})`;

/** Threads where a side has messages past both its read mark and its digest mark, locked (SKIP LOCKED). */
export async function lockDigestCandidates(tx: Db, limit: number): Promise<{ id: number }[]> {
  return tx
    .select({ id: conversationThreads.id })
    .from(conversationThreads)
    .where(sql`(${pendingFor('customer')}) OR (${pendingFor('provider')})`)
    .orderBy(asc(conversationThreads.last_message_at))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The thread's messages by `author` after `afterId`, oldest first. */
export async function listMessagesFrom(db: Db, threadId: number, author: ParticipantRole, afterId: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.thread_id, threadId),
        eq(conversationMessages.author_role, author),
        gt(conversationMessages.id, afterId),
      ),
    )
    .orderBy(asc(conversationMessages.id));
}
