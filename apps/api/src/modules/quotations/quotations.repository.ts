// Quotation rows with what their views need: the provider card (name, slug, logo, rating), the
// event facts (customer, publication, guests) and the guests of the quoted service; versions,
// status history and the "archived from" context of the state machine.
import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ArchiveContext, QuotationActor, QuotationStatus } from '@eventos/domain';
import type { Db } from '../../db/client';
import {
  providers,
  quotationStatusHistory,
  quotationVersions,
  quotations,
  uploads,
  userEventServiceTypes,
  userEvents,
} from '../../db/schema';

const logo = alias(uploads, 'logo_upload');
const serviceRow = alias(userEventServiceTypes, 'quoted_service');

export const quotationFields = {
  ...getTableColumns(quotations),
  provider_company_name: providers.company_name,
  provider_slug: providers.slug,
  provider_reviews_score: providers.reviews_score,
  provider_reviews_number: providers.reviews_number,
  provider_created_by: providers.created_by,
  provider_plan: providers.plan,
  provider_logo_path: logo.path,
  provider_logo_thumbnail: sql<string | null>`${logo.sizes} ->> 'thumbnail'`,
  event_user_id: userEvents.user_id,
  event_status: userEvents.status,
  event_date: userEvents.event_date,
  event_published_at: userEvents.published_at,
  event_guests: userEvents.guests,
  service_guests: serviceRow.guests,
};

export function selectQuotations(db: Db) {
  return db
    .select(quotationFields)
    .from(quotations)
    .innerJoin(providers, eq(providers.id, quotations.provider_id))
    .innerJoin(userEvents, eq(userEvents.id, quotations.user_event_id))
    .leftJoin(logo, eq(logo.id, providers.logo_id))
    .leftJoin(
      serviceRow,
      and(
        eq(serviceRow.user_event_id, quotations.user_event_id),
        eq(serviceRow.service_type_id, quotations.service_type_id),
      ),
    )
    .$dynamic();
}

export function findQuotationRows(db: Db, where: SQL | undefined) {
  return selectQuotations(db).where(where);
}

export type QuotationRow = Awaited<ReturnType<typeof findQuotationRows>>[number];

export async function findQuotationRow(db: Db, id: number): Promise<QuotationRow | null> {
  const [row] = await findQuotationRows(db, eq(quotations.id, id)).limit(1);
  return row ?? null;
}

export type VersionRow = typeof quotationVersions.$inferSelect;
export type HistoryRow = typeof quotationStatusHistory.$inferSelect;

/** Versions of each quotation, newest first. */
export async function loadVersions(db: Db, ids: number[]): Promise<Map<number, VersionRow[]>> {
  const out = new Map<number, VersionRow[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(quotationVersions)
    .where(inArray(quotationVersions.quotation_id, ids))
    .orderBy(desc(quotationVersions.version));
  for (const row of rows) out.set(row.quotation_id, [...(out.get(row.quotation_id) ?? []), row]);
  return out;
}

/** Status history of each quotation, oldest first. */
export async function loadHistory(db: Db, ids: number[]): Promise<Map<number, HistoryRow[]>> {
  const out = new Map<number, HistoryRow[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(quotationStatusHistory)
    .where(inArray(quotationStatusHistory.quotation_id, ids))
    .orderBy(asc(quotationStatusHistory.id));
  for (const row of rows) out.set(row.quotation_id, [...(out.get(row.quotation_id) ?? []), row]);
  return out;
}

/** Who archived each archived quotation and from which status (its latest move to 'archived'). */
export async function loadArchiveContexts(
  db: Db,
  rows: { id: number; status: string }[],
): Promise<Map<number, ArchiveContext>> {
  const ids = rows.filter((r) => r.status === 'archived').map((r) => r.id);
  const out = new Map<number, ArchiveContext>();
  if (ids.length === 0) return out;
  const hist = await db
    .selectDistinctOn([quotationStatusHistory.quotation_id], {
      quotation_id: quotationStatusHistory.quotation_id,
      from_status: quotationStatusHistory.from_status,
      actor_role: quotationStatusHistory.actor_role,
    })
    .from(quotationStatusHistory)
    .where(and(inArray(quotationStatusHistory.quotation_id, ids), eq(quotationStatusHistory.to_status, 'archived')))
    .orderBy(quotationStatusHistory.quotation_id, desc(quotationStatusHistory.id));
  for (const h of hist) {
    out.set(h.quotation_id, {
      archivedFrom: h.from_status as QuotationStatus | null,
      archivedBy: h.actor_role === 'customer' || h.actor_role === 'provider' ? (h.actor_role as QuotationActor) : null,
    });
  }
  return out;
}
