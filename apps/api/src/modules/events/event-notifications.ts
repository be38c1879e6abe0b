// "Event notifications" (a Business option, SPEC §1): when a customer publishes an event, every
// matching Business provider (one of its services, same department, not the customer's own
// provider) gets an e-mail through the mail outbox and an in-app notification, written in the
// caller's transaction. An event addressed to one provider ("Solicitar cotización") notifies only
// that provider, and only when it is on the Business plan (POST events already refuses to address a
// basic provider). Basic providers are never notified. Nothing is sent synchronously: the outbox
// worker sends. A provider the customer later sends the event to (POST events/:id/invitations) gets
// the same e-mail and notification as an addressed one, once, when the invitation is created
// (notifyEventInvitation; template and type 'event_invited').
import { formatDate, st } from '@eventos/domain';
import type { Db } from '../../db/client';
import { queueMail } from '../mail';
import { insertNotifications, type NewNotification } from '../notifications';
import { eventRecipients, findRecipients, type Recipient } from './event-notifications.repository';
import { em } from './events.messages';

export interface PublishedEvent {
  id: number;
  user_id: number;
  event_type_name: string;
  description: string;
  event_date: string;
  department_id: number | null;
  place_label: string;
  service_type_ids: number[];
  service_names: string[];
  addressed_provider_id: number | null;
  customer_first_name: string;
}

/** How the provider came to be told: a matching event, an addressed request or an invitation. */
export type EventNoticeKind = 'event_published' | 'event_addressed' | 'event_invited';

/** The customer as the provider is told: the first name, or «Un cliente». */
const customerName = (event: PublishedEvent) => event.customer_first_name || st('events.mail.customer.fallback');

const noticeKind = (event: PublishedEvent): EventNoticeKind =>
  event.addressed_provider_id !== null ? 'event_addressed' : 'event_published';

export function eventMail(
  event: PublishedEvent,
  recipient: Recipient,
  publicUrl: string,
  kind: EventNoticeKind = noticeKind(event),
) {
  const link = `${publicUrl.replace(/\/+$/, '')}/eventos/buscador/${event.id}`;
  // An invitation is a direct request too ("Solicitar cotización" on the provider's site).
  const addressed = kind !== 'event_published';
  const customer = customerName(event);
  const subject = addressed
    ? em('notifications.eventAddressed.title', { customer, eventType: event.event_type_name })
    : st('events.mail.published.subject', { eventType: event.event_type_name, place: event.place_label });
  const intro = addressed ? st('events.mail.addressed.intro', { customer }) : st('events.mail.published.intro');
  const text = [
    st('mail.greeting', { name: recipient.company_name }),
    '',
    intro,
    '',
    st('events.mail.eventType', { value: event.event_type_name }),
    st('events.mail.date', { value: formatDate(event.event_date) }),
    st('events.mail.place', { value: event.place_label }),
    st('events.mail.services', { value: event.service_names.join(', ') }),
    '',
    event.description,
    '',
    st('events.mail.quote'),
    link,
    '',
    st('site.team'),
  ].join('\n');
  return { subject, text, link };
}

/** Queues the mails and inserts the in-app notifications; returns how many providers were notified. */
export async function notifyEventPublished(db: Db, event: PublishedEvent, publicUrl: string): Promise<number> {
  const recipients = await eventRecipients(db, event);
  await notifyRecipients(db, event, recipients, publicUrl, noticeKind(event));
  return recipients.length;
}

/**
 * The provider the customer sent an existing event to (the caller checked it is a Business provider
 * that is not the customer's own): the addressed request's e-mail and in-app notification, in the
 * caller's transaction. Returns false when there was no one to tell (unknown provider).
 */
export async function notifyEventInvitation(
  db: Db,
  event: PublishedEvent,
  providerId: number,
  publicUrl: string,
): Promise<boolean> {
  const recipients = await findRecipients(db, providerId);
  await notifyRecipients(db, event, recipients, publicUrl, 'event_invited');
  return recipients.length > 0;
}

async function notifyRecipients(
  db: Db,
  event: PublishedEvent,
  recipients: Recipient[],
  publicUrl: string,
  kind: EventNoticeKind,
): Promise<void> {
  const notes: NewNotification[] = [];
  const addressed = kind !== 'event_published';
  for (const recipient of recipients) {
    const mail = eventMail(event, recipient, publicUrl, kind);
    const to = recipient.email ?? recipient.owner_email;
    const payload = { event_id: event.id, provider_id: recipient.id };
    if (to) {
      await queueMail(db, { to, subject: mail.subject, text: mail.text, template: kind, payload });
    }
    if (recipient.owner_id !== null) {
      notes.push({
        user_id: recipient.owner_id,
        type: kind,
        title: addressed
          ? em('notifications.eventAddressed.title', {
              customer: customerName(event),
              eventType: event.event_type_name,
            })
          : em('notifications.eventPublished.title', { eventType: event.event_type_name }),
        body: `${formatDate(event.event_date)} · ${event.place_label}`,
        link: `/eventos/buscador/${event.id}`,
        data: payload,
      });
    }
  }
  await insertNotifications(db, notes);
}
