/**
 * Quotation shapes of the API (apps/api/src/modules/quotations/quotations.schemas.ts). Amounts are
 * in the currency unit with 2 decimals, computed by the server from integer cents.
 */
import type { Currency, QuotationActor, QuotationStatus, UserEventStatus } from '@eventos/domain';

export interface QuotationAttachment {
  id: number | string;
  url: string;
  filename?: string;
  path: string;
  mime_type: string | null;
}

export interface ProviderBrief {
  id: number;
  company_name: string;
  name: string;
  slug: string;
  /** Logo URL (thumbnail) or null. */
  logo: string | null;
  reviews_score: number;
  reviews_number: number;
  /** The provider's usual response time: median minutes from publication to quotation (KPIs). */
  median_response_minutes: number | null;
}

/** The event a provider's quotation answers (GET providers/:id/quotations). */
export interface EventBrief {
  id: number;
  event_type_id: number;
  event_type_name: string;
  date: string;
  status: UserEventStatus;
  department: string | null;
  province: string | null;
  district: string | null;
  guests: number | null;
  description: string;
  provider_id: number | null;
}

/** Money and content of a quotation (also of each version). */
export interface QuotationTerms {
  currency: Currency;
  service_price: number;
  discount: number;
  price: number;
  includes_igv: boolean;
  /** Total without IGV. */
  subtotal: number;
  igv: number;
  /** Total with IGV. */
  total: number;
  per_guest: number | null;
  message: string | null;
  includes: string | null;
  valid_until: string | null;
  attachment: QuotationAttachment | null;
}

export interface Quotation extends QuotationTerms {
  id: number;
  event_id: number;
  provider_id: number;
  status: QuotationStatus;
  service_type_id: number | null;
  version: number;
  created_at: string;
  updated_at: string;
  status_changed_at: string;
  opened_at: string | null;
  accepted_at: string | null;
  response_minutes: number | null;
  /** Statuses the caller may move it to (domain state machine). */
  next_statuses: QuotationStatus[];
  provider: ProviderBrief;
  event?: EventBrief;
}

export interface QuotationVersion extends QuotationTerms {
  version: number;
  created_at: string;
}

export interface QuotationHistoryEntry {
  from_status: QuotationStatus | null;
  to_status: QuotationStatus;
  actor: QuotationActor | 'system' | 'admin';
  changed_by: number | null;
  note: string | null;
  created_at: string;
}

/** GET quotations/:id: versions newest first, history oldest first. */
export interface QuotationDetail extends Quotation {
  versions: QuotationVersion[];
  history: QuotationHistoryEntry[];
}

export interface CompareRow extends Quotation {
  guests: number | null;
  total_with_igv: number;
  total_without_igv: number;
}

export interface CurrencySummary {
  currency: Currency;
  count: number;
  lowest_total: number;
  highest_total: number;
  lowest_total_quotation_id: number;
  lowest_per_guest: number | null;
}

/** GET events/:id/quotations/compare. */
export interface QuotationComparison {
  event: { id: number; guests: number | null; date: string; event_type_name: string };
  rows: CompareRow[];
  by_currency: CurrencySummary[];
}

/** GET providers/:id/kpis. */
export interface ProviderKpis {
  customers_count: number;
  quotations_count: number;
  conversion_rate: number;
  sales_total: number;
  median_response_minutes: number | null;
  /** Median minutes to the first reply in conversations (issue 15). */
  median_reply_minutes: number | null;
  series: Array<{ month: string; quotations: number; accepted: number }>;
}
