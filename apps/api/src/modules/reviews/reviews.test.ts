import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_REQUESTS_PER_DAY, addDaysIso, limaToday } from '@eventos/domain';
import { notifications, outbox, providers, reviewRequests, reviews, userEvents } from '../../db/schema';
import { moduleDeps } from '../../plugins/module-deps';
import { createTestApp, type TestApp } from '../../test/helper';
import {
  caller,
  createSignedInUser,
  providerOwner,
  publishEvent,
  sendQuotation,
} from '../events/testing';
import { hashToken } from './review-guards';
import { dueReminders, sendReviewReminders } from './review-reminders';

let t: TestApp;
const api = caller(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const criterias = { price: 5, experience: 4, quality: 5, punctuality: 4, kindly: 5, advisory: 3 };
const review = (overrides: Record<string, unknown> = {}) => ({
  criterias,
  comment: 'Muy buena atención, llegaron puntuales y la comida estuvo deliciosa.',
  conditions: true,
  ...overrides,
});

/** A Business provider, a customer whose event got the provider's quotation, accepted. */
async function acceptedSetup(name = 'Banquetes Lima') {
  const owner = await providerOwner(t.app, { company_name: name });
  const { customer, event } = await publishEvent(t.app, { provider_id: owner.provider.id });
  const quotation = await sendQuotation(t.app, owner.headers, event.id);
  const accept = await api({
    method: 'PUT',
    url: `quotations/${quotation.id}/status`,
    headers: customer.headers,
    payload: { status: 'accepted' },
  });
  expect(accept.statusCode).toBe(200);
  return { owner, customer, event, quotation };
}

const providerRow = async (id: number) =>
  (await t.app.db.select().from(providers).where(eq(providers.id, id)))[0]!;

const post = (providerId: number, headers: { authorization: string } | null, payload: unknown) =>
  api({ method: 'POST', url: `providers/${providerId}/reviews`, ...(headers ? { headers } : {}), payload });

describe('POST providers/:id/reviews', () => {
  it('401 for visitors, 403 without an accepted quotation (even with an empty body), 404 unknown provider', async () => {
    const { owner } = await acceptedSetup('Sin Reseñas SAC');
    expect((await post(owner.provider.id, null, review())).statusCode).toBe(401);
    const stranger = await createSignedInUser(t.app);
    for (const body of [review(), {}]) {
      const res = await post(owner.provider.id, stranger.headers, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(
        'Solo puedes calificar a un proveedor cuya cotización aceptaste o que te invitó a calificarlo.',
      );
    }
    expect((await post(999999, stranger.headers, review())).statusCode).toBe(404);
  });

  it('403 for a quotation that was sent but not accepted, and for the provider’s own owner', async () => {
    const owner = await providerOwner(t.app);
    const { customer, event } = await publishEvent(t.app, { provider_id: owner.provider.id });
    await sendQuotation(t.app, owner.headers, event.id);
    expect((await post(owner.provider.id, customer.headers, review())).statusCode).toBe(403);
    const own = await post(owner.provider.id, owner.headers, review());
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe('No puedes calificar a tu propio negocio.');
  });

  it('refuses bad input with the exact message on the field and saves nothing', async () => {
    const { owner, customer } = await acceptedSetup();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [review({ criterias: { ...criterias, advisory: undefined } }), 'criterias', 'Califica todos los criterios'],
      [review({ comment: '' }), 'comment', 'Ingresa tu experiencia con este proveedor'],
      [review({ comment: 'Muy bueno' }), 'comment', 'Tu experiencia debe tener al menos 30 caracteres'],
      [review({ comment: 'a'.repeat(1001) }), 'comment', 'Tu experiencia no puede tener más de 1000 caracteres'],
      [review({ conditions: false }), 'conditions', 'Acepta la Política de Contenido'],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(owner.provider.id, customer.headers, body);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().errors)).toContain(message);
      expect(Object.keys(res.json().errors).some((k) => k.startsWith(field))).toBe(true);
    }
    const saved = await t.app.db.select().from(reviews).where(eq(reviews.provider_id, owner.provider.id));
    expect(saved).toHaveLength(0);
  });

  it('publishes a verified review, recalculates the provider score, notifies the provider; a second one is 409', async () => {
    const { owner, customer, event, quotation } = await acceptedSetup('Catering Score');
    const comment = '<b>Excelente</b> servicio, muy puntuales y amables con todos los invitados.';
    const res = await post(owner.provider.id, customer.headers, review({ comment }));
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ kind: 'verified', status: 'published', comment, score: 4.3, criterias });
    const stored = (await t.app.db.select().from(reviews).where(eq(reviews.id, data.id)))[0]!;
    expect(stored).toMatchObject({ user_event_id: event.id, quotation_id: quotation.id, kind: 'verified' });

    let p = await providerRow(owner.provider.id);
    expect(p.reviews_number).toBe(1);
    expect(p.reviews_score).toBeCloseTo(4.33, 2);

    const notes = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, owner.user.id), eq(notifications.type, 'review_received')));
    expect(notes).toHaveLength(1);
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.template, 'review_received'));
    expect(mails.some((m) => (m.payload as { review_id?: number }).review_id === data.id)).toBe(true);

    const again = await post(owner.provider.id, customer.headers, review());
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Ya calificaste a este proveedor para este evento.');

    // A second customer: the average moves.
    const other = await publishEvent(t.app, { provider_id: owner.provider.id });
    const q2 = await sendQuotation(t.app, owner.headers, other.event.id);
    await api({ method: 'PUT', url: `quotations/${q2.id}/status`, headers: other.customer.headers, payload: { status: 'accepted' } });
    const low = { price: 2, experience: 2, quality: 3, punctuality: 2, kindly: 3, advisory: 2 };
    expect((await post(owner.provider.id, other.customer.headers, review({ criterias: low }))).statusCode).toBe(201);
    p = await providerRow(owner.provider.id);
    expect(p.reviews_number).toBe(2);
    expect(p.reviews_score).toBeCloseTo((4.33 + 2.33) / 2, 2);

    // The site and the provider cards read the same columns (response cache emptied by the write).
    const site = await api({ method: 'GET', url: `providers?slug=${owner.provider.slug}` });
    expect(site.json().data[0]).toMatchObject({ reviews_number: 2 });
    expect(site.json().data[0].reviews_score).toBeCloseTo(3.33, 2);

    const list = await api({ method: 'GET', url: `providers/${owner.provider.id}/reviews?sort=worst` });
    expect(list.statusCode).toBe(200);
    const page = list.json();
    expect(page.total).toBe(2);
    expect(page.data[0].score).toBe(2.3);
    expect(page.summary).toMatchObject({ score: 3.3, count: 2 });
    expect(page.summary.criteria.price).toBe(3.5);
    expect(page.summary.distribution).toEqual([
      { level: 5, count: 0 },
      { level: 4, count: 1 },
      { level: 3, count: 0 },
      { level: 2, count: 1 },
      { level: 1, count: 0 },
    ]);
    expect(page.data[1].comment).toBe(comment);
    expect(page.data[1].user.last_initial).toMatch(/^[A-ZÁÉÍÓÚÑ]\.$/);
    const best = await api({ method: 'GET', url: `providers/${owner.provider.id}/reviews?sort=best&size=1&page=2` });
    expect(best.json().data.map((r: { score: number }) => r.score)).toEqual([2.3]);
  });

  it('lets the customer see what they may review (GET reviews/mine)', async () => {
    const { owner, customer, quotation } = await acceptedSetup();
    const before = await api({ method: 'GET', url: `providers/${owner.provider.id}/reviews/mine`, headers: customer.headers });
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual([
      expect.objectContaining({ kind: 'verified', quotation_id: quotation.id, review: null }),
    ]);
    await post(owner.provider.id, customer.headers, review({ quotation_id: quotation.id }));
    const after = await api({ method: 'GET', url: `providers/${owner.provider.id}/reviews/mine`, headers: customer.headers });
    expect(after.json().data[0].review).toMatchObject({ status: 'published' });
    expect((await api({ method: 'GET', url: `providers/${owner.provider.id}/reviews/mine` })).statusCode).toBe(401);
  });
});

describe('editing and withdrawing', () => {
  it('the author edits within the window; others get 403; the score follows', async () => {
    const { owner, customer } = await acceptedSetup();
    const id = (await post(owner.provider.id, customer.headers, review())).json().data.id as number;
    const stranger = await createSignedInUser(t.app);
    const top = { price: 5, experience: 5, quality: 5, punctuality: 5, kindly: 5, advisory: 5 };
    expect((await api({ method: 'PUT', url: `reviews/${id}`, payload: review() })).statusCode).toBe(401);
    expect((await api({ method: 'PUT', url: `reviews/${id}`, headers: stranger.headers, payload: {} })).statusCode).toBe(403);
    expect((await api({ method: 'PUT', url: `reviews/${id}`, headers: owner.headers, payload: review() })).statusCode).toBe(403);
    const res = await api({ method: 'PUT', url: `reviews/${id}`, headers: customer.headers, payload: review({ criterias: top }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.score).toBe(5);
    expect((await providerRow(owner.provider.id)).reviews_score).toBe(5);

    await t.app.db.update(reviews).set({ created_at: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) }).where(eq(reviews.id, id));
    const late = await api({ method: 'PUT', url: `reviews/${id}`, headers: customer.headers, payload: review() });
    expect(late.statusCode).toBe(422);
    expect(late.json().error).toBe('Solo puedes editar tu reseña durante los 30 días siguientes a su publicación.');
  });

  it('withdrawing needs reasons and takes the review out of the score', async () => {
    const { owner, customer } = await acceptedSetup();
    const id = (await post(owner.provider.id, customer.headers, review())).json().data.id as number;
    const empty = await api({ method: 'POST', url: `reviews/${id}/cancel`, headers: customer.headers, payload: { cancel_reason: ' ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.cancel_reason).toEqual(['Por favor, ingresa tus razones']);
    expect((await api({ method: 'POST', url: `reviews/${id}/cancel`, headers: owner.headers, payload: { cancel_reason: 'x' } })).statusCode).toBe(403);
    const ok = await api({ method: 'POST', url: `reviews/${id}/cancel`, headers: customer.headers, payload: { cancel_reason: 'Me equivoqué de proveedor' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'cancelled', cancel_reason: 'Me equivoqué de proveedor' });
    const p = await providerRow(owner.provider.id);
    expect([p.reviews_number, p.reviews_score]).toEqual([0, 0]);
    const again = await api({ method: 'POST', url: `reviews/${id}/cancel`, headers: customer.headers, payload: { cancel_reason: 'otra vez' } });
    expect(again.statusCode).toBe(422);
  });
});

describe('answers, reports and moderation', () => {
  it('only the owner answers; the author is told once; the answer can be edited', async () => {
    const { owner, customer } = await acceptedSetup();
    const id = (await post(owner.provider.id, customer.headers, review())).json().data.id as number;
    const url = `reviews/${id}/response`;
    expect((await api({ method: 'PUT', url, payload: { response: 'Gracias' } })).statusCode).toBe(401);
    expect((await api({ method: 'PUT', url, headers: customer.headers, payload: { response: 'Gracias' } })).statusCode).toBe(403);
    const other = await providerOwner(t.app);
    expect((await api({ method: 'PUT', url, headers: other.headers, payload: {} })).statusCode).toBe(403);
    const empty = await api({ method: 'PUT', url, headers: owner.headers, payload: { response: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.response).toEqual(['Por favor, ingresa tu respuesta']);
    const ok = await api({ method: 'PUT', url, headers: owner.headers, payload: { response: '¡Gracias por confiar en nosotros!' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.response).toBe('¡Gracias por confiar en nosotros!');
    const edited = await api({ method: 'PUT', url, headers: owner.headers, payload: { response: 'Gracias, Rosa.' } });
    expect(edited.json().data.response).toBe('Gracias, Rosa.');
    const notes = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, customer.user.id), eq(notifications.type, 'review_answered')));
    expect(notes).toHaveLength(1);
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.template, 'review_answered'));
    expect(mails.filter((m) => (m.payload as { review_id?: number }).review_id === id)).toHaveLength(1);
  });

  it('the owner reports (reasons required, once); an admin removes it and the author is told', async () => {
    const { owner, customer } = await acceptedSetup();
    const id = (await post(owner.provider.id, customer.headers, review())).json().data.id as number;
    const url = `reviews/${id}/report`;
    expect((await api({ method: 'POST', url, headers: customer.headers, payload: { reason: 'x' } })).statusCode).toBe(403);
    const empty = await api({ method: 'POST', url, headers: owner.headers, payload: { reason: '' } });
    expect(empty.json().errors.reason).toEqual(['Por favor, ingresa tus razones']);
    expect((await api({ method: 'POST', url, headers: owner.headers, payload: { reason: 'Nunca fue nuestro cliente' } })).statusCode).toBe(204);
    expect((await api({ method: 'POST', url, headers: owner.headers, payload: { reason: 'Otra vez' } })).statusCode).toBe(409);

    const admin = await createSignedInUser(t.app, { is_admin: true });
    expect((await api({ method: 'GET', url: 'admin/reviews/reported', headers: owner.headers })).statusCode).toBe(403);
    const reported = await api({ method: 'GET', url: 'admin/reviews/reported', headers: admin.headers });
    expect(reported.json().data.map((r: { id: number }) => r.id)).toContain(id);
    const murl = `admin/reviews/${id}/moderation`;
    expect((await api({ method: 'PUT', url: murl, headers: owner.headers, payload: {} })).statusCode).toBe(403);
    const noReason = await api({ method: 'PUT', url: murl, headers: admin.headers, payload: { decision: 'remove', reason: '' } });
    expect(noReason.statusCode).toBe(400);
    const removed = await api({
      method: 'PUT',
      url: murl,
      headers: admin.headers,
      payload: { decision: 'remove', reason: 'Contiene datos personales' },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ status: 'hidden', moderation_decision: 'removed', moderation_reason: 'Contiene datos personales' });
    expect((await providerRow(owner.provider.id)).reviews_number).toBe(0);
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, customer.user.id), eq(notifications.type, 'review_moderated')));
    expect(told[0]?.body).toBe('Contiene datos personales');
    expect((await api({ method: 'PUT', url: murl, headers: admin.headers, payload: { decision: 'keep', reason: 'x' } })).statusCode).toBe(422);
    const list = await api({ method: 'GET', url: `providers/${owner.provider.id}/reviews` });
    expect(list.json().total).toBe(0);
  });
});

describe('review requests', () => {
  it('a Business owner sends requests (one per address, N per day); the link produces an invited review', async () => {
    const owner = await providerOwner(t.app, { company_name: 'Fotos Invitadas' });
    const url = `providers/${owner.provider.id}/review-requests`;
    const customer = await createSignedInUser(t.app, { email: 'clienta.invitada@example.com' });
    expect((await api({ method: 'POST', url, payload: { email: 'a@b.pe' } })).statusCode).toBe(401);
    expect((await api({ method: 'POST', url, headers: customer.headers, payload: {} })).statusCode).toBe(403);
    const res = await api({ method: 'POST', url, headers: owner.headers, payload: { email: 'clienta.invitada@example.com', name: 'Lucía' } });
    expect(res.statusCode).toBe(201);
    const dup = await api({ method: 'POST', url, headers: owner.headers, payload: { email: 'CLIENTA.invitada@example.com' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.email).toEqual(['Ya enviaste una solicitud de reseña a este correo.']);

    const [mail] = await t.app.db.select().from(outbox).where(eq(outbox.template, 'review_request'));
    expect(mail!.to_address).toBe('clienta.invitada@example.com');
    const token = /solicitud=([\w-]+)/.exec(mail!.text_body)![1]!;
    const info = await api({ method: 'GET', url: `review-requests/${token}`, headers: customer.headers });
    expect(info.json().data).toMatchObject({ provider: { id: owner.provider.id }, used: false });

    const bad = await post(owner.provider.id, customer.headers, review({ request_token: 'no-existe' }));
    expect(bad.statusCode).toBe(403);
    expect(bad.json().error).toBe('El enlace para calificar no es válido o ya fue usado.');
    const ok = await post(owner.provider.id, customer.headers, review({ request_token: token }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.kind).toBe('invited');
    const reused = await post(owner.provider.id, customer.headers, review({ request_token: token }));
    expect(reused.statusCode).toBe(403);
    const listed = await api({ method: 'GET', url, headers: owner.headers });
    expect(listed.json().data[0].used_at).not.toBeNull();

    // Rate limit: REVIEW_REQUESTS_PER_DAY in 24 hours.
    for (let i = 1; i < REVIEW_REQUESTS_PER_DAY; i++) {
      const r = await api({ method: 'POST', url, headers: owner.headers, payload: { email: `cliente${i}@example.com` } });
      expect(r.statusCode).toBe(201);
    }
    const limited = await api({ method: 'POST', url, headers: owner.headers, payload: { email: 'uno.mas@example.com' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe(`Puedes enviar como máximo ${REVIEW_REQUESTS_PER_DAY} solicitudes de reseña por día.`);
    const stored = await t.app.db.select().from(reviewRequests).where(eq(reviewRequests.provider_id, owner.provider.id));
    expect(stored.every((r) => r.token_hash.length === 64 && r.token_hash !== token)).toBe(true);
    expect(stored.find((r) => r.used_at)?.token_hash).toBe(hashToken(token));
  });

  it('a basic provider cannot send requests', async () => {
    const owner = await providerOwner(t.app, { plan: 'basic' });
    const res = await api({ method: 'POST', url: `providers/${owner.provider.id}/review-requests`, headers: owner.headers, payload: { email: 'x@example.com' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('Esta función está disponible solo para el plan Business.');
  });
});

describe('the day-after reminder', () => {
  it('mails each accepted quotation once, the day after the event, and not once reviewed', async () => {
    const { owner, event, quotation } = await acceptedSetup('Recordatorio SAC');
    const today = limaToday();
    // Not yet: the event is in the future.
    expect((await dueReminders(moduleDeps(t.app))).some((r) => r.quotation_id === quotation.id)).toBe(false);
    // The event took place yesterday.
    await t.app.db.update(userEvents).set({ event_date: addDaysIso(today, -1) }).where(eq(userEvents.id, event.id));
    expect(await sendReviewReminders(moduleDeps(t.app))).toBeGreaterThanOrEqual(1);
    expect(await sendReviewReminders(moduleDeps(t.app))).toBe(0);
    const mails = (await t.app.db.select().from(outbox).where(eq(outbox.template, 'review_reminder'))).filter(
      (m) => (m.payload as { quotation_id?: number }).quotation_id === quotation.id,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('¿Cómo te fue con Recordatorio SAC?');
    expect(mails[0]!.text_body).toContain(`/calificar/${owner.provider.slug}?cotizacion=${quotation.id}`);

    // A reviewed opportunity gets no reminder.
    const other = await acceptedSetup('Ya Calificado SAC');
    await post(other.owner.provider.id, other.customer.headers, review());
    await t.app.db.update(userEvents).set({ event_date: addDaysIso(today, -1) }).where(eq(userEvents.id, other.event.id));
    expect((await dueReminders(moduleDeps(t.app))).some((r) => r.quotation_id === other.quotation.id)).toBe(false);
    // Events older than the look-back are left alone.
    const old = await acceptedSetup('Evento Antiguo SAC');
    await t.app.db.update(userEvents).set({ event_date: addDaysIso(today, -30) }).where(eq(userEvents.id, old.event.id));
    expect((await dueReminders(moduleDeps(t.app))).some((r) => r.quotation_id === old.quotation.id)).toBe(false);
  });
});

describe('KPIs', () => {
  it('the owner sees reviews per month', async () => {
    const { owner, customer } = await acceptedSetup();
    await post(owner.provider.id, customer.headers, review());
    const res = await api({ method: 'GET', url: `providers/${owner.provider.id}/reviews/trend`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ month: expect.stringMatching(/^\d{4}-\d{2}$/), count: 1, score: 4.3 }]);
    expect((await api({ method: 'GET', url: `providers/${owner.provider.id}/reviews/trend`, headers: customer.headers })).statusCode).toBe(403);
  });
});

describe('JSON-LD of the provider site', () => {
  it('carries the recalculated aggregateRating and the newest reviews (text escaped)', async () => {
    const { owner, customer } = await acceptedSetup('Fiestas JSON SAC');
    const comment = 'Todo perfecto </script><script>alert(1)</script> muy recomendados para su evento.';
    expect((await post(owner.provider.id, customer.headers, review({ comment }))).statusCode).toBe(201);
    const html = (await t.app.inject({ method: 'GET', url: `/${owner.provider.slug}` })).body;
    expect(html).not.toContain('<script>alert(1)');
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    const ld = scripts.find((s) => s['@type'] === 'LocalBusiness')!;
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 1,
      bestRating: 5,
      worstRating: 1,
    });
    expect(ld.review).toEqual([
      expect.objectContaining({
        '@type': 'Review',
        reviewBody: comment,
        reviewRating: { '@type': 'Rating', ratingValue: 4.3, bestRating: 5, worstRating: 1 },
      }),
    ]);
  });
});
