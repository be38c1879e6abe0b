// Quotation rows (integer cents) → API views (decimal amounts) with the totals computed by the
// domain (computeQuotationTotals: IGV 18 %), the provider card (with its usual response time, the
// KPIs' median) and the caller's next statuses.
import {
  computeQuotationTotals,
  fromCents,
  nextStatuses,
  type ArchiveContext,
  type QuotationActor,
  type QuotationStatus,
} from '@eventos/domain';
import type { ModuleDeps } from '../../plugins/module-deps';
import { contentTypeForKey, type Storage } from '../../storage/storage';
import { medianResponseMinutesByProvider } from './quotations-kpis';
import type { QuotationDetailOut, QuotationOut } from '@eventos/domain';
import {
  loadArchiveContexts,
  loadHistory,
  loadVersions,
  type HistoryRow,
  type QuotationRow,
  type VersionRow,
} from './quotations.repository';
import { keyUrl } from '../media';

type Terms = {
  currency: string;
  service_price_cents: number;
  discount_cents: number;
  include_igv: boolean;
  message: string;
  includes: string | null;
  valid_until: string | null;
  attachment_upload_id: number | null;
  attachment_path: string | null;
  attachment_name: string | null;
};


function attachmentOut(storage: Storage, t: Terms) {
  if (!t.attachment_path) return null;
  return {
    id: t.attachment_upload_id ?? 0,
    url: keyUrl(storage, t.attachment_path) ?? t.attachment_path,
    filename: t.attachment_name ?? t.attachment_path.split('/').pop() ?? 'archivo',
    path: t.attachment_path,
    mime_type: contentTypeForKey(t.attachment_path),
  };
}

/** Money and content of a quotation or of one of its versions. */
export function termsOut(storage: Storage, t: Terms, guests: number | null) {
  const totals = computeQuotationTotals({
    service_price_cents: t.service_price_cents,
    discount_cents: t.discount_cents,
    includes_igv: t.include_igv,
    guests,
  });
  return {
    currency: t.currency as 'PEN' | 'USD',
    service_price: fromCents(t.service_price_cents),
    discount: fromCents(t.discount_cents),
    price: fromCents(totals.price_cents),
    includes_igv: t.include_igv,
    subtotal: fromCents(totals.subtotal_cents),
    igv: fromCents(totals.igv_cents),
    total: fromCents(totals.total_cents),
    per_guest: totals.per_guest_cents === null ? null : fromCents(totals.per_guest_cents),
    message: t.message === '' ? null : t.message,
    includes: t.includes,
    valid_until: t.valid_until,
    attachment: attachmentOut(storage, t),
  };
}

/** Guests used for the price per guest: the quoted service's, else the event's. */
export const guestsOf = (row: QuotationRow): number | null => row.service_guests ?? row.event_guests ?? null;

export function responseMinutes(row: { created_at: Date; event_published_at: Date }): number {
  return Math.max(0, Math.round((row.created_at.getTime() - row.event_published_at.getTime()) / 60_000));
}

/**
 * The provider card. `medianResponseMinutes` is the provider's usual response time (median over
 * every quotation it sent, as in its KPIs); null when unknown.
 */
export function providerBrief(storage: Storage, row: QuotationRow, medianResponseMinutes: number | null = null) {
  return {
    id: row.provider_id,
    company_name: row.provider_company_name,
    name: row.provider_company_name,
    slug: row.provider_slug,
    logo: keyUrl(storage, row.provider_logo_thumbnail ?? row.provider_logo_path),
    reviews_score: Number(row.provider_reviews_score ?? 0),
    reviews_number: row.provider_reviews_number ?? 0,
    median_response_minutes: medianResponseMinutes,
  };
}

export function toQuotationOut(
  storage: Storage,
  row: QuotationRow,
  actor: QuotationActor,
  ctx?: ArchiveContext,
  medianResponseMinutes: number | null = null,
): QuotationOut {
  return {
    id: row.id,
    event_id: row.user_event_id,
    provider_id: row.provider_id,
    status: row.status as QuotationStatus,
    ...termsOut(storage, row, guestsOf(row)),
    service_type_id: row.service_type_id,
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    status_changed_at: row.status_changed_at.toISOString(),
    opened_at: row.opened_at?.toISOString() ?? null,
    accepted_at: row.accepted_at?.toISOString() ?? null,
    response_minutes: responseMinutes(row),
    next_statuses: nextStatuses(row.status as QuotationStatus, actor, ctx),
    provider: providerBrief(storage, row, medianResponseMinutes),
  };
}

function versionOut(storage: Storage, v: VersionRow, guests: number | null) {
  return { version: v.version, ...termsOut(storage, v, guests), created_at: v.created_at.toISOString() };
}

function historyOut(h: HistoryRow) {
  return {
    from_status: h.from_status as QuotationStatus | null,
    to_status: h.to_status as QuotationStatus,
    actor: h.actor_role as QuotationActor | 'system' | 'admin',
    changed_by: h.changed_by,
    note: h.note,
    created_at: h.created_at.toISOString(),
  };
}

/** Views of several quotations for the same kind of caller; `detail` adds versions and history. */
export async function presentQuotations(
  deps: Pick<ModuleDeps, 'db' | 'storage'>,
  rows: QuotationRow[],
  actor: QuotationActor,
): Promise<QuotationOut[]> {
  const { db, storage } = deps;
  const [contexts, medians] = await Promise.all([
    loadArchiveContexts(db, rows),
    medianResponseMinutesByProvider(deps, rows.map((r) => r.provider_id)),
  ]);
  return rows.map((row) =>
    toQuotationOut(storage, row, actor, contexts.get(row.id), medians.get(row.provider_id) ?? null),
  );
}

export async function presentQuotationDetails(
  deps: Pick<ModuleDeps, 'db' | 'storage'>,
  rows: QuotationRow[],
  actor: QuotationActor,
): Promise<QuotationDetailOut[]> {
  const { db, storage } = deps;
  const ids = rows.map((r) => r.id);
  const [contexts, versions, history, medians] = await Promise.all([
    loadArchiveContexts(db, rows),
    loadVersions(db, ids),
    loadHistory(db, ids),
    medianResponseMinutesByProvider(deps, rows.map((r) => r.provider_id)),
  ]);
  return rows.map((row) => ({
    ...toQuotationOut(storage, row, actor, contexts.get(row.id), medians.get(row.provider_id) ?? null),
    versions: (versions.get(row.id) ?? []).map((v) => versionOut(storage, v, guestsOf(row))),
    history: (history.get(row.id) ?? []).map(historyOut),
  }));
}
