// Presenters: database rows → the domain's response shapes (ThreadSummary, ThreadDetail, MessageOut).
import {
  conversationWhatsappUrl,
  formatDate,
  type MessageOut,
  type ParticipantRole,
  type ThreadDetail,
  type ThreadOrigin,
  type ThreadSummary,
} from '@eventos/domain';
import type { Storage } from '../../storage/storage';
import { keyUrl } from '../media';
import type { MessageRow, ThreadAccessRow, ThreadListRow } from './conversations.repository';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

export function presentMessage(storage: Storage, m: MessageRow): MessageOut {
  const url = keyUrl(storage, m.attachment_path);
  return {
    id: m.id,
    thread_id: m.thread_id,
    kind: m.kind === 'system' ? 'system' : 'text',
    sender: m.kind === 'system' ? 'system' : (m.author_role as ParticipantRole),
    body: m.body,
    attachment:
      url && m.attachment_kind
        ? {
            kind: m.attachment_kind === 'image' ? 'image' : 'file',
            name: m.attachment_name ?? 'archivo',
            url,
            thumbnail_url: m.attachment_kind === 'image' ? keyUrl(storage, m.attachment_thumbnail) : null,
          }
        : null,
    created_at: iso(m.created_at)!,
  };
}

function lastMessagePreview(r: ThreadListRow): ThreadSummary['last_message'] {
  if (r.last_created_at === null || r.last_kind === null) return null;
  const body = r.last_body?.trim() || (r.last_attachment_name ? `📎 ${r.last_attachment_name}` : '');
  return {
    body: body.slice(0, 140),
    sender: r.last_kind === 'system' ? 'system' : (r.last_author as ParticipantRole),
    created_at: iso(r.last_created_at)!,
  };
}

export function presentThreadSummary(r: ThreadListRow): ThreadSummary {
  return {
    id: Number(r.id),
    role: r.role,
    origin: r.origin as ThreadOrigin,
    event: { id: Number(r.event_id), title: r.event_title, event_date: r.event_date },
    counterpart: { name: r.counterpart_name || '—', slug: r.counterpart_slug },
    last_message: lastMessagePreview(r),
    unread: Number(r.unread),
    archived: r.archived === true || String(r.archived) === 't',
    declined: r.declined === true || String(r.declined) === 't',
    last_message_at: iso(r.last_message_at)!,
  };
}

export interface DetailExtras {
  role: ParticipantRole;
  unread: number;
  lastMessage: MessageRow | undefined;
  quotation: { id: number; status: string; accepted_at: Date | null } | undefined;
  reported: boolean;
}

/** Contact data of the other side, only once the provider's quotation was accepted. */
function contactOf(t: ThreadAccessRow, role: ParticipantRole, accepted: boolean): ThreadDetail['contact'] {
  if (!accepted) return null;
  const event = { title: t.event_title, date: formatDate(t.event_date) };
  if (role === 'customer') {
    const cellphone = t.provider_cellphone;
    return {
      email: t.provider_email ?? t.provider_owner_email,
      cellphone,
      whatsapp_url: conversationWhatsappUrl(cellphone, event),
    };
  }
  return { email: t.customer_email, cellphone: null, whatsapp_url: null };
}

export function presentThreadDetail(storage: Storage, t: ThreadAccessRow, x: DetailExtras): ThreadDetail {
  const archivedAt = x.role === 'customer' ? t.customer_archived_at : t.provider_archived_at;
  const last = x.lastMessage ? presentMessage(storage, x.lastMessage) : null;
  const accepted = Boolean(x.quotation && (x.quotation.accepted_at || x.quotation.status === 'accepted'));
  return {
    id: t.id,
    role: x.role,
    origin: t.origin as ThreadOrigin,
    event: { id: t.user_event_id, title: t.event_title, event_date: t.event_date },
    counterpart:
      x.role === 'customer'
        ? { name: t.provider_company_name, slug: t.provider_slug }
        : { name: `${t.customer_first_name} ${t.customer_last_name}`.trim() || '—', slug: null },
    last_message: last
      ? { body: last.body.slice(0, 140), sender: last.sender, created_at: last.created_at }
      : null,
    unread: x.unread,
    archived: archivedAt !== null,
    declined: t.declined_at !== null,
    last_message_at: iso(t.last_message_at)!,
    provider: { id: t.provider_id, slug: t.provider_slug, company_name: t.provider_company_name },
    customer: { first_name: t.customer_first_name },
    contact: contactOf(t, x.role, accepted),
    decline_reason: t.decline_reason,
    other_last_read_message_id: (x.role === 'customer' ? t.provider_last_read_id : t.customer_last_read_id) || null,
    quotation: x.quotation ? { id: x.quotation.id, status: x.quotation.status } : null,
    first_reply_minutes: t.first_reply_seconds === null ? null : Math.ceil(t.first_reply_seconds / 60),
    reported: x.reported,
  };
}
