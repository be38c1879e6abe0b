// Quotation rows with what their views need: the provider card (name, slug, logo, rating), the
// event facts (customer, publication, guests) and the guests of the quoted service; versions,
// status history, the "archived from" context of the state machine, and the uploaded document a
// quotation may attach.
import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ArchiveContext, QuotationActor, QuotationStatus } from '@eventos/domain';
import type { Db } from '../../db/client';
import { selectPage } from '../../db/page';
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

/** The quotations of an event (only `providerId`'s when given), oldest first. */
export function findEventQuotations(db: Db, eventId: number, providerId?: number): Promise<QuotationRow[]> {
  return findQuotationRows(
    db,
    and(eq(quotations.user_event_id, eventId), providerId === undefined ? undefined : eq(quotations.provider_id, providerId)),
  ).orderBy(asc(quotations.id));
}

/** GET providers/:id/quotations: one page of the provider's quotations (?status), newest first. */
export async function findProviderQuotationPage(
  db: Db,
  providerId: number,
  q: { page: number; size: number; status?: QuotationStatus | undefined },
): Promise<{ rows: QuotationRow[]; total: number }> {
  const where: SQL | undefined = and(eq(quotations.provider_id, providerId), q.status ? eq(quotations.status, q.status) : undefined);
  const rows = findQuotationRows(db, where).orderBy(desc(quotations.created_at), desc(quotations.id));
  return selectPage(db, rows, { from: quotations, where }, q);
}

/** The user who owns provider `id` (null when nobody does), or undefined when it does not exist. */
export async function findProviderOwner(db: Db, id: number): Promise<number | null | undefined> {
  const [row] = await db.select({ created_by: providers.created_by }).from(providers).where(eq(providers.id, id)).limit(1);
  return row ? row.created_by : undefined;
}

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

/** The document (uploads.kind 'file') `userId` uploaded as upload `id`, or null. */
export async function findUserFileUpload(db: Db, userId: number, id: number): Promise<typeof uploads.$inferSelect | null> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.user_id, userId), eq(uploads.kind, 'file')))
    .limit(1);
  return row ?? null;
}
