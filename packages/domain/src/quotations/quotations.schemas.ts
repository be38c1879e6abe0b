/**
 * Quotations (SPEC §3, §5; issue 7): the body a provider sends (service price, discount, message,
 * optional PDF/Excel/Word attachment, currency, IGV checkbox), revisions, status changes, and
 * the quotation as the API returns it. Amounts are in the currency unit (2 decimals).
 */
import { z } from '../zod';
import { TEXTAREA_MAX_LENGTH } from '../constants';
import { CURRENCIES, QUOTATION_STATUSES } from '../enums';
import { t } from '../messages/format-message';
import { IdSchema, isoDate, optionalText } from '../common/common.schemas';
import { PriceSchema } from '../price';
import { limaToday } from '../dates';
import { UploadedFileSchema } from '../files/files.schemas';

const quotationFields = {
  currency: z.enum(CURRENCIES).default('PEN'),
  service_price: PriceSchema.refine((v) => v > 0, t('quotations.service_price.positive')),
  discount: PriceSchema.default(0),
  includes_igv: z.boolean().default(true),
  message: optionalText(TEXTAREA_MAX_LENGTH, 'quotations.message.max'),
  /** What the price includes (shown in the comparison). */
  includes: optionalText(TEXTAREA_MAX_LENGTH, 'textarea.value.max'),
  /** Last day the offer holds, 'YYYY-MM-DD' (today in Lima at the earliest). */
  valid_until: isoDate()
    .refine((d) => d >= limaToday(), t('quotations.valid_until.min'))
    .nullish(),
  service_type_id: IdSchema.nullish(),
  attachment: UploadedFileSchema.nullish(),
};

type PriceParts = { service_price: number; discount: number };
const discountWithinPrice = (q: PriceParts) => q.discount <= q.service_price;
const discountIssue = { error: t('quotations.discount.max'), path: ['discount'] };

/** Body of a new quotation for an event. */
export const QuotationSchema = z
  .object({ event_id: IdSchema, ...quotationFields })
  .refine(discountWithinPrice, discountIssue);
export type QuotationInput = z.infer<typeof QuotationSchema>;

/** Revision of a sent quotation (status becomes 'upgraded'; the previous version is kept). */
export const UpdateQuotationSchema = z.object(quotationFields).refine(discountWithinPrice, discountIssue);
export type UpdateQuotationInput = z.infer<typeof UpdateQuotationSchema>;

/** Status change requested by the customer or the provider (checked with canTransition). */
export const QuotationStatusChangeSchema = z.object({ status: z.enum(QUOTATION_STATUSES) });
export type QuotationStatusChange = z.infer<typeof QuotationStatusChangeSchema>;

/** Filter of GET providers/{id}/quotations and the customer's lists. */
export const QuotationListQuerySchema = z.object({ status: z.enum(QUOTATION_STATUSES).optional() });

/** A quotation as the API returns it (totals computed by the server, see quotation-pricing.ts). */
export const QuotationViewSchema = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  provider_id: z.number().int(),
  status: z.enum(QUOTATION_STATUSES),
  currency: z.enum(CURRENCIES),
  service_price: z.number(),
  discount: z.number(),
  price: z.number(),
  includes_igv: z.boolean(),
  subtotal: z.number(),
  igv: z.number(),
  total: z.number(),
  per_guest: z.number().nullable(),
  message: z.string().nullable(),
  includes: z.string().nullable(),
  valid_until: z.string().nullable(),
  service_type_id: z.number().int().nullable(),
  attachment: UploadedFileSchema.nullable(),
  version: z.number().int().min(1),
  created_at: z.string(),
  updated_at: z.string(),
});
export type QuotationView = z.infer<typeof QuotationViewSchema>;
