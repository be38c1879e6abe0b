// E-mails (through the mail outbox) and in-app notices of the reviews module, written in the
// caller's transaction: a new review → the provider; the provider's answer → the author; the
// admin's decision on a report → the author; a review request → the client's address; the day
// after the event → the customer ("¿Cómo te fue con …?").
import { formatDate, providerSitePath, reviewPath as reviewFormPath, st } from '@eventos/domain';
import type { Db } from '../../db/client';
import { findProviderAddresses, queueMail } from '../mail';
import { insertNotifications } from '../notifications';
import { findUserContact as userContact, type ReminderTarget } from './reviews.repository';

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');
const sign = ['', st('site.team')];
const hello = (name: string) => st('mail.greeting', { name });
const customer = (firstName: string | null | undefined) => firstName || st('mail.customer.fallback');

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
  const title = st('reviews.mail.received.title', { score: score.toFixed(1) });
  if (to) {
    await queueMail(db, {
      to,
      subject: st('reviews.mail.received.subject', { company: c.companyName, title }),
      text: [hello(c.companyName), '', st('reviews.mail.received.read', { title }), `${base(publicUrl)}${link}`, ...sign].join('\n'),
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
  const title = st('reviews.mail.answered.title', { company: c.companyName });
  if (author?.email) {
    await queueMail(db, {
      to: author.email,
      subject: title,
      text: [hello(customer(author.first_name)), '', st('reviews.mail.answered.read', { title }), `${base(publicUrl)}${link}`, ...sign].join('\n'),
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
      ? st('reviews.mail.moderated.removed', { company: c.companyName })
      : st('reviews.mail.moderated.kept', { company: c.companyName });
  const link = `${providerSitePath(c.slug)}#resenas`;
  if (author?.email) {
    await queueMail(db, {
      to: author.email,
      subject: title,
      text: [
        hello(customer(author.first_name)),
        '',
        st('reviews.mail.moderated.reviewed', { company: c.companyName, title }),
        st('reviews.mail.moderated.reason', { reason }),
        '',
        st('reviews.mail.moderated.policy'),
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
    subject: st('reviews.mail.request.subject', { company: r.companyName }),
    text: [
      r.name ? hello(r.name) : st('mail.greeting.anonymous'),
      '',
      st('reviews.mail.request.ask', { company: r.companyName }),
      st('reviews.mail.request.link'),
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
  const title = st('reviews.mail.reminder.title', { company: t.company_name });
  if (t.customer_email) {
    await queueMail(db, {
      to: t.customer_email,
      subject: title,
      text: [
        hello(customer(t.customer_first_name)),
        '',
        st('reviews.mail.reminder.past', { eventType: t.event_type_name, date: formatDate(t.event_date), title }),
        st('reviews.mail.reminder.link'),
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
