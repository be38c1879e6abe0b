// SQL of the quotation writes (quotations.service.ts), each run in the service's transaction: the
// quotation row, its version snapshots and its status history.
import { and, eq, sql } from 'drizzle-orm';
import type { QuotationActor, QuotationStatus } from '@eventos/domain';
import type { Db } from '../../db/client';
import { quotationStatusHistory, quotationVersions, quotations } from '../../db/schema';

export type History = { from: QuotationStatus | null; to: QuotationStatus; actor: QuotationActor; userId: number; note?: string };

export async function insertStatusHistory(db: Db, quotationId: number, h: History): Promise<void> {
  await db.insert(quotationStatusHistory).values({
    quotation_id: quotationId,
    from_status: h.from,
    to_status: h.to,
    changed_by: h.userId,
    actor_role: h.actor,
    note: h.note ?? null,
  });
}

/** Inserts the quotation; returns its id. */
export async function insertQuotation(db: Db, values: typeof quotations.$inferInsert): Promise<number> {
  const [row] = await db.insert(quotations).values(values).returning({ id: quotations.id });
  return row!.id;
}

export async function insertQuotationVersion(db: Db, values: typeof quotationVersions.$inferInsert): Promise<void> {
  await db.insert(quotationVersions).values(values);
}

/**
 * Stores a new version's terms on the quotation, only while it is still at `expected` (version and
 * status): false when it changed meanwhile, nothing written.
 */
export async function updateQuotationTerms(
  db: Db,
  expected: { id: number; version: number; status: QuotationStatus },
  values: Partial<typeof quotations.$inferInsert>,
): Promise<boolean> {
  const updated = await db
    .update(quotations)
    .set(values)
    .where(and(eq(quotations.id, expected.id), eq(quotations.version, expected.version), eq(quotations.status, expected.status)))
    .returning({ id: quotations.id });
  return updated.length > 0;
}

/**
 * Moves the quotation from `from` to `to` with its timestamps (accepted, first opened, archived by
 * the actor's side; leaving 'archived' clears both archive marks): false when it was no longer at
 * `from`, nothing written.
 */
export async function updateQuotationStatus(
  db: Db,
  m: { id: number; from: QuotationStatus; to: QuotationStatus; actor: QuotationActor; now: Date },
): Promise<boolean> {
  const { from, now } = m;
  const archiveColumn = m.actor === 'customer' ? 'archived_by_customer_at' : 'archived_by_provider_at';
  const updated = await db
    .update(quotations)
    .set({
      status: m.to,
      status_changed_at: now,
      ...(m.to === 'accepted' ? { accepted_at: now } : {}),
      ...(m.to === 'opened' ? { opened_at: sql`coalesce(${quotations.opened_at}, ${now.toISOString()}::timestamptz)` } : {}),
      ...(m.to === 'archived' ? { [archiveColumn]: now } : {}),
      ...(from === 'archived' ? { archived_by_customer_at: null, archived_by_provider_at: null } : {}),
    })
    .where(and(eq(quotations.id, m.id), eq(quotations.status, from)))
    .returning({ id: quotations.id });
  return updated.length > 0;
}
