/**
 * Quotation shapes of the API: the domain's types (z.infer of the schemas the API validates and
 * documents with, @eventos/domain quotations/quotation-responses.schemas.ts). Amounts are in the
 * currency unit with 2 decimals, computed by the server from integer cents.
 */
import type { QuotationVersion } from '@eventos/domain';

export type {
  CompareRow,
  CurrencySummary,
  EventBrief,
  ProviderBrief,
  Quotation,
  QuotationAttachment,
  QuotationComparison,
  QuotationDetail,
  QuotationHistoryEntry,
  QuotationVersion,
} from '@eventos/domain';
/** GET providers/:id/kpis. */
export type { ProviderKpisOut as ProviderKpis } from '@eventos/domain';

/** Money and content of a quotation (also of each version). */
export type QuotationTerms = Omit<QuotationVersion, 'version' | 'created_at'>;
