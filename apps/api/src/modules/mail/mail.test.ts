// Mail: the outbox (queueMail), sending over real SMTP (a local smtp-server), logging without
// SMTP_URL, retries with back-off (the job that runs it: background/jobs.test.ts).
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import { createTestDatabase } from '../../test/helper';
import { MAX_ATTEMPTS, createTransport, queueMail, sendPendingMail, type MailLogger } from './mailer';

let database: Database;
let drop: () => Promise<void>;
let smtp: SMTPServer;
let smtpPort = 0;
let rejectAll = false;
const received: Array<{ to: string[]; raw: string }> = [];
const logs: Array<{ obj: object; msg?: string }> = [];
const logger: MailLogger = {
  info: (obj, msg) => logs.push({ obj, msg }),
  warn: (obj, msg) => logs.push({ obj, msg }),
  error: (obj, msg) => logs.push({ obj, msg }),
};

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      callback(
        rejectAll ? Object.assign(new Error('Buzón no disponible'), { responseCode: 550 }) : undefined,
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as { port: number }).port;
});

afterAll(async () => {
  if (smtp) await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await drop?.();
});

const row = async (id: number) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0];

describe('outbox', () => {
  it('queues a row that stays pending until a worker runs', async () => {
    const id = await queueMail(database.db, {
      to: 'ana@example.com',
      subject: 'Hola',
      text: 'Texto',
      template: 'test',
    });
    expect(await row(id)).toMatchObject({
      status: 'pending',
      attempts: 0,
      to_address: 'ana@example.com',
      template: 'test',
    });
  });

  it('without SMTP_URL the mail is written to the log and marked logged', async () => {
    const id = await queueMail(database.db, {
      to: 'log@example.com',
      subject: 'Código',
      text: 'Tu código es 123456',
    });
    await sendPendingMail({ db: database.db }, {
      transport: null,
      from: 'Eventos Perú <no-responder@eventosperu.pe>',
      logger,
    });
    expect(await row(id)).toMatchObject({ status: 'logged', attempts: 1 });
    expect(logs.some((l) => (l.obj as { mailId?: number }).mailId === id)).toBe(true);
  });

  it('sends over SMTP with nodemailer (UTF-8 subject, text and HTML)', async () => {
    const id = await queueMail(database.db, {
      to: 'rosa@example.com',
      subject: 'Tu cotización está lista ✔',
      text: 'Señora Rosa: revise su cotización.',
      html: '<p>Señora Rosa: revise su cotización.</p>',
    });
    const transport = createTransport(`smtp://127.0.0.1:${smtpPort}`);
    await sendPendingMail({ db: database.db }, {
      transport,
      from: 'Eventos Perú <no-responder@eventosperu.pe>',
      logger,
    });
    const sent = await row(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sent?.message_id).toBeTruthy();
    const mail = received.find((m) => m.to.includes('rosa@example.com'));
    expect(mail?.raw).toContain('Subject: =?UTF-8?');
    expect(mail?.raw).toContain('multipart/alternative');
  });

  it('retries with back-off and gives up after MAX_ATTEMPTS', async () => {
    rejectAll = true;
    try {
      const id = await queueMail(database.db, { to: 'nadie@example.com', subject: 'X', text: 'Y' });
      const transport = createTransport(`smtp://127.0.0.1:${smtpPort}`);
      await sendPendingMail({ db: database.db }, { transport, from: 'a@b.pe', logger });
      const first = await row(id);
      expect(first).toMatchObject({ status: 'pending', attempts: 1 });
      expect(first!.send_after.getTime()).toBeGreaterThan(Date.now());
      expect(first!.last_error).toBeTruthy();
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
        await database.db
          .update(outbox)
          .set({ send_after: new Date(Date.now() - 1000) })
          .where(eq(outbox.id, id));
        await sendPendingMail({ db: database.db }, { transport, from: 'a@b.pe', logger });
      }
      expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    } finally {
      rejectAll = false;
    }
  });
});
