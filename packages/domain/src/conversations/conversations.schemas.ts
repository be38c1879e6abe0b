/**
 * Conversations (issue 15): request bodies and queries, and the shapes the API answers (threads,
 * messages, quick replies, live stream events). The web uses the inferred types.
 */
import { z } from '../zod';
import { IdSchema } from '../common/common.schemas';
import { UploadedFileSchema } from '../files/files.schemas';
import { PageSchema, PageSizeSchema } from '../pagination/pagination.schemas';
import { ct } from './conversations.messages';
import {
  CONVERSATION_REASON_MAX,
  MESSAGE_MAX_LENGTH,
  PARTICIPANT_ROLES,
  QUICK_REPLY_TITLE_MAX,
  THREAD_FILTERS,
  THREAD_MESSAGES_PAGE,
  THREAD_ORIGINS,
} from './conversations.rules';

const messageBody = z
  .string()
  .max(MESSAGE_MAX_LENGTH, { error: ct('conversations.body.max', { max: MESSAGE_MAX_LENGTH }) })
  .default('');

const reason = z
  .string({ error: ct('conversations.reason.required') })
  .trim()
  .min(1, { error: ct('conversations.reason.required') })
  .max(CONVERSATION_REASON_MAX, { error: ct('conversations.reason.max', { max: CONVERSATION_REASON_MAX }) });

const hasContent = (m: { body: string; attachment?: unknown }) => m.body.trim() !== '' || Boolean(m.attachment);
const contentIssue = { error: ct('conversations.body.required'), path: ['body'] };

/** A text message and/or one attachment (the `data` of cdn/upload/media or cdn/upload/pdf). */
export const SendMessageSchema = z
  .object({ body: messageBody, attachment: UploadedFileSchema.nullish() })
  .refine(hasContent, contentIssue);
export type SendMessageInput = z.infer<typeof SendMessageSchema>;

/** The customer writes to a provider about one of its events (opens the thread or reuses it). */
export const OpenThreadSchema = z
  .object({
    event_id: IdSchema,
    provider_id: IdSchema,
    body: messageBody,
    attachment: UploadedFileSchema.nullish(),
  })
  .refine(hasContent, contentIssue);
export type OpenThreadInput = z.infer<typeof OpenThreadSchema>;

export const ThreadListQuerySchema = z.object({
  filter: z.enum(THREAD_FILTERS).default('all'),
  q: z.string().trim().max(100).optional(),
  page: PageSchema,
  size: PageSizeSchema,
});
export type ThreadListQuery = z.infer<typeof ThreadListQuerySchema>;

/** `after`: newer than this id (polling); `before`: older (scroll back). Ascending order. */
export const MessagesQuerySchema = z.object({
  after: IdSchema.optional(),
  before: IdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(THREAD_MESSAGES_PAGE),
});

/** Read up to `message_id` (default: everything). */
export const MarkReadSchema = z.object({ message_id: IdSchema.optional() });
export const ArchiveThreadSchema = z.object({ archived: z.boolean() });
export const DeclineThreadSchema = z.object({ reason });
export type DeclineThreadInput = z.infer<typeof DeclineThreadSchema>;
export const ReportThreadSchema = z.object({ reason });
export type ReportThreadInput = z.infer<typeof ReportThreadSchema>;

export const QuickReplySchema = z.object({
  title: z
    .string({ error: ct('conversations.quickReply.title.required') })
    .trim()
    .min(1, { error: ct('conversations.quickReply.title.required') })
    .max(QUICK_REPLY_TITLE_MAX, { error: ct('conversations.reason.max', { max: QUICK_REPLY_TITLE_MAX }) }),
  body: z
    .string({ error: ct('conversations.quickReply.body.required') })
    .trim()
    .min(1, { error: ct('conversations.quickReply.body.required') })
    .max(MESSAGE_MAX_LENGTH, { error: ct('conversations.body.max', { max: MESSAGE_MAX_LENGTH }) }),
});
export type QuickReplyInput = z.infer<typeof QuickReplySchema>;

// ── Responses ────────────────────────────────────────────────────────────────

const role = z.enum(PARTICIPANT_ROLES);

export const MessageAttachmentOutSchema = z.object({
  kind: z.enum(['image', 'file']),
  name: z.string(),
  url: z.string(),
  /** Small image for the thread (images only). */
  thumbnail_url: z.string().nullable(),
});

export const MessageOutSchema = z.object({
  id: z.number(),
  thread_id: z.number(),
  kind: z.enum(['text', 'system']),
  /** Who wrote it; system lines have sender 'system'. */
  sender: z.enum(['customer', 'provider', 'system']),
  body: z.string(),
  attachment: MessageAttachmentOutSchema.nullable(),
  created_at: z.string(),
});
export type MessageOut = z.infer<typeof MessageOutSchema>;

export const ThreadSummarySchema = z.object({
  id: z.number(),
  /** The caller's side in this thread. */
  role,
  origin: z.enum(THREAD_ORIGINS),
  event: z.object({ id: z.number(), title: z.string(), event_date: z.string() }),
  /** The other participant's display name (the provider's company, or the customer's name). */
  counterpart: z.object({ name: z.string(), slug: z.string().nullable() }),
  last_message: z
    .object({ body: z.string(), sender: z.enum(['customer', 'provider', 'system']), created_at: z.string() })
    .nullable(),
  unread: z.number(),
  archived: z.boolean(),
  declined: z.boolean(),
  last_message_at: z.string(),
});
export type ThreadSummary = z.infer<typeof ThreadSummarySchema>;

export const ThreadDetailSchema = ThreadSummarySchema.extend({
  provider: z.object({ id: z.number(), slug: z.string(), company_name: z.string() }),
  customer: z.object({ first_name: z.string() }),
  /** The other side's contact data, only once a quotation was accepted. */
  contact: z
    .object({ email: z.string().nullable(), cellphone: z.string().nullable(), whatsapp_url: z.string().nullable() })
    .nullable(),
  decline_reason: z.string().nullable(),
  /** Last of the caller's messages the other side has read ("Visto"). */
  other_last_read_message_id: z.number().nullable(),
  quotation: z.object({ id: z.number(), status: z.string() }).nullable(),
  /** Minutes the provider took to answer the first message of this thread (null until then). */
  first_reply_minutes: z.number().nullable(),
  reported: z.boolean(),
});
export type ThreadDetail = z.infer<typeof ThreadDetailSchema>;

export const ThreadListEnvelope = z.object({
  data: z.array(ThreadSummarySchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});
export type ThreadList = z.infer<typeof ThreadListEnvelope>;

export const QuickReplyOutSchema = z.object({ id: z.number(), title: z.string(), body: z.string(), updated_at: z.string() });
export type QuickReplyOut = z.infer<typeof QuickReplyOutSchema>;

export const UnreadCountSchema = z.object({ count: z.number(), threads: z.number() });

/** Events of GET conversations/stream (Server-Sent Events, `data:` is this JSON). */
export type ConversationStreamEvent =
  | { type: 'message'; thread_id: number; message: MessageOut }
  | { type: 'read'; thread_id: number; reader: 'customer' | 'provider'; last_read_message_id: number }
  | { type: 'thread'; thread_id: number };

/** POST conversations (open a thread): the thread and its first message. */
export const OpenedThreadSchema = z.object({ thread_id: z.number(), message: MessageOutSchema });
export type OpenedThread = z.infer<typeof OpenedThreadSchema>;

/** POST conversations/{id}/read: the last message now read. */
export const MarkedReadSchema = z.object({ last_read_message_id: z.number() });

/** POST conversations/{id}/report. */
export const ThreadReportedSchema = z.object({ reported: z.boolean() });
