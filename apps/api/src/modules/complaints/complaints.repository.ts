// SQL of the Libro de Reclamaciones. Sheets get their number from complaint_counters inside the
// same transaction as the INSERT: the counter row is locked by the upsert, so concurrent sheets of
// one year wait for each other and never share or skip a number (a rollback gives it back).
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { complaintAnswers, complaintCounters, complaints, providers, users } from '../../db/schema';

export type ComplaintInsert = Omit<typeof complaints.$inferInsert, 'id' | 'year' | 'number'>;
export type ComplaintRow = typeof complaints.$inferSelect & {
  answer: string | null;
  answered_at: Date | null;
};

function columns() {
  return {
    id: complaints.id,
    year: complaints.year,
    number: complaints.number,
    business_name: complaints.business_name,
    business_ruc: complaints.business_ruc,
    business_address: complaints.business_address,
    consumer_name: complaints.consumer_name,
    document_type: complaints.document_type,
    document_number: complaints.document_number,
    address: complaints.address,
    phone: complaints.phone,
    email: complaints.email,
    is_minor: complaints.is_minor,
    guardian_name: complaints.guardian_name,
    service: complaints.service,
    provider_id: complaints.provider_id,
    provider_name: complaints.provider_name,
    provider_slug: complaints.provider_slug,
    reference: complaints.reference,
    amount_cents: complaints.amount_cents,
    currency: complaints.currency,
    kind: complaints.kind,
    detail: complaints.detail,
    request: complaints.request,
    due_date: complaints.due_date,
    created_at: complaints.created_at,
    answer: complaintAnswers.answer,
    answered_at: complaintAnswers.answered_at,
  };
}

/** Numbers and stores a sheet of `year` in one transaction. */
export async function insertComplaint(db: Db, year: number, values: ComplaintInsert): Promise<number> {
  return db.transaction(async (tx) => {
    const [counter] = await tx
      .insert(complaintCounters)
      .values({ year, last_number: 1 })
      .onConflictDoUpdate({
        target: complaintCounters.year,
        set: { last_number: sql`${complaintCounters.last_number} + 1` },
      })
      .returning({ number: complaintCounters.last_number });
    const [row] = await tx
      .insert(complaints)
      .values({ ...values, year, number: counter!.number })
      .returning({ id: complaints.id });
    return row!.id;
  });
}

export async function findComplaint(db: Db, id: number): Promise<ComplaintRow | undefined> {
  const [row] = await db
    .select(columns())
    .from(complaints)
    .leftJoin(complaintAnswers, eq(complaintAnswers.complaint_id, complaints.id))
    .where(eq(complaints.id, id));
  return row as ComplaintRow | undefined;
}

/**
 * Admin list: unanswered sheets past their deadline first, then the other unanswered ones by
 * deadline, then answered ones (newest first).
 */
export async function listComplaints(
  db: Db,
  today: string,
  limit: number,
  offset: number,
): Promise<{ rows: ComplaintRow[]; total: number }> {
  const rows = await db
    .select(columns())
    .from(complaints)
    .leftJoin(complaintAnswers, eq(complaintAnswers.complaint_id, complaints.id))
    .orderBy(
      desc(sql`(${complaintAnswers.complaint_id} IS NULL AND ${complaints.due_date} < ${today})`),
      desc(sql`(${complaintAnswers.complaint_id} IS NULL)`),
      sql`CASE WHEN ${complaintAnswers.complaint_id} IS NULL THEN ${complaints.due_date} END ASC`,
      desc(complaints.created_at),
      asc(complaints.id),
    )
    .limit(limit)
    .offset(offset);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(complaints);
  return { rows: rows as ComplaintRow[], total: count?.total ?? 0 };
}

/** Stores the one answer of a sheet; false when it already had one. */
export async function insertAnswer(db: Db, complaintId: number, answer: string, by: number): Promise<boolean> {
  const rows = await db
    .insert(complaintAnswers)
    .values({ complaint_id: complaintId, answer, answered_by: by })
    .onConflictDoNothing()
    .returning({ id: complaintAnswers.complaint_id });
  return rows.length > 0;
}

export async function findProviderBySlug(db: Db, slug: string): Promise<{ id: number; name: string; slug: string } | undefined> {
  const [row] = await db
    .select({ id: providers.id, name: providers.company_name, slug: providers.slug })
    .from(providers)
    .where(eq(providers.slug, slug.toLowerCase()));
  return row;
}

/** E-mails of the admins: users with the flag plus ADMIN_EMAILS, without duplicates. */
export async function adminEmails(db: Db, configured: string[]): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.is_admin, true));
  const all = [...rows.map((r) => r.email?.toLowerCase()).filter((e): e is string => Boolean(e)), ...configured];
  return [...new Set(all)];
}
