/**
 * Response shapes of the quotations API (request bodies: quotations.schemas.ts). Amounts are in
 * the currency unit with 2 decimals, computed by the server from integer cents
 * (computeQuotationTotals): `subtotal` is the total without IGV, `total` the total with IGV.
 */
import { z } from '../zod';
import { CURRENCIES, QUOTATION_ACTORS, QUOTATION_STATUSES, USER_EVENT_STATUSES } from '../enums';
import { PaginationQuerySchema, QueryFlagSchema } from '../pagination/pagination.schemas';
import { UploadedFileSchema } from '../files/files.schemas';
import { QuotationListQuerySchema, QuotationViewSchema } from './quotations.schemas';

/** The attachment as stored: id/url/filename (UploadedFileSchema) plus its storage key and type. */
export const AttachmentOutSchema = UploadedFileSchema.extend({
  path: z.string(),
  mime_type: z.string().nullable(),
});

export const ProviderBriefOutSchema = z.object({
  id: z.number(),
  company_name: z.string(),
  /** Same as company_name (the comparison's "name"). */
  name: z.string(),
  slug: z.string(),
  /** Logo URL (thumbnail when there is one), or null. */
  logo: z.string().nullable(),
  reviews_score: z.number(),
  reviews_number: z.number(),
  /**
   * The provider's usual response time: median minutes from an event's publication to its
   * quotation, over every quotation it sent (the KPIs' `median_response_minutes`); null if none.
   */
  median_response_minutes: z.number().nullable(),
});

export const EventBriefOutSchema = z.object({
  id: z.number(),
  event_type_id: z.number(),
  event_type_name: z.string(),
  date: z.string(),
  status: z.enum(USER_EVENT_STATUSES),
  department: z.string().nullable(),
  province: z.string().nullable(),
  district: z.string().nullable(),
  guests: z.number().nullable(),
  description: z.string(),
  provider_id: z.number().nullable(),
});

export const QuotationOutSchema = QuotationViewSchema.extend({
  attachment: AttachmentOutSchema.nullable(),
  provider: ProviderBriefOutSchema,
  status_changed_at: z.string(),
  opened_at: z.string().nullable(),
  accepted_at: z.string().nullable(),
  /** Minutes from the event's publication to this quotation (the provider's response time). */
  response_minutes: z.number().nullable(),
  /** Statuses the caller (customer or provider) may move it to (see quotation-status.machine). */
  next_statuses: z.array(z.enum(QUOTATION_STATUSES)),
  /** Provider lists: the event it answers. */
  event: EventBriefOutSchema.optional(),
});
export type QuotationOut = z.infer<typeof QuotationOutSchema>;

/** One revision: the priced fields of the quotation (QuotationViewSchema) as they were then. */
export const QuotationVersionOutSchema = QuotationViewSchema.pick({
  currency: true,
  service_price: true,
  discount: true,
  price: true,
  includes_igv: true,
  subtotal: true,
  igv: true,
  total: true,
  per_guest: true,
  message: true,
  includes: true,
  valid_until: true,
}).extend({
  version: z.number(),
  attachment: AttachmentOutSchema.nullable(),
  created_at: z.string(),
});

export const QuotationHistoryOutSchema = z.object({
  from_status: z.enum(QUOTATION_STATUSES).nullable(),
  to_status: z.enum(QUOTATION_STATUSES),
  actor: z.enum([...QUOTATION_ACTORS, 'system', 'admin']),
  changed_by: z.number().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});

/** GET quotations/:id: every version (newest first) and every status change (oldest first). */
export const QuotationDetailOutSchema = QuotationOutSchema.extend({
  versions: z.array(QuotationVersionOutSchema),
  history: z.array(QuotationHistoryOutSchema),
});
export type QuotationDetailOut = z.infer<typeof QuotationDetailOutSchema>;

export const CompareRowOutSchema = QuotationOutSchema.extend({
  /** Guests used for per_guest (the quoted service's guests, else the event's). */
  guests: z.number().nullable(),
  total_with_igv: z.number(),
  total_without_igv: z.number(),
});

export const CurrencySummaryOutSchema = z.object({
  currency: z.enum(CURRENCIES),
  count: z.number(),
  lowest_total: z.number(),
  highest_total: z.number(),
  lowest_total_quotation_id: z.number(),
  lowest_per_guest: z.number().nullable(),
});

export const CompareOutSchema = z.object({
  event: z.object({ id: z.number(), guests: z.number().nullable(), date: z.string(), event_type_name: z.string() }),
  /** PEN first, then USD; cheapest total first within each currency. Never converted. */
  rows: z.array(CompareRowOutSchema),
  by_currency: z.array(CurrencySummaryOutSchema),
});

export const QuotationEnvelope = z.object({ data: QuotationDetailOutSchema });
export const CompareEnvelope = z.object({ data: CompareOutSchema });
export const QuotationPageEnvelope = z.object({
  data: z.array(QuotationOutSchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});

export const ProviderQuotationsQuerySchema = PaginationQuerySchema.extend(QuotationListQuerySchema.shape);

/** GET events/:id/quotations/compare?archived=true also lists archived quotations. */
export const CompareQuerySchema = z.object({ archived: QueryFlagSchema });

export type QuotationAttachment = z.infer<typeof AttachmentOutSchema>;
export type ProviderBrief = z.infer<typeof ProviderBriefOutSchema>;
export type EventBrief = z.infer<typeof EventBriefOutSchema>;
export type Quotation = QuotationOut;
export type QuotationVersion = z.infer<typeof QuotationVersionOutSchema>;
export type QuotationHistoryEntry = z.infer<typeof QuotationHistoryOutSchema>;
export type QuotationDetail = QuotationDetailOut;
export type CompareRow = z.infer<typeof CompareRowOutSchema>;
export type CurrencySummary = z.infer<typeof CurrencySummaryOutSchema>;
export type QuotationComparison = z.infer<typeof CompareOutSchema>;
