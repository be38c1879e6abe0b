// SQL of the mail outbox: queueing a row, claiming due rows for one worker (FOR UPDATE SKIP
// LOCKED, with a lease), recording what happened to each; and where a provider is written to.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox, providers, users, type MailAttachmentJson } from '../../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Template name for support and tests, e.g. 'provider_email_code'. */
  template?: string | null;
  payload?: Record<string, unknown>;
  /** Send no earlier than this. */
  sendAfter?: Date;
  /** Files attached to the mail (e.g. a Libro de Reclamaciones sheet as PDF). */
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }>;
}

export async function insertOutboxRow(db: Pick<Db, 'insert'>, message: MailMessage): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({
      to_address: message.to.trim(),
      subject: message.subject,
      text_body: message.text,
      html_body: message.html ?? null,
      template: message.template ?? null,
      payload: message.payload ?? {},
      attachments: (message.attachments ?? []).map((a) => ({
        filename: a.filename,
        content_type: a.contentType,
        content_base64: a.content.toString('base64'),
      })),
      ...(message.sendAfter ? { send_after: message.sendAfter } : {}),
    })
    .returning({ id: outbox.id });
  return row?.id ?? 0;
}

export interface ClaimedRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  template: string | null;
  attempts: number;
  attachments: MailAttachmentJson[] | null;
}

/** Claims up to `limit` due rows (pending, or 'sending' whose lease ran out) until `leaseUntil`. */
export async function claimOutboxRows(db: Db, limit: number, leaseUntil: Date): Promise<ClaimedRow[]> {
  const result = await db.execute(sql`
    UPDATE ${outbox} SET status = 'sending', attempts = ${outbox.attempts} + 1, send_after = ${leaseUntil.toISOString()}
    WHERE ${outbox.id} IN (
      SELECT ${outbox.id} FROM ${outbox}
      WHERE ${outbox.status} IN ('pending', 'sending') AND ${outbox.send_after} <= now()
      ORDER BY ${outbox.send_after}, ${outbox.id}
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, to_address, subject, text_body, html_body, template, attempts, attachments`);
  return (result as unknown as { rows: ClaimedRow[] }).rows;
}

export async function markOutboxRow(db: Db, id: number, values: Partial<typeof outbox.$inferInsert>): Promise<void> {
  await db
    .update(outbox)
    .set(values)
    .where(sql`${outbox.id} = ${id}`);
}

/** A provider's addresses: its contact e-mail and its owner's (each caller picks which comes first). */
export async function findProviderAddresses(
  db: Pick<Db, 'select'>,
  providerId: number,
): Promise<{ email: string | null; owner_email: string | null } | null> {
  const [row] = await db
    .select({ email: providers.email, owner_email: users.email })
    .from(providers)
    .leftJoin(users, eq(users.id, providers.created_by))
    .where(eq(providers.id, providerId))
    .limit(1);
  return row ?? null;
}
