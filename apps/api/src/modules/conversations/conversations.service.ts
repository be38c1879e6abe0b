// Conversations (issue 15, docs/decisions/150-conversations.md): every write goes through
// appendMessage() inside a transaction, which keeps the thread's counters (last message, per-side
// last message, the author's read mark, archive undone for the recipient, the reply clock) and
// queues a NOTIFY on CONVERSATIONS_CHANNEL (delivered on commit to every API process: the hub).
// Hooks for the other modules: openRequestThread (site request, invitation) and
// recordQuotationEvent (quotation sent, updated, accepted, discarded).
import {
  MESSAGE_RATE_MAX,
  MESSAGE_RATE_WINDOW_MS,
  ct,
  effectiveEventStatus,
  formatCents,
  formatDate,
  threadPath,
  type Currency,
  type OpenThreadInput,
  type ParticipantRole,
  type SendMessageInput,
  type ThreadOrigin,
  type UploadedFile,
  type UserEventStatus,
} from '@eventos/domain';
import type { Db } from '../../db/client';
import { forbidden, notFound, tooManyRequests, unprocessable } from '../../plugins/errors';
import type { ModuleDeps } from '../../plugins/module-deps';
import { findProviderAddresses, queueMail } from '../mail';
import {
  countRecentMessagesBy,
  ensureThreadRow,
  findEventForThread,
  findProviderForThread,
  findProviderOwnerId,
  findQuotationForThread,
  findThreadAccess,
  findThreadByEventProvider,
  findThreadNames,
  findUserUpload,
  insertMessage,
  lockThread,
  notifyOnCommit,
  refreshProviderResponseTime,
  updateThread,
  type MessageRow,
  type ThreadAccessRow,
  type ThreadRow,
} from './conversations.repository';

/** NOTIFY channel of every conversation change (payloads: ConversationNotice). */
export const CONVERSATIONS_CHANNEL = 'conversations';

export type ConversationNotice =
  | { t: 'message'; thread_id: number; message_id: number; users: number[] }
  | { t: 'read'; thread_id: number; reader: ParticipantRole; last_read_message_id: number; users: number[] }
  | { t: 'thread'; thread_id: number; users: number[] };

export interface ThreadAccess {
  thread: ThreadAccessRow;
  role: ParticipantRole;
}

/** 404 when the thread does not exist, 403 unless the user is one of its two participants. */
export async function loadThreadAccess(
  deps: Pick<ModuleDeps, 'db'>,
  threadId: number,
  userId: number,
): Promise<ThreadAccess> {
  const thread = await findThreadAccess(deps.db, threadId);
  if (!thread) throw notFound(ct('conversations.thread.notFound'));
  if (thread.customer_id === userId) return { thread, role: 'customer' };
  if (thread.provider_owner_id === userId) return { thread, role: 'provider' };
  throw forbidden();
}

export const participantsOf = (t: { customer_id: number; provider_owner_id: number | null }) =>
  t.provider_owner_id ? [t.customer_id, t.provider_owner_id] : [t.customer_id];

export interface AttachmentValues {
  attachment_upload_id: number;
  attachment_kind: 'image' | 'file';
  attachment_path: string;
  attachment_name: string;
  attachment_thumbnail: string | null;
}

interface NewLine {
  author_role: ParticipantRole;
  author_id: number | null;
  kind: 'text' | 'system';
  body: string;
  attachment?: AttachmentValues | null;
}

/**
 * Adds a message to a locked thread and keeps its counters; the NOTIFY goes out on commit.
 * The author has read everything up to its own message.
 */
export async function appendMessage(tx: Db, thread: ThreadRow, line: NewLine): Promise<MessageRow> {
  const message = await insertMessage(tx, {
    thread_id: thread.id,
    author_role: line.author_role,
    author_id: line.author_id,
    kind: line.kind,
    body: line.body,
    ...(line.attachment ?? {}),
  });
  const at = message.created_at;
  const mine = line.author_role;
  const other: ParticipantRole = mine === 'customer' ? 'provider' : 'customer';
  const set: Parameters<typeof updateThread>[2] = {
    last_message_id: message.id,
    last_message_at: at,
    [`last_${mine}_message_id`]: message.id,
    [`${mine}_last_read_id`]: message.id,
    [`${other}_archived_at`]: null,
  };
  let replied = false;
  if (mine === 'customer' && !thread.first_customer_at) set.first_customer_at = at;
  if (mine === 'provider' && thread.first_reply_seconds === null && thread.first_customer_at) {
    set.first_reply_seconds = Math.max(0, Math.round((at.getTime() - thread.first_customer_at.getTime()) / 1000));
    replied = true;
  }
  await updateThread(tx, thread.id, set);
  Object.assign(thread, set);
  if (replied) await refreshProviderResponseTime(tx, thread.provider_id);
  const owner = await findProviderOwnerId(tx, thread.provider_id);
  const notice: ConversationNotice = {
    t: 'message',
    thread_id: thread.id,
    message_id: message.id,
    users: participantsOf({ customer_id: thread.customer_id, provider_owner_id: owner }),
  };
  await notifyOnCommit(tx, CONVERSATIONS_CHANNEL, notice);
  return message;
}

/** An uploaded file of the caller: a document (cdn/upload/pdf) or an image (cdn/upload/media, folder mensajes). */
async function resolveMessageAttachment(
  { db, storage }: Pick<ModuleDeps, 'db' | 'storage'>,
  userId: number,
  input: UploadedFile | null | undefined,
): Promise<AttachmentValues | null> {
  if (!input) return null;
  const invalid = () => {
    const message = ct('conversations.attachment.invalid');
    return unprocessable(message, { attachment: [message] });
  };
  const id = Number(input.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw invalid();
  const row = await findUserUpload(db, id, userId);
  if (!row) throw invalid();
  const key = input.url.trim() === row.path ? row.path : storage.keyFromUrl(input.url.trim());
  const isImage = row.kind === 'media' && row.key_prefix.startsWith('mensajes/');
  if (key !== row.path || (row.kind !== 'file' && !isImage)) throw invalid();
  const fallback = row.path.split('/').pop() ?? 'archivo';
  const name = (input.filename?.trim() || row.original_filename || fallback).slice(0, 255);
  return {
    attachment_upload_id: row.id,
    attachment_kind: isImage ? 'image' : 'file',
    attachment_path: row.path,
    attachment_name: name,
    attachment_thumbnail: isImage ? (row.sizes?.md ?? row.path) : null,
  };
}

async function assertRate(db: Db, userId: number): Promise<void> {
  const recent = await countRecentMessagesBy(db, userId, new Date(Date.now() - MESSAGE_RATE_WINDOW_MS));
  if (recent >= MESSAGE_RATE_MAX) throw tooManyRequests(ct('conversations.rate.limited'));
}

/** A participant's text message (and/or attachment). 429 past the per-user rate. */
export async function sendMessage(
  deps: Pick<ModuleDeps, 'db' | 'storage'>,
  access: ThreadAccess,
  userId: number,
  input: SendMessageInput,
): Promise<MessageRow> {
  await assertRate(deps.db, userId);
  const attachment = await resolveMessageAttachment(deps, userId, input.attachment);
  return deps.db.transaction(async (tx) => {
    const thread = await lockThread(tx, access.thread.id);
    if (!thread) throw notFound(ct('conversations.thread.notFound'));
    return appendMessage(tx, thread, {
      author_role: access.role,
      author_id: userId,
      kind: 'text',
      body: input.body.trim(),
      attachment,
    });
  });
}

/**
 * The customer writes to a provider about one of its events: the thread is opened (origin
 * 'request') or reused. 404 unknown event/provider, 403 not the caller's event, 422 own provider,
 * a provider nobody owns, or a closed event without a thread yet.
 */
export async function openThreadByCustomer(
  deps: Pick<ModuleDeps, 'db' | 'storage'>,
  userId: number,
  input: OpenThreadInput,
): Promise<{ threadId: number; created: boolean; message: MessageRow }> {
  const event = await findEventForThread(deps.db, input.event_id);
  if (!event) throw notFound(ct('conversations.thread.notFound'));
  if (event.user_id !== userId) throw forbidden(ct('conversations.event.notOwn'));
  const provider = await findProviderForThread(deps.db, input.provider_id);
  if (!provider) throw notFound();
  const providerError = (key: 'conversations.provider.self' | 'conversations.provider.unavailable') =>
    unprocessable(ct(key), { provider_id: [ct(key)] });
  if (provider.created_by === userId) throw providerError('conversations.provider.self');
  if (provider.created_by === null) throw providerError('conversations.provider.unavailable');
  await assertRate(deps.db, userId);
  const attachment = await resolveMessageAttachment(deps, userId, input.attachment);
  const open = effectiveEventStatus(event.status as UserEventStatus, event.event_date) === 'visible';
  return deps.db.transaction(async (tx) => {
    const before = await lockExisting(tx, event.id, provider.id);
    if (!before && !open) throw unprocessable(ct('conversations.event.closed'));
    const thread =
      before ?? (await ensureThreadRow(tx, { user_event_id: event.id, provider_id: provider.id, customer_id: userId, origin: 'request' }));
    const message = await appendMessage(tx, thread, {
      author_role: 'customer',
      author_id: userId,
      kind: 'text',
      body: input.body.trim(),
      attachment,
    });
    return { threadId: thread.id, created: !before, message };
  });
}

async function lockExisting(tx: Db, eventId: number, providerId: number): Promise<ThreadRow | undefined> {
  const existing = await findThreadByEventProvider(tx, eventId, providerId);
  return existing ? lockThread(tx, existing.id) : undefined;
}

/** Read up to `messageId` (default: the last message). Returns the new mark, or null when unchanged. */
export async function markRead(
  deps: Pick<ModuleDeps, 'db'>,
  access: ThreadAccess,
  messageId?: number,
): Promise<number | null> {
  return deps.db.transaction(async (tx) => {
    const thread = await lockThread(tx, access.thread.id);
    if (!thread) throw notFound(ct('conversations.thread.notFound'));
    const column = access.role === 'customer' ? 'customer_last_read_id' : 'provider_last_read_id';
    const target = Math.min(messageId ?? thread.last_message_id, thread.last_message_id);
    if (target <= thread[column]) return null;
    await updateThread(tx, thread.id, { [column]: target });
    const notice: ConversationNotice = {
      t: 'read',
      thread_id: thread.id,
      reader: access.role,
      last_read_message_id: target,
      users: participantsOf(access.thread),
    };
    await notifyOnCommit(tx, CONVERSATIONS_CHANNEL, notice);
    return target;
  });
}

export async function setArchived(
  deps: Pick<ModuleDeps, 'db'>,
  access: ThreadAccess,
  userId: number,
  archived: boolean,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const column = access.role === 'customer' ? 'customer_archived_at' : 'provider_archived_at';
    await updateThread(tx, access.thread.id, { [column]: archived ? new Date() : null });
    const notice: ConversationNotice = { t: 'thread', thread_id: access.thread.id, users: [userId] };
    await notifyOnCommit(tx, CONVERSATIONS_CHANNEL, notice);
  });
}

/** "No me interesa": the provider declines with a reason the customer sees (a system line). */
export async function declineThread(
  deps: Pick<ModuleDeps, 'db'>,
  access: ThreadAccess,
  userId: number,
  reason: string,
): Promise<MessageRow> {
  if (access.role !== 'provider') throw forbidden(ct('conversations.decline.providerOnly'));
  return deps.db.transaction(async (tx) => {
    const thread = await lockThread(tx, access.thread.id);
    if (!thread) throw notFound(ct('conversations.thread.notFound'));
    if (thread.declined_at) throw unprocessable(ct('conversations.decline.already'));
    await updateThread(tx, thread.id, { declined_at: new Date(), decline_reason: reason });
    return appendMessage(tx, thread, {
      author_role: 'provider',
      author_id: userId,
      kind: 'system',
      body: ct('conversations.system.declined', { provider: access.thread.provider_company_name, reason }),
    });
  });
}

// ── Hooks for the events and quotations modules (inside their transactions) ─────────────────

/** The customer's request from the provider's site, or an invitation: opens the thread with a system line. */
export async function openRequestThread(
  tx: Db,
  a: { eventId: number; providerId: number; origin: Extract<ThreadOrigin, 'request' | 'invitation'> },
): Promise<void> {
  const n = await findThreadNames(tx, a.eventId, a.providerId);
  if (!n) return;
  const thread = await ensureThreadRow(tx, {
    user_event_id: a.eventId,
    provider_id: a.providerId,
    customer_id: n.customer_id,
    origin: a.origin,
  });
  const body =
    a.origin === 'request'
      ? ct('conversations.system.request')
      : ct('conversations.system.invitation', { customer: n.customer, provider: n.provider });
  await appendMessage(tx, thread, { author_role: 'customer', author_id: n.customer_id, kind: 'system', body });
}

export type QuotationEventKind = 'sent' | 'updated' | 'accepted' | 'discarded';

/**
 * A quotation event as a system line of the thread (opened by it when needed). Accepted and
 * discarded also e-mail the provider (outbox, same transaction) with a link to the thread.
 */
export async function recordQuotationEvent(
  tx: Db,
  a: { quotationId: number; kind: QuotationEventKind; userId: number; publicUrl?: string },
): Promise<void> {
  const q = await findQuotationForThread(tx, a.quotationId);
  if (!q) return;
  const n = await findThreadNames(tx, q.event_id, q.provider_id);
  if (!n) return;
  const thread = await ensureThreadRow(tx, {
    user_event_id: q.event_id,
    provider_id: q.provider_id,
    customer_id: n.customer_id,
    origin: 'quotation',
  });
  const total = formatCents(Number(q.total_cents), q.currency as Currency);
  const byProvider = a.kind === 'sent' || a.kind === 'updated';
  const body = {
    sent: () => ct('conversations.system.quotationSent', { provider: n.provider, total }),
    updated: () => ct('conversations.system.quotationUpdated', { provider: n.provider, version: q.version, total }),
    accepted: () => ct('conversations.system.quotationAccepted', { customer: n.customer }),
    discarded: () => ct('conversations.system.quotationDiscarded', { customer: n.customer }),
  }[a.kind]();
  await appendMessage(tx, thread, {
    author_role: byProvider ? 'provider' : 'customer',
    author_id: a.userId,
    kind: 'system',
    body,
  });
  if (a.kind === 'accepted' || a.kind === 'discarded') await mailProvider(tx, thread, n, a.kind, a.publicUrl);
}

async function mailProvider(
  tx: Db,
  thread: ThreadRow,
  n: { customer: string; event_title: string; event_date: string; provider: string },
  kind: 'accepted' | 'discarded',
  publicUrl = '',
): Promise<void> {
  const p = await findProviderAddresses(tx, thread.provider_id);
  const to = p?.owner_email ?? p?.email;
  if (!to) return;
  const params = { customer: n.customer, event: n.event_title, date: formatDate(n.event_date) };
  const link = `${publicUrl.replace(/\/+$/, '')}${threadPath(thread.id)}`;
  const subject = ct(kind === 'accepted' ? 'conversations.mail.quotation.acceptedSubject' : 'conversations.mail.quotation.discardedSubject', params);
  const text = ct(kind === 'accepted' ? 'conversations.mail.quotation.accepted' : 'conversations.mail.quotation.discarded', params);
  await queueMail(tx, {
    to,
    subject,
    text: `${text}\n\n${ct('conversations.mail.digest.open')}: ${link}\n`,
    html: `<p>${escapeHtml(text)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(ct('conversations.mail.digest.open'))}</a></p>`,
    template: kind === 'accepted' ? 'quotation_accepted' : 'quotation_discarded',
    payload: { thread_id: thread.id, event_id: thread.user_event_id, provider_id: thread.provider_id },
  });
}

/** Text shown as text in the HTML part of e-mails (messages are never HTML). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
