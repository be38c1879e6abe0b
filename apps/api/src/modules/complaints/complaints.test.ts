// Libro de Reclamaciones: filing without an account, per-year numbering under concurrency,
// immutability in the database, the consumer's copy with the PDF over real SMTP, admin notice,
// admin-only list (overdue first) and answer (mailed, only once).
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaintAnswerDeadline, limaToday, type AdminComplaint, type Complaint } from '@eventos/domain';
import { complaints, outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { createSignedInUser } from '../auth/testing';
import { createTransport, sendPendingMail, type MailLogger } from '../mail';

let t: TestApp;
let smtp: SMTPServer;
let smtpPort = 0;
const received: Array<{ to: string[]; raw: string }> = [];
const silent: MailLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

const sheet = (extra: Record<string, unknown> = {}) => ({
  consumer_name: 'Ana Quispe',
  document_type: 'DNI',
  document_number: '12345678',
  address: 'Av. Arequipa 123, Lima',
  phone: '+51 987 654 321',
  email: 'ana@example.com',
  service: 'Alquiler de local para boda',
  reference: 'Cotización 15',
  amount: '1500.50',
  kind: 'reclamo',
  detail: 'El local no estuvo listo a la hora pactada.',
  request: 'Devolución del adelanto.',
  declaration: true,
  ...extra,
});

const file = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/complaints', payload: body as object });

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'jefa@eventosperu.pe' } });
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

/** Sends every queued mail to the local SMTP server. */
async function deliver(): Promise<void> {
  const transport = createTransport(`smtp://127.0.0.1:${smtpPort}`);
  const options = { transport, from: 'Eventos Perú <no-responder@eventosperu.pe>', logger: silent };
  while ((await sendPendingMail({ db: t.database.db }, options)) > 0);
}

describe('filing a sheet', () => {
  it('needs no sign-in, stores the sheet with the business identity, number and deadline', async () => {
    const res = await file(sheet());
    expect(res.statusCode).toBe(201);
    const data = res.json<{ data: Complaint }>().data;
    const year = Number(limaToday().slice(0, 4));
    expect(data).toMatchObject({
      year,
      number: 1,
      code: `${year}-000001`,
      business: { name: 'Eventos Perú S.A.C.', ruc: '20000000001' },
      phone: '+51987654321',
      amount: 1500.5,
      currency: 'PEN',
      due_date: complaintAnswerDeadline(limaToday()),
      answer: null,
    });
  });

  it('answers missing and wrong fields in Spanish (400, field errors)', async () => {
    const res = await file({ ...sheet(), document_number: '123', phone: '12', declaration: false, detail: '' });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json<{ errors: Record<string, string[]> }>();
    expect(errors.document_number).toEqual(['El DNI debe tener 8 dígitos']);
    expect(errors.phone).toEqual(['Ingresa un celular peruano válido, por ejemplo +51 987 654 321']);
    expect(errors.declaration).toEqual(['Debes aceptar la declaración para enviar la hoja']);
    expect(errors.detail).toEqual(['Describe el detalle de tu reclamo o queja']);
  });

  it('numbers concurrent sheets of a year without gaps or repeats', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(complaints);
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => file(sheet({ email: `c${i}@example.com` }))));
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const numbers = results.map((r) => r.json<{ data: Complaint }>().data.number).sort((a, b) => a - b);
    const start = before[0]!.n + 1;
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => start + i));
  });

  it('starts again at 1 in a new calendar year', async () => {
    // Directly through the repository's counter: a sheet of another year gets number 1.
    const { insertComplaint } = await import('./complaints.repository');
    const [row] = await t.database.db.select().from(complaints).limit(1);
    const { id: _id, year: _y, number: _n, ...values } = row!;
    const id = await insertComplaint(t.database.db, 2099, values);
    const [stored] = await t.database.db.select().from(complaints).where(eq(complaints.id, id));
    expect(stored).toMatchObject({ year: 2099, number: 1 });
  });
});

describe('immutability', () => {
  it('the database refuses to update, delete or truncate sheets', async () => {
    const [row] = await t.database.db.select().from(complaints).limit(1);
    await expect(t.database.db.update(complaints).set({ detail: 'cambiado' }).where(eq(complaints.id, row!.id))).rejects.toThrow();
    await expect(t.database.db.delete(complaints).where(eq(complaints.id, row!.id))).rejects.toThrow();
    await expect(t.database.db.execute(sql`TRUNCATE complaints CASCADE`)).rejects.toThrow();
    const [again] = await t.database.db.select().from(complaints).where(eq(complaints.id, row!.id));
    expect(again!.detail).toBe(row!.detail);
  });

  it('the API has no route to change or delete a sheet', async () => {
    const admin = await createSignedInUser(t.app, { is_admin: true });
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/v1/complaints/1', headers: admin.headers, payload: {} });
      expect([404, 405]).toContain(res.statusCode);
    }
  });
});

describe('mail', () => {
  it('the consumer receives a copy with the sheet as PDF; admins get a notice', async () => {
    received.length = 0;
    const res = await file(sheet({ email: 'copia@example.com', consumer_name: 'Rosa Ñahui' }));
    const code = res.json<{ data: Complaint }>().data.code;
    await deliver();
    const copy = received.find((m) => m.to.includes('copia@example.com'));
    expect(copy).toBeDefined();
    expect(copy!.raw).toContain('Content-Type: application/pdf');
    expect(copy!.raw).toContain(`hoja-de-reclamacion-${code}.pdf`);
    const pdfBase64 = /Content-Type: application\/pdf[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(copy!.raw)?.[1] ?? '';
    const pdf = Buffer.from(pdfBase64.replace(/\s/g, ''), 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(received.some((m) => m.to.includes('jefa@eventosperu.pe'))).toBe(true);
  });
});

describe('admin', () => {
  it('only admins list and answer (401 visitor, 403 user)', async () => {
    const user = await createSignedInUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/complaints' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/complaints', headers: user.headers })).statusCode).toBe(403);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/complaints/1/answer',
      headers: user.headers,
      payload: { answer: 'No' },
    });
    expect(answer.statusCode).toBe(403);
  });

  it('lists overdue sheets first and answers once, mailing the consumer', async () => {
    const admin = await createSignedInUser(t.app, { is_admin: true });
    // A sheet filed long ago (its deadline has passed), written as the service would.
    const { insertComplaint } = await import('./complaints.repository');
    const [row] = await t.database.db.select().from(complaints).limit(1);
    const { id: _i, year: _y, number: _n, ...values } = row!;
    const oldId = await insertComplaint(t.database.db, 2025, {
      ...values,
      email: 'vieja@example.com',
      created_at: new Date('2025-01-06T15:00:00Z'),
      due_date: complaintAnswerDeadline('2025-01-06'),
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/complaints?size=50', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    const rows = list.json<{ data: AdminComplaint[] }>().data;
    expect(rows[0]).toMatchObject({ id: oldId, overdue: true });
    expect(rows[0]!.business_days_left).toBeLessThan(0);
    expect(rows.slice(1).every((r) => !r.overdue)).toBe(true);

    received.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/complaints/${oldId}/answer`,
      headers: admin.headers,
      payload: { answer: 'Le devolveremos el adelanto en 5 días.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: AdminComplaint }>().data).toMatchObject({ answer: 'Le devolveremos el adelanto en 5 días.', overdue: false });
    await deliver();
    const mail = received.find((m) => m.to.includes('vieja@example.com'));
    expect(mail?.raw).toContain('Le devolveremos el adelanto en 5 d');
    expect(mail?.raw).toContain('application/pdf');

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/complaints/${oldId}/answer`,
      headers: admin.headers,
      payload: { answer: 'Otra respuesta' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Esta hoja ya fue respondida');

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/complaints/999999/answer',
      headers: admin.headers,
      payload: { answer: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    const outboxRows = await t.database.db.select().from(outbox).where(eq(outbox.template, 'complaint_answer'));
    expect(outboxRows).toHaveLength(1);
  });

  it('serves the business identity from configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/business' });
    expect(res.json().data).toEqual({
      name: 'Eventos Perú S.A.C.',
      ruc: '20000000001',
      address: 'Av. José Larco 123, Miraflores, Lima, Perú',
      support_whatsapp: '+51900000000',
      support_email: 'atencion@eventosperu.pe',
      processors: { email_service: false, cloud_storage: false, analytics: false },
    });
  });

  it('tells the privacy policy which outside processors are configured', async () => {
    const other = await createTestApp({
      env: {
        BUSINESS_NAME: 'Fiestas del Sur S.A.C.',
        SMTP_URL: 'smtp://127.0.0.1:2999',
        GTM_CONTAINER_ID: 'GTM-ABC1234',
      },
    });
    try {
      const data = (await other.app.inject({ method: 'GET', url: '/api/v1/business' })).json().data;
      expect(data.name).toBe('Fiestas del Sur S.A.C.');
      expect(data.processors).toEqual({ email_service: true, cloud_storage: false, analytics: true });
    } finally {
      await other.close();
    }
  });
});
