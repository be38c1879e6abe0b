/**
 * Conversations (issue 15): limits, the response-time badge and the WhatsApp link. Pure rules
 * shared by the API (checks, e-mails) and the web (composer, badge, button).
 */
import { ct } from './conversations.messages';

/** Longest text message, in characters. */
export const MESSAGE_MAX_LENGTH = 2_000;
/** Messages one user may send in MESSAGE_RATE_WINDOW_MS, over every thread. */
export const MESSAGE_RATE_MAX = 20;
export const MESSAGE_RATE_WINDOW_MS = 60_000;
/** A message unread this long is gathered in the digest e-mail. */
export const UNREAD_DIGEST_DELAY_MS = 10 * 60_000;
/** Saved quick replies per provider. */
export const QUICK_REPLIES_MAX = 20;
export const QUICK_REPLY_TITLE_MAX = 60;
/** Decline and report reasons. */
export const CONVERSATION_REASON_MAX = 500;
/** Messages per page of a thread. */
export const THREAD_MESSAGES_PAGE = 50;
/** While the live stream is down the web polls every… */
export const CONVERSATION_POLL_MS = 4_000;

export const THREAD_ORIGINS = ['request', 'invitation', 'quotation'] as const;
export type ThreadOrigin = (typeof THREAD_ORIGINS)[number];
export const THREAD_FILTERS = ['all', 'unread', 'archived'] as const;
export type ThreadFilter = (typeof THREAD_FILTERS)[number];
export const PARTICIPANT_ROLES = ['customer', 'provider'] as const;
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];

/** Badge thresholds (minutes) with their label, fastest first. */
const RESPONSE_BADGES = [
  { max: 60, key: 'conversations.responseTime.1h' },
  { max: 120, key: 'conversations.responseTime.2h' },
  { max: 24 * 60, key: 'conversations.responseTime.24h' },
] as const;

/** "Responde en menos de 2 horas" for a median reply time in minutes; null when slower or unknown. */
export function responseTimeLabel(medianMinutes: number | null | undefined): string | null {
  if (medianMinutes === null || medianMinutes === undefined || !Number.isFinite(medianMinutes) || medianMinutes < 0) {
    return null;
  }
  const badge = RESPONSE_BADGES.find((b) => medianMinutes <= b.max);
  return badge ? ct(badge.key) : null;
}

/** Digits for wa.me: a 9-digit Peruvian cellphone gets the country code 51. Null without a number. */
export function whatsappDigits(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 9 && digits.startsWith('9')) return `51${digits}`;
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

/** `https://wa.me/<digits>?text=…` naming the event, or null without a usable number. */
export function conversationWhatsappUrl(phone: string | null | undefined, event: { title: string; date: string }): string | null {
  const digits = whatsappDigits(phone);
  if (!digits) return null;
  const text = ct('conversations.whatsapp.text', { event: event.title, date: event.date });
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** Path of the inbox and of one thread in the web app. */
export const inboxPath = () => '/mensajes';
export const threadPath = (id: number | string) => `/mensajes/${encodeURIComponent(String(id))}`;
