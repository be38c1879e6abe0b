// Conversations (issue 15): threads opened by a request, a message or a quotation; ordering,
// unread counts and read receipts; filters, search and archive; quotation system lines, contact
// data and the provider's e-mail; decline, report, quick replies, attachments; abuse rules
// (participants only, 2,000 characters, rate limit, HTML kept as text); response time in KPIs,
// the site and the search cards; the live stream.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, MESSAGE_RATE_MAX, type MessageOut, type ThreadDetail, type ThreadSummary } from '@eventos/domain';
import { conversationMessages, conversationThreads, outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { createSignedInUser } from '../auth/testing';
import { pdfBytes, pngImage } from '../cdn/testing';
import { caller, providerOwner, publishEvent, sendQuotation, type Headers } from '../events/testing';
import { openStream } from './testing/sse-client';

let t: TestApp;
const call = caller(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A Business provider, a customer and the customer's event addressed to it (thread opened). */
async function deal(name = 'Banquetes Lucía') {
  const provider = await providerOwner(t.app, { company_name: name });
  const customer = await createSignedInUser(t.app, { first_name: 'Rosa', last_name: 'Quispe' });
  const { event } = await publishEvent(t.app, { provider_id: provider.provider.id }, customer);
  const [thread] = await t.app.db
    .select()
    .from(conversationThreads)
    .where(and(eq(conversationThreads.user_event_id, event.id), eq(conversationThreads.provider_id, provider.provider.id)));
  return { provider, customer, event, threadId: thread!.id };
}

const send = async (headers: Headers, threadId: number, body: string, extra: Record<string, unknown> = {}) => {
  const res = await call({ method: 'POST', url: `conversations/${threadId}/messages`, headers, payload: { body, ...extra } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as MessageOut;
};
const detail = async (headers: Headers, threadId: number) => {
  const res = await call({ method: 'GET', url: `conversations/${threadId}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ThreadDetail;
};
const messages = async (headers: Headers, threadId: number, query = '') => {
  const res = await call({ method: 'GET', url: `conversations/${threadId}/messages${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as MessageOut[];
};
const inbox = async (headers: Headers, query = '') => {
  const res = await call({ method: 'GET', url: `conversations${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: ThreadSummary[]; total: number };
};
const unreadCount = async (headers: Headers) =>
  (await call({ method: 'GET', url: 'conversations/unread-count', headers })).json().data as { count: number; threads: number };

describe('threads', () => {
  it('the site request opens one thread per event and provider, with a system line the provider has not read', async () => {
    const { provider, customer, threadId } = await deal();
    const lines = await messages(customer.headers, threadId);
    expect(lines).toEqual([expect.objectContaining({ kind: 'system', sender: 'system', body: 'Solicitud de cotización enviada' })]);
    const providerInbox = await inbox(provider.headers);
    expect(providerInbox.data[0]).toMatchObject({ id: threadId, role: 'provider', origin: 'request', unread: 1 });
    expect(providerInbox.data[0]!.counterpart.name).toBe('Rosa Quispe');
    expect((await inbox(customer.headers)).data[0]).toMatchObject({ id: threadId, role: 'customer', unread: 0 });
    expect(await unreadCount(provider.headers)).toEqual({ count: 1, threads: 1 });
  });

  it('the customer writes to another provider about its event: 201 opens the thread, 200 reuses it', async () => {
    const { customer, event } = await deal();
    const other = await providerOwner(t.app, { company_name: 'Fotos Andinas' });
    const payload = { event_id: event.id, provider_id: other.provider.id, body: '¿Incluye movilidad?' };
    const first = await call({ method: 'POST', url: 'conversations', headers: customer.headers, payload });
    expect(first.statusCode, first.body).toBe(201);
    const again = await call({ method: 'POST', url: 'conversations', headers: customer.headers, payload: { ...payload, body: '¿Y drone?' } });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.thread_id).toBe(first.json().data.thread_id);
    expect((await messages(other.headers, first.json().data.thread_id)).map((m) => m.body)).toEqual(['¿Incluye movilidad?', '¿Y drone?']);
    expect((await inbox(other.headers)).data[0]).toMatchObject({ origin: 'request', unread: 2 });
  });

  it('refuses someone else’s event (403), the customer’s own provider (422) and an empty message (400)', async () => {
    const { event, provider } = await deal();
    const intruder = await createSignedInUser(t.app);
    const payload = { event_id: event.id, provider_id: provider.provider.id, body: 'Hola' };
    expect((await call({ method: 'POST', url: 'conversations', headers: intruder.headers, payload })).statusCode).toBe(403);
    const own = await providerOwner(t.app);
    const { event: ownEvent } = await publishEvent(t.app, {}, own);
    const self = await call({ method: 'POST', url: 'conversations', headers: own.headers, payload: { event_id: ownEvent.id, provider_id: own.provider.id, body: 'Hola' } });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.provider_id).toBeDefined();
    const empty = await call({ method: 'POST', url: 'conversations', headers: intruder.headers, payload: { ...payload, body: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.body).toEqual(['Escribe un mensaje o adjunta un archivo']);
  });

  it('orders messages by id, pages with after/before, and counts unread per side', async () => {
    const { provider, customer, threadId } = await deal();
    const a = await send(customer.headers, threadId, 'Uno');
    const b = await send(provider.headers, threadId, 'Dos');
    const c = await send(customer.headers, threadId, 'Tres');
    const all = await messages(customer.headers, threadId);
    expect(all.map((m) => m.body)).toEqual(['Solicitud de cotización enviada', 'Uno', 'Dos', 'Tres']);
    expect((await messages(customer.headers, threadId, `?after=${a.id}`)).map((m) => m.id)).toEqual([b.id, c.id]);
    expect((await messages(customer.headers, threadId, `?before=${c.id}&limit=2`)).map((m) => m.id)).toEqual([a.id, b.id]);
    // The provider answered, so it read everything before; the customer wrote last.
    expect((await detail(provider.headers, threadId)).unread).toBe(1);
    expect((await detail(customer.headers, threadId)).unread).toBe(0);
    // Newest thread first.
    const customerB = await createSignedInUser(t.app, { first_name: 'Beto' });
    const { event: newerEvent } = await publishEvent(t.app, { provider_id: provider.provider.id }, customerB);
    const listed = (await inbox(provider.headers)).data;
    expect(listed.map((x) => x.event.id)).toEqual([newerEvent.id, expect.any(Number)]);
    const second = await send(provider.headers, listed[1]!.id, 'Hola');
    expect(second.sender).toBe('provider');
    expect((await inbox(provider.headers)).data.map((x) => x.id)[0]).toBe(threadId);
  });

  it('read receipts: the sender sees "Visto" once the other side reads, and the unread badge drops', async () => {
    const { provider, customer, threadId } = await deal();
    const mine = await send(customer.headers, threadId, '¿Tienen fecha libre?');
    expect((await detail(customer.headers, threadId)).other_last_read_message_id).toBeNull();
    expect((await unreadCount(provider.headers)).count).toBe(2);
    const read = await call({ method: 'PUT', url: `conversations/${threadId}/read`, headers: provider.headers, payload: {} });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.last_read_message_id).toBe(mine.id);
    expect((await detail(customer.headers, threadId)).other_last_read_message_id).toBe(mine.id);
    expect(await unreadCount(provider.headers)).toEqual({ count: 0, threads: 0 });
  });

  it('filters (sin leer, archivadas), search by name, archive and unarchive on a new message', async () => {
    const provider = await providerOwner(t.app, { company_name: 'Decoraciones Sol' });
    const ana = await createSignedInUser(t.app, { first_name: 'Ana', last_name: 'Núñez' });
    const luis = await createSignedInUser(t.app, { first_name: 'Luis', last_name: 'Paredes' });
    const { event: e1 } = await publishEvent(t.app, { provider_id: provider.provider.id }, ana);
    const { event: e2 } = await publishEvent(t.app, { provider_id: provider.provider.id }, luis);
    const list = await inbox(provider.headers);
    const anaThread = list.data.find((x) => x.event.id === e1.id)!;
    const luisThread = list.data.find((x) => x.event.id === e2.id)!;
    await call({ method: 'PUT', url: `conversations/${luisThread.id}/read`, headers: provider.headers, payload: {} });
    expect((await inbox(provider.headers, '?filter=unread')).data.map((x) => x.id)).toEqual([anaThread.id]);
    expect((await inbox(provider.headers, '?q=nunez')).data.map((x) => x.id)).toEqual([anaThread.id]);
    expect((await inbox(provider.headers, '?q=Paredes')).data.map((x) => x.id)).toEqual([luisThread.id]);
    const archived = await call({ method: 'PUT', url: `conversations/${anaThread.id}/archive`, headers: provider.headers, payload: { archived: true } });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().data.archived).toBe(true);
    expect((await inbox(provider.headers)).data.map((x) => x.id)).toEqual([luisThread.id]);
    expect((await inbox(provider.headers, '?filter=archived')).data.map((x) => x.id)).toEqual([anaThread.id]);
    // The customer's side is untouched; a new message from the customer brings it back.
    expect((await detail(ana.headers, anaThread.id)).archived).toBe(false);
    await send(ana.headers, anaThread.id, 'Sigo interesada');
    expect((await inbox(provider.headers)).data.map((x) => x.id)).toContain(anaThread.id);
  });

  it('an invitation opens the thread with a system line naming both', async () => {
    const customer = await createSignedInUser(t.app, { first_name: 'Marta' });
    const { event } = await publishEvent(t.app, {}, customer);
    const invited = await providerOwner(t.app, { company_name: 'Música en Vivo' });
    const res = await call({ method: 'POST', url: `events/${event.id}/invitations`, headers: customer.headers, payload: { provider_id: invited.provider.id } });
    expect(res.statusCode, res.body).toBe(201);
    const [thread] = (await inbox(invited.headers)).data;
    expect(thread).toMatchObject({ origin: 'invitation', unread: 1 });
    expect(thread!.last_message?.body).toBe('Marta invitó a Música en Vivo a cotizar el evento');
  });
});

describe('quotations in the thread, contact data and the provider e-mail', () => {
  it('sent, updated and accepted appear as system lines; contact shows once accepted; the provider is e-mailed', async () => {
    const { provider, customer, event, threadId } = await deal('Catering Norte');
    const before = await detail(customer.headers, threadId);
    expect(before.contact).toBeNull();
    const quotation = await sendQuotation(t.app, provider.headers, event.id);
    const revised = await call({ method: 'PUT', url: `quotations/${quotation.id}`, headers: provider.headers, payload: { service_price: 4900, discount: 0, currency: 'PEN', includes_igv: true } });
    expect(revised.statusCode, revised.body).toBe(200);
    const accepted = await call({ method: 'PUT', url: `quotations/${quotation.id}/status`, headers: customer.headers, payload: { status: 'accepted' } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const lines = (await messages(provider.headers, threadId)).filter((m) => m.kind === 'system').map((m) => m.body);
    expect(lines).toEqual([
      'Solicitud de cotización enviada',
      expect.stringMatching(/^Catering Norte envió una cotización: S\/ /),
      expect.stringMatching(/^Catering Norte actualizó su cotización \(versión 2\): S\/ /),
      'Rosa aceptó la cotización',
    ]);
    const after = await detail(customer.headers, threadId);
    expect(after.quotation).toMatchObject({ id: quotation.id, status: 'accepted' });
    expect(after.contact).toMatchObject({ cellphone: '987654321' });
    expect(after.contact?.whatsapp_url).toMatch(/^https:\/\/wa\.me\/51987654321\?text=/);
    expect(decodeURIComponent(after.contact!.whatsapp_url!.split('text=')[1]!)).toContain('«');
    expect((await detail(provider.headers, threadId)).contact?.email).toBe(customer.user.email);
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.template, 'quotation_accepted'));
    const mail = mails.find((m) => m.to_address === provider.user.email);
    expect(mail?.subject).toBe('¡Rosa aceptó tu cotización!');
    expect(mail?.text_body).toContain(`http://localhost:3000/mensajes/${threadId}`);
  });

  it('a quotation without a prior thread opens one (origin quotation); discarding e-mails the provider', async () => {
    const provider = await providerOwner(t.app, { company_name: 'Toldos Lima' });
    const customer = await createSignedInUser(t.app, { first_name: 'Iván' });
    const { event } = await publishEvent(t.app, {}, customer);
    const quotation = await sendQuotation(t.app, provider.headers, event.id);
    const [thread] = (await inbox(customer.headers)).data;
    expect(thread).toMatchObject({ origin: 'quotation', unread: 1 });
    await call({ method: 'PUT', url: `quotations/${quotation.id}/status`, headers: customer.headers, payload: { status: 'discarded' } });
    expect((await detail(customer.headers, thread!.id)).contact).toBeNull();
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.template, 'quotation_discarded'));
    expect(mails.some((m) => m.to_address === provider.user.email && m.subject === 'Iván descartó tu cotización')).toBe(true);
  });
});

describe('provider tools', () => {
  it('"No me interesa" declines with a reason the customer sees; the customer may not decline (403)', async () => {
    const { provider, customer, threadId } = await deal();
    const reason = { reason: 'No tenemos disponibilidad para esa fecha' };
    expect((await call({ method: 'POST', url: `conversations/${threadId}/decline`, headers: customer.headers, payload: reason })).statusCode).toBe(403);
    const res = await call({ method: 'POST', url: `conversations/${threadId}/decline`, headers: provider.headers, payload: reason });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.body).toContain('Motivo: No tenemos disponibilidad para esa fecha');
    const seen = await detail(customer.headers, threadId);
    expect(seen).toMatchObject({ declined: true, decline_reason: reason.reason, unread: 1 });
    const again = await call({ method: 'POST', url: `conversations/${threadId}/decline`, headers: provider.headers, payload: reason });
    expect(again.statusCode).toBe(422);
    const empty = await call({ method: 'POST', url: `conversations/${threadId}/decline`, headers: provider.headers, payload: { reason: ' ' } });
    expect(empty.statusCode).toBe(400);
  });

  it('quick replies: create, edit, list, delete; customers get 403; another provider’s reply 403', async () => {
    const { provider, customer } = await deal();
    const created = await call({ method: 'POST', url: 'conversations/quick-replies', headers: provider.headers, payload: { title: 'Movilidad', body: 'Sí, la movilidad está incluida en Lima.' } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const edited = await call({ method: 'PUT', url: `conversations/quick-replies/${id}`, headers: provider.headers, payload: { title: 'Movilidad', body: 'Incluida en Lima Metropolitana.' } });
    expect(edited.json().data.body).toBe('Incluida en Lima Metropolitana.');
    const list = await call({ method: 'GET', url: 'conversations/quick-replies', headers: provider.headers });
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await call({ method: 'GET', url: 'conversations/quick-replies', headers: customer.headers })).statusCode).toBe(403);
    const other = await providerOwner(t.app);
    expect((await call({ method: 'PUT', url: `conversations/quick-replies/${id}`, headers: other.headers, payload: { title: 'x', body: 'y' } })).statusCode).toBe(403);
    expect((await call({ method: 'DELETE', url: `conversations/quick-replies/${id}`, headers: other.headers })).statusCode).toBe(403);
    expect((await call({ method: 'DELETE', url: `conversations/quick-replies/${id}`, headers: provider.headers })).statusCode).toBe(204);
    expect((await call({ method: 'DELETE', url: `conversations/quick-replies/${id}`, headers: provider.headers })).statusCode).toBe(404);
  });

  it('time to first reply: per thread, provider median in KPIs, on the site and on the search cards', async () => {
    const { provider, customer, threadId } = await deal('Respuesta Rápida SAC');
    // The request is 90 minutes old when the provider answers.
    await t.app.db
      .update(conversationThreads)
      .set({ first_customer_at: new Date(Date.now() - 90 * 60_000) })
      .where(eq(conversationThreads.id, threadId));
    await send(provider.headers, threadId, 'Hola Rosa, con gusto.');
    await send(provider.headers, threadId, 'Te envío la cotización hoy.');
    expect((await detail(customer.headers, threadId)).first_reply_minutes).toBe(90);
    const kpis = await call({ method: 'GET', url: `providers/${provider.provider.id}/kpis`, headers: provider.headers });
    expect(kpis.json().data.median_reply_minutes).toBe(90);
    const site = await call({ method: 'GET', url: `providers/${provider.provider.id}` });
    expect(site.json().data.response_minutes).toBe(90);
    const search = await call({ method: 'GET', url: `search/providers?q=${encodeURIComponent('Respuesta Rápida')}` });
    expect(search.statusCode, search.body).toBe(200);
    const card = (search.json().data as Array<{ id: number; response_minutes: number | null }>).find((c) => c.id === provider.provider.id);
    expect(card?.response_minutes).toBe(90);
  });
});

describe('attachments', () => {
  it('a PDF (cdn/upload/pdf) and an image (cdn/upload/media, folder mensajes) attach to messages; someone else’s upload is 422', async () => {
    const { provider, customer, threadId } = await deal();
    const pdf = await call({ method: 'POST', url: 'cdn/upload/pdf', headers: provider.headers, payload: { path: 'attachments', filename: 'propuesta.pdf', data: pdfBytes().toString('base64') } });
    expect(pdf.statusCode, pdf.body).toBe(201);
    const withPdf = await send(provider.headers, threadId, '', { attachment: pdf.json().data });
    expect(withPdf.attachment).toMatchObject({ kind: 'file', name: 'propuesta.pdf' });
    const png = await call({ method: 'POST', url: 'cdn/upload/media', headers: customer.headers, payload: { path: 'mensajes', mime_type: 'image/png', data: (await pngImage()).toString('base64') } });
    expect(png.statusCode, png.body).toBe(201);
    const withImage = await send(customer.headers, threadId, 'Así es el local', { attachment: { id: png.json().id, url: png.json().url } });
    expect(withImage.attachment).toMatchObject({ kind: 'image' });
    expect(withImage.attachment?.thumbnail_url).toMatch(/^\/cdn\/mensajes\//);
    const stolen = await call({ method: 'POST', url: `conversations/${threadId}/messages`, headers: customer.headers, payload: { body: '', attachment: pdf.json().data } });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors.attachment).toBeDefined();
  });
});

describe('abuse rules', () => {
  it('participants only: 401 for visitors, 403 for anyone else on every thread route; 404 unknown', async () => {
    const { threadId } = await deal();
    const intruder = await createSignedInUser(t.app);
    const routes: Array<{ method: 'GET' | 'POST' | 'PUT'; url: string; payload?: unknown }> = [
      { method: 'GET', url: `conversations/${threadId}` },
      { method: 'GET', url: `conversations/${threadId}/messages` },
      { method: 'POST', url: `conversations/${threadId}/messages`, payload: { body: 'Hola' } },
      { method: 'PUT', url: `conversations/${threadId}/read`, payload: {} },
      { method: 'PUT', url: `conversations/${threadId}/archive`, payload: { archived: true } },
      { method: 'POST', url: `conversations/${threadId}/decline`, payload: { reason: 'No' } },
      { method: 'POST', url: `conversations/${threadId}/report`, payload: { reason: 'Spam' } },
    ];
    for (const r of routes) {
      expect((await call(r)).statusCode, `${r.method} ${r.url} visitor`).toBe(401);
      expect((await call({ ...r, headers: intruder.headers })).statusCode, `${r.method} ${r.url} intruder`).toBe(403);
    }
    for (const url of ['conversations', 'conversations/unread-count', 'conversations/stream', 'conversations/quick-replies']) {
      expect((await call({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    expect((await call({ method: 'GET', url: 'conversations/999999', headers: intruder.headers })).statusCode).toBe(404);
  });

  it('2,000 characters at most; HTML is kept as text', async () => {
    const { customer, threadId } = await deal();
    const long = await call({ method: 'POST', url: `conversations/${threadId}/messages`, headers: customer.headers, payload: { body: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.body).toEqual(['El mensaje no puede tener más de 2000 caracteres']);
    await send(customer.headers, threadId, 'a'.repeat(MESSAGE_MAX_LENGTH));
    const html = '<script>alert(1)</script><b>hola</b>';
    expect((await send(customer.headers, threadId, html)).body).toBe(html);
  });

  it('rate-limits each user (429 with the Spanish message) and lets a participant report the thread once', async () => {
    const { customer, threadId } = await deal();
    const rows = Array.from({ length: MESSAGE_RATE_MAX }, () => ({ thread_id: threadId, author_role: 'customer', author_id: customer.user.id, kind: 'text', body: 'x' }));
    await t.app.db.insert(conversationMessages).values(rows);
    const limited = await call({ method: 'POST', url: `conversations/${threadId}/messages`, headers: customer.headers, payload: { body: 'Uno más' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('Estás enviando mensajes muy rápido. Espera un momento e intenta nuevamente.');
    const report = await call({ method: 'POST', url: `conversations/${threadId}/report`, headers: customer.headers, payload: { reason: 'Me pide pagos por fuera' } });
    expect(report.statusCode, report.body).toBe(201);
    expect((await call({ method: 'POST', url: `conversations/${threadId}/report`, headers: customer.headers, payload: { reason: 'Otra vez' } })).statusCode).toBe(200);
    expect((await detail(customer.headers, threadId)).reported).toBe(true);
  });
});

describe('live stream', () => {
  it('delivers a new message and a read receipt to the other participant (SSE)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { provider, customer, threadId } = await deal();
    const stream = openStream(`${address}/api/v1/conversations/stream`, provider.headers);
    const customerStream = openStream(`${address}/api/v1/conversations/stream`, customer.headers);
    try {
      await Promise.all([stream.ready, customerStream.ready]);
      const sent = await send(customer.headers, threadId, 'En vivo');
      const got = await stream.waitFor((e) => e.type === 'message' && e.message.id === sent.id);
      expect(got).toMatchObject({ type: 'message', thread_id: threadId, message: { body: 'En vivo', sender: 'customer' } });
      await call({ method: 'PUT', url: `conversations/${threadId}/read`, headers: provider.headers, payload: {} });
      const read = await customerStream.waitFor((e) => e.type === 'read');
      expect(read).toMatchObject({ thread_id: threadId, reader: 'provider', last_read_message_id: sent.id });
    } finally {
      stream.close();
      customerStream.close();
    }
  });
});
