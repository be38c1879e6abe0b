// Outgoing e-mail through the outbox table: modules call queueMail() (one INSERT, inside their
// transaction if they like); the outbox worker sends pending rows with nodemailer over SMTP_URL.
// Without SMTP_URL the rows are written to the log and marked 'logged' (development, tests).
import { EventEmitter } from 'node:events';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import type { ModuleDeps } from '../../plugins/module-deps';
import { claimOutboxRows, insertOutboxRow, markOutboxRow as mark, type MailMessage } from './mail.repository';

export type { MailMessage } from './mail.repository';

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

/** Queues a mail (one INSERT, in the caller's transaction when `db` is one); returns its outbox id. */
export async function queueMail(db: Pick<Db, 'insert'>, message: MailMessage): Promise<number> {
  const id = await insertOutboxRow(db, message);
  mailEvents.emit('queued');
  return id;
}

export function createTransport(smtpUrl: string | undefined): Transporter | null {
  return smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
}

export interface SendOptions {
  transport: Transporter | null;
  from: string;
  logger: MailLogger;
  batchSize?: number;
}

/** Sends (or logs) every due row; returns how many rows were handled. */
export async function sendPendingMail({ db }: Pick<ModuleDeps, 'db'>, options: SendOptions): Promise<number> {
  const rows = await claimOutboxRows(db, options.batchSize ?? 20, new Date(Date.now() + LEASE_MS));
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
