// Outgoing e-mail through the outbox table: modules call queueMail() (one INSERT, inside their
// transaction if they like); the outbox worker sends pending rows with nodemailer over SMTP_URL.
// Without SMTP_URL the rows are written to the log and marked 'logged' (development, tests).
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { outbox, type MailAttachmentJson } from '../../db/schema';

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

export interface MailLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const MAX_ATTEMPTS = 5;
/** How long a row stays claimed by one worker before another may retry it. */
const LEASE_MS = 10 * 60 * 1000;

/** Emits 'queued' when a mail is queued in this process, so the worker sends it right away. */
export const mailEvents = new EventEmitter();

type Queryable = Pick<Db, 'insert'>;

export async function queueMail(db: Queryable, message: MailMessage): Promise<number> {
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
  mailEvents.emit('queued');
  return row?.id ?? 0;
}

export function createTransport(smtpUrl: string | undefined): Transporter | null {
  return smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
}

interface ClaimedRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  template: string | null;
  attempts: number;
  attachments: MailAttachmentJson[] | null;
}

/** Claims up to `limit` due rows (pending, or 'sending' whose lease ran out) for this worker. */
async function claim(db: Db, limit: number): Promise<ClaimedRow[]> {
  const leaseUntil = new Date(Date.now() + LEASE_MS);
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

async function mark(db: Db, id: number, values: Partial<typeof outbox.$inferInsert>): Promise<void> {
  await db
    .update(outbox)
    .set(values)
    .where(sql`${outbox.id} = ${id}`);
}

export interface SendOptions {
  transport: Transporter | null;
  from: string;
  logger: MailLogger;
  batchSize?: number;
}

/** Sends (or logs) every due row; returns how many rows were handled. */
export async function sendPendingMail(db: Db, options: SendOptions): Promise<number> {
  const rows = await claim(db, options.batchSize ?? 20);
  for (const row of rows) {
    if (!options.transport) {
      options.logger.info(
        {
          mailId: row.id,
          to: row.to_address,
          subject: row.subject,
          template: row.template,
          text: row.text_body,
          attachments: (row.attachments ?? []).map((a) => a.filename),
        },
        'Correo registrado (sin SMTP_URL)',
      );
      await mark(db, row.id, { status: 'logged', sent_at: new Date(), last_error: null });
      continue;
    }
    try {
      const info = await options.transport.sendMail({
        from: options.from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        ...(row.html_body ? { html: row.html_body } : {}),
        ...(row.attachments?.length
          ? {
              attachments: row.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.content_type,
                content: Buffer.from(a.content_base64, 'base64'),
              })),
            }
          : {}),
      });
      await mark(db, row.id, {
        status: 'sent',
        sent_at: new Date(),
        message_id: info.messageId ?? null,
        last_error: null,
      });
    } catch (err) {
      const failed = row.attempts >= MAX_ATTEMPTS;
      const retryInMs = Math.min(60 * 60 * 1000, 30_000 * 2 ** (row.attempts - 1));
      options.logger.warn({ err, mailId: row.id, attempts: row.attempts }, 'No se pudo enviar el correo');
      await mark(db, row.id, {
        status: failed ? 'failed' : 'pending',
        last_error: String((err as Error)?.message ?? err).slice(0, 1000),
        send_after: new Date(Date.now() + retryInMs),
      });
    }
  }
  return rows.length;
}
