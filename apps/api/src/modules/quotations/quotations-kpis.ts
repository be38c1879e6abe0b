// Provider KPIs from real quotation data (issue 7), for GET providers/{id}/kpis:
//  customers_count          distinct customers who received a quotation from the provider or
//                           addressed it directly ("Solicitar cotización": an addressed event or
//                           an invitation to an existing one)
//  quotations_count         quotations sent (every quotation row, whatever its status now)
//  conversion_rate          accepted / sent × 100, 2 decimals (conversionRate); "accepted" counts a
//                           quotation accepted even if archived later (accepted_at is set)
//  sales_total              accepted totals with IGV in PEN (USD is never converted)
//  median_response_minutes  median minutes from the event's publication to the quotation (median);
//                           the comparison shows the same figure per provider
//                           (medianResponseMinutesByProvider)
//  median_reply_minutes     median minutes to the first reply in conversations (issue 15,
//                           provider_response_times kept by the conversation writes)
//  series                   the last 12 months (Lima): quotations sent and, of those, accepted
import { PERU_UTC_OFFSET_MINUTES, conversionRate, fromCents, median } from '@eventos/domain';
import type { Db } from '../../db/client';
import type { ModuleDeps } from '../../plugins/module-deps';
import { loadResponseMinutes } from '../conversations';
import { countProviderCustomers, loadQuotationFacts, loadResponseFacts } from './quotations-kpis.repository';

export const KPI_MONTHS = 12;

export interface ProviderKpisResult {
  customers_count: number;
  quotations_count: number;
  conversion_rate: number;
  sales_total: number;
  median_response_minutes: number | null;
  median_reply_minutes: number | null;
  series: { month: string; quotations: number; accepted: number }[];
}

/** 'YYYY-MM' in Lima of an instant. */
function limaMonth(date: Date): string {
  return new Date(date.getTime() + PERU_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 7);
}

/** The last `n` months in Lima, oldest first. */
function lastMonths(now: Date, n: number): string[] {
  const lima = new Date(now.getTime() + PERU_UTC_OFFSET_MINUTES * 60_000);
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(lima.getUTCFullYear(), lima.getUTCMonth() - (n - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/** Minutes from the event's publication to the quotation, never negative. */
function responseMinutesOf(published: Date, created: Date): number {
  return Math.max(0, (created.getTime() - published.getTime()) / 60_000);
}

/** The provider's usual response time: the median of its response minutes, rounded; null if none. */
function medianResponse(minutes: number[]): number | null {
  const med = median(minutes);
  return med === null ? null : Math.round(med);
}

/** `median_response_minutes` of several providers at once (every quotation each one sent). */
export async function medianResponseMinutesByProvider(
  { db }: Pick<ModuleDeps, 'db'>,
  providerIds: readonly number[],
): Promise<Map<number, number | null>> {
  const ids = [...new Set(providerIds)];
  const out = new Map<number, number | null>(ids.map((id) => [id, null]));
  if (ids.length === 0) return out;
  const rows = await loadResponseFacts(db, ids);
  const minutes = new Map<number, number[]>();
  for (const r of rows) {
    const list = minutes.get(r.provider_id) ?? [];
    list.push(responseMinutesOf(new Date(r.published_at), new Date(r.created_at)));
    minutes.set(r.provider_id, list);
  }
  for (const [id, list] of minutes) out.set(id, medianResponse(list));
  return out;
}

export async function computeProviderKpis(db: Db, providerId: number, now: Date = new Date()): Promise<ProviderKpisResult> {
  const customers = await countProviderCustomers(db, providerId);
  const facts = await loadQuotationFacts(db, providerId);
  const rows = facts.map((f) => ({
    created: new Date(f.created_at),
    published: new Date(f.published_at),
    accepted: f.accepted === true || String(f.accepted) === 't',
    currency: f.currency,
    total: Number(f.total_cents),
  }));
  const accepted = rows.filter((r) => r.accepted);
  const minutes = rows.map((r) => responseMinutesOf(r.published, r.created));
  const months = lastMonths(now, KPI_MONTHS);
  const replyMinutes = (await loadResponseMinutes(db, [providerId])).get(providerId) ?? null;
  return {
    customers_count: customers,
    quotations_count: rows.length,
    conversion_rate: conversionRate(accepted.length, rows.length),
    sales_total: fromCents(accepted.filter((r) => r.currency === 'PEN').reduce((sum, r) => sum + r.total, 0)),
    median_response_minutes: medianResponse(minutes),
    median_reply_minutes: replyMinutes,
    series: months.map((month) => {
      const inMonth = rows.filter((r) => limaMonth(r.created) === month);
      return { month, quotations: inMonth.length, accepted: inMonth.filter((r) => r.accepted).length };
    }),
  };
}
