// E-mails (through the mail outbox) and in-app notices of the reviews module, written in the
// caller's transaction: a new review → the provider; the provider's answer → the author; the
// admin's decision on a report → the author; a review request → the client's address; the day
// after the event → the customer ("¿Cómo te fue con …?").
import { formatDate, providerSitePath, reviewPath as reviewFormPath } from '@eventos/domain';
import type { Db } from '../../db/client';
import { findProviderAddresses, queueMail } from '../mail';
import { insertNotifications } from '../notifications';
import { findUserContact as userContact, type ReminderTarget } from './reviews.repository';

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');
const sign = ['', 'Equipo de Eventos Perú'];

export interface ReviewContext {
  reviewId: number;
  providerId: number;
  slug: string;
  companyName: string;
  authorId: number;
  providerOwnerId: number | null;
}

export async function notifyReviewReceived(db: Db, c: ReviewContext, score: number, publicUrl: string) {
  const link = `${providerSitePath(c.slug)}#resenas`;
  const p = await findProviderAddresses(db, c.providerId);
  const to = p?.email ?? p?.owner_email;
  const title = `Recibiste una nueva reseña (${score.toFixed(1)} de 5)`;
  if (to) {
    await queueMail(db, {
      to,
      subject: `${c.companyName}: ${title}`,
      text: [`Hola, ${c.companyName}:`, '', `${title}. Puedes leerla y responderla en tu sitio:`, `${base(publicUrl)}${link}`, ...sign].join('\n'),
      template: 'review_received',
      payload: { review_id: c.reviewId, provider_id: c.providerId },
    });
  }
  if (c.providerOwnerId !== null) {
    await insertNotifications(db, [
      { user_id: c.providerOwnerId, type: 'review_received', title, link, data: { review_id: c.reviewId } },
    ]);
  }
}

export async function notifyReviewAnswered(db: Db, c: ReviewContext, publicUrl: string) {
  const link = `${providerSitePath(c.slug)}#resena-${c.reviewId}`;
  const author = await userContact(db, c.authorId);
  const title = `${c.companyName} respondió tu reseña`;
  if (author?.email) {
    await queueMail(db, {
      to: author.email,
      subject: title,
      text: [`Hola, ${author.first_name || 'cliente'}:`, '', `${title}. Léela aquí:`, `${base(publicUrl)}${link}`, ...sign].join('\n'),
      template: 'review_answered',
      payload: { review_id: c.reviewId },
    });
  }
  await insertNotifications(db, [
    { user_id: c.authorId, type: 'review_answered', title, link, data: { review_id: c.reviewId } },
  ]);
}

export async function notifyReviewModerated(
  db: Db,
  c: ReviewContext,
  decision: 'kept' | 'removed',
  reason: string,
  publicUrl: string,
) {
  const author = await userContact(db, c.authorId);
  const title =
    decision === 'removed'
      ? `Retiramos tu reseña de ${c.companyName}`
      : `Tu reseña de ${c.companyName} sigue publicada`;
  const link = `${providerSitePath(c.slug)}#resenas`;
  if (author?.email) {
    await queueMail(db, {
      to: author.email,
      subject: title,
      text: [
        `Hola, ${author.first_name || 'cliente'}:`,
        '',
        `${c.companyName} reportó tu reseña y la revisamos. ${title}.`,
        `Motivo: ${reason}`,
        '',
        'Consulta nuestra Política de Contenido:',
        `${base(publicUrl)}/politica-de-contenido`,
        ...sign,
      ].join('\n'),
      template: 'review_moderated',
      payload: { review_id: c.reviewId, decision },
    });
  }
  await insertNotifications(db, [
    { user_id: c.authorId, type: 'review_moderated', title, body: reason, link, data: { review_id: c.reviewId, decision } },
  ]);
}

export async function mailReviewRequest(
  db: Db,
  r: { email: string; name: string; companyName: string; slug: string; token: string; requestId: number },
  publicUrl: string,
) {
  const link = `${base(publicUrl)}${reviewFormPath(r.slug, { request: r.token })}`;
  await queueMail(db, {
    to: r.email,
    subject: `${r.companyName} te pide tu opinión en Eventos Perú`,
    text: [
      `Hola${r.name ? `, ${r.name}` : ''}:`,
      '',
      `${r.companyName} quiere saber cómo te fue con su servicio. Tu reseña ayuda a otros clientes a elegir.`,
      'Califícalo aquí (te pediremos iniciar sesión):',
      link,
      ...sign,
    ].join('\n'),
    template: 'review_request',
    payload: { review_request_id: r.requestId },
  });
}

/** "¿Cómo te fue con …?" the day after the event, with a link to the review form. */
export async function notifyReviewReminder(db: Db, t: ReminderTarget, publicUrl: string) {
  const path = reviewFormPath(t.slug, { quotation: t.quotation_id });
  const title = `¿Cómo te fue con ${t.company_name}?`;
  if (t.customer_email) {
    await queueMail(db, {
      to: t.customer_email,
      subject: title,
      text: [
        `Hola, ${t.customer_first_name || 'cliente'}:`,
        '',
        `Tu evento (${t.event_type_name}, ${formatDate(t.event_date)}) ya pasó. ${title}`,
        'Califica su precio, experiencia, calidad, puntualidad, amabilidad y asesoría (te pediremos iniciar sesión):',
        `${base(publicUrl)}${path}`,
        ...sign,
      ].join('\n'),
      template: 'review_reminder',
      payload: { quotation_id: t.quotation_id },
    });
  }
  await insertNotifications(db, [
    { user_id: t.customer_id, type: 'review_reminder', title, link: path, data: { quotation_id: t.quotation_id } },
  ]);
}
