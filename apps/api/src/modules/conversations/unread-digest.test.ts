// The unread digest e-mail (issue 15), received by a local SMTP server: one mail gathers every
// message unread for 10 minutes across threads, with a link straight to each thread; running the
// pass again sends nothing; a message read in time, or younger than 10 minutes, is never mailed.
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, conversationThreads, outbox } from '../../db/schema';
import { moduleDeps } from '../../plugins/module-deps';
import { createTestApp, type TestApp } from '../../test/helper';
import { createSignedInUser } from '../auth/testing';
import { caller, providerOwner, publishEvent, type Headers } from '../events/testing';
import { createTransport, sendPendingMail } from '../mail';
import { sendUnreadDigests } from './unread-digest';

let t: TestApp;
let smtp: SMTPServer;
let smtpPort = 0;
const received: Array<{ to: string[]; raw: string }> = [];
const call = caller(() => t.app);
const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  t = await createTestApp();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as { port: number }).port;
});

afterAll(async () => {
  if (smtp) await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await t?.close();
});

async function deliver(): Promise<void> {
  const transport = createTransport(`smtp://127.0.0.1:${smtpPort}`);
  await sendPendingMail({ db: t.app.db }, { transport, from: 'Eventos Perú <no-responder@eventos.pe>', logger });
}

/** Makes every message of the thread `minutes` older. */
async function age(threadId: number, minutes: number): Promise<void> {
  await t.app.db
    .update(conversationMessages)
    .set({ created_at: sql`${conversationMessages.created_at} - make_interval(mins => ${minutes})` })
    .where(eq(conversationMessages.thread_id, threadId));
}

/** Decodes quoted-printable (UTF-8) bodies and Q-encoded headers enough to search them. */
const plain = (raw: string) => {
  const headers = raw.replace(/\?=\s+=\?UTF-8\?Q\?/gi, '').replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, q: string) => q.replace(/_/g, ' '));
  const bytes = headers.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r?\n\s+/g, ' ');
};

describe('unread digest', () => {
  it('one e-mail gathers the unread messages of every thread, links to each, and is sent once', async () => {
    const customer = await createSignedInUser(t.app, { first_name: 'Carmen', email: 'carmen@example.com' });
    const p1 = await providerOwner(t.app, { company_name: 'Flores del Valle' });
    const p2 = await providerOwner(t.app, { company_name: 'Sonido Total' });
    const threads: number[] = [];
    for (const p of [p1, p2]) {
      const { event } = await publishEvent(t.app, { provider_id: p.provider.id }, customer);
      const [row] = await t.app.db.select().from(conversationThreads).where(eq(conversationThreads.user_event_id, event.id));
      threads.push(row!.id);
    }
    const write = (headers: Headers, id: number, body: string) =>
      call({ method: 'POST', url: `conversations/${id}/messages`, headers, payload: { body } });
    await write(p1.headers, threads[0]!, '¿Cuántos arreglos necesitas?');
    await write(p1.headers, threads[0]!, 'Tenemos rosas y <b>lirios</b>.');
    await write(p2.headers, threads[1]!, 'Te ofrezco DJ y luces.');
    await t.app.db.update(outbox).set({ status: 'sent' }).where(eq(outbox.status, 'pending'));

    expect(await sendUnreadDigests(moduleDeps(t.app))).toBe(0);
    for (const id of threads) await age(id, 11);
    const queued = await sendUnreadDigests(moduleDeps(t.app));
    // The customer gets one mail; the providers each read their request when they answered.
    expect(queued).toBe(1);
    expect(await sendUnreadDigests(moduleDeps(t.app))).toBe(0);
    await deliver();
    const mails = received.filter((m) => m.to.includes('carmen@example.com'));
    expect(mails).toHaveLength(1);
    const body = plain(mails[0]!.raw);
    expect(body).toContain('Tienes 3 mensajes sin leer en Eventos Perú');
    expect(body).toContain('¿Cuántos arreglos necesitas?');
    expect(body).toContain('Te ofrezco DJ y luces.');
    expect(body).toContain('&#60;b&#62;lirios&#60;/b&#62;');
    for (const id of threads) expect(body).toContain(`http://localhost:3000/mensajes/${id}`);

    // A new message unread for 10 minutes: a new digest with only the thread that has news.
    await write(p2.headers, threads[1]!, '¿Confirmas?');
    expect(await sendUnreadDigests(moduleDeps(t.app))).toBe(0);
    await age(threads[1]!, 11);
    expect(await sendUnreadDigests(moduleDeps(t.app))).toBe(1);
  });

  it('a message read within 10 minutes is never mailed', async () => {
    const customer = await createSignedInUser(t.app, { email: 'lector@example.com' });
    const p = await providerOwner(t.app);
    const { event } = await publishEvent(t.app, { provider_id: p.provider.id }, customer);
    const [row] = await t.app.db.select().from(conversationThreads).where(eq(conversationThreads.user_event_id, event.id));
    await call({ method: 'POST', url: `conversations/${row!.id}/messages`, headers: p.headers, payload: { body: 'Hola' } });
    await call({ method: 'PUT', url: `conversations/${row!.id}/read`, headers: customer.headers, payload: {} });
    await age(row!.id, 30);
    const before = (await t.app.db.select().from(outbox).where(eq(outbox.to_address, 'lector@example.com'))).length;
    await sendUnreadDigests(moduleDeps(t.app));
    const after = (await t.app.db.select().from(outbox).where(eq(outbox.to_address, 'lector@example.com'))).length;
    expect(after).toBe(before);
  });
});
