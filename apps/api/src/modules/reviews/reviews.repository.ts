// SQL of the reviews module: reviews with their ratings and author, the provider's summary
// (overall score and count, average per criterion, distribution over the five levels), what a
// customer may review, review requests, reports and the monthly trend; the writes of the service
// (each called with the service's transaction), the notices' contacts and the due reminders.
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, notExists, sql, type SQL } from 'drizzle-orm';
import { addDaysIso, limaToday, RATING_CRITERIA, type Criterias, type ReviewSort } from '@eventos/domain';
import type { Db } from '../../db/client';
import {
  eventTypes,
  providers,
  quotations,
  reviewRatings,
  reviewReminders,
  reviewRequests,
  reviews,
  uploads,
  userEvents,
  users,
} from '../../db/schema';

export const reviewFields = {
  id: reviews.id,
  provider_id: reviews.provider_id,
  user_id: reviews.user_id,
  user_event_id: reviews.user_event_id,
  quotation_id: reviews.quotation_id,
  kind: reviews.kind,
  comment: reviews.comment,
  score: reviews.score,
  status: reviews.status,
  response: reviews.response,
  responded_at: reviews.responded_at,
  cancel_reason: reviews.cancel_reason,
  reported_at: reviews.reported_at,
  report_reason: reviews.report_reason,
  moderated_at: reviews.moderated_at,
  moderation_decision: reviews.moderation_decision,
  moderation_reason: reviews.moderation_reason,
  created_at: reviews.created_at,
  updated_at: reviews.updated_at,
  first_name: users.first_name,
  last_name: users.last_name,
  avatar_url: users.avatar_url,
  avatar_preferred: users.avatar_preferred,
  avatar_path: sql<string | null>`${uploads.path}`.as('avatar_path'),
  provider_slug: providers.slug,
  provider_company_name: providers.company_name,
  provider_created_by: providers.created_by,
};

export interface ReviewRecord {
  id: number;
  provider_id: number;
  user_id: number;
  user_event_id: number | null;
  quotation_id: number | null;
  kind: string;
  comment: string;
  score: number;
  status: string;
  response: string | null;
  responded_at: Date | null;
  cancel_reason: string | null;
  reported_at: Date | null;
  report_reason: string | null;
  moderated_at: Date | null;
  moderation_decision: string | null;
  moderation_reason: string | null;
  created_at: Date;
  updated_at: Date;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
  avatar_preferred: string;
  avatar_path: string | null;
  provider_slug: string;
  provider_company_name: string;
  provider_created_by: number | null;
  criterias: Record<string, number>;
}

function baseQuery(db: Db) {
  return db
    .select(reviewFields)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.user_id))
    .innerJoin(providers, eq(providers.id, reviews.provider_id))
    .leftJoin(uploads, eq(uploads.id, users.avatar_upload_id));
}

async function withCriterias(db: Db, rows: Omit<ReviewRecord, 'criterias'>[]): Promise<ReviewRecord[]> {
  if (rows.length === 0) return [];
  const ratings = await db
    .select()
    .from(reviewRatings)
    .where(
      inArray(
        reviewRatings.review_id,
        rows.map((r) => r.id),
      ),
    );
  const by = new Map<number, Record<string, number>>();
  for (const r of ratings) {
    const m = by.get(r.review_id) ?? {};
    m[r.criterion] = r.rating;
    by.set(r.review_id, m);
  }
  return rows.map((r) => ({ ...r, criterias: by.get(r.id) ?? {} }));
}

export async function findReview(db: Db, id: number): Promise<ReviewRecord | null> {
  const rows = await baseQuery(db).where(eq(reviews.id, id)).limit(1);
  const [out] = await withCriterias(db, rows as Omit<ReviewRecord, 'criterias'>[]);
  return out ?? null;
}

const ORDER: Record<ReviewSort, SQL[]> = {
  recent: [desc(reviews.created_at), desc(reviews.id)],
  best: [desc(reviews.score), desc(reviews.created_at), desc(reviews.id)],
  worst: [asc(reviews.score), desc(reviews.created_at), desc(reviews.id)],
};

/** A page of the provider's published reviews. */
export async function listPublished(
  db: Db,
  providerId: number,
  q: { sort: ReviewSort; offset: number; limit: number },
): Promise<{ rows: ReviewRecord[]; total: number }> {
  const where = and(eq(reviews.provider_id, providerId), eq(reviews.status, 'published'));
  const [rows, [totals]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(...ORDER[q.sort])
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return {
    rows: await withCriterias(db, rows as Omit<ReviewRecord, 'criterias'>[]),
    total: Number(totals?.n ?? 0),
  };
}

/** The customer's reviews of one provider (any status). */
export async function listUserReviews(db: Db, userId: number, providerId: number): Promise<ReviewRecord[]> {
  const rows = await baseQuery(db)
    .where(and(eq(reviews.user_id, userId), eq(reviews.provider_id, providerId)))
    .orderBy(desc(reviews.created_at));
  return withCriterias(db, rows as Omit<ReviewRecord, 'criterias'>[]);
}

export interface AcceptedQuotation {
  quotation_id: number;
  user_event_id: number;
  event_date: string;
  event_type_name: string;
}

/** The customer's accepted quotations from the provider (newest event first). */
export async function acceptedQuotations(db: Db, userId: number, providerId: number): Promise<AcceptedQuotation[]> {
  return db
    .select({
      quotation_id: quotations.id,
      user_event_id: quotations.user_event_id,
      event_date: userEvents.event_date,
      event_type_name: eventTypes.type_name,
    })
    .from(quotations)
    .innerJoin(userEvents, eq(userEvents.id, quotations.user_event_id))
    .innerJoin(eventTypes, eq(eventTypes.id, userEvents.event_type_id))
    .where(
      and(eq(quotations.provider_id, providerId), eq(userEvents.user_id, userId), isNotNull(quotations.accepted_at)),
    )
    .orderBy(desc(userEvents.event_date), desc(quotations.id));
}

export type ReviewRequestRow = typeof reviewRequests.$inferSelect;

export async function findRequestByHash(db: Db, tokenHash: string): Promise<ReviewRequestRow | null> {
  const [row] = await db.select().from(reviewRequests).where(eq(reviewRequests.token_hash, tokenHash)).limit(1);
  return row ?? null;
}

export async function listRequests(db: Db, providerId: number): Promise<ReviewRequestRow[]> {
  return db
    .select()
    .from(reviewRequests)
    .where(eq(reviewRequests.provider_id, providerId))
    .orderBy(desc(reviewRequests.created_at), desc(reviewRequests.id))
    .limit(100);
}

export async function requestsSince(db: Db, providerId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviewRequests)
    .where(and(eq(reviewRequests.provider_id, providerId), gte(reviewRequests.created_at, since)));
  return Number(row?.n ?? 0);
}

/** Published reviews reported by their provider and not yet moderated, oldest report first. */
export async function listReported(db: Db): Promise<ReviewRecord[]> {
  const rows = await baseQuery(db)
    .where(and(isNotNull(reviews.reported_at), isNull(reviews.moderated_at), eq(reviews.status, 'published')))
    .orderBy(asc(reviews.reported_at), asc(reviews.id))
    .limit(100);
  return withCriterias(db, rows as Omit<ReviewRecord, 'criterias'>[]);
}

/** Number of published reviews and their average per month (Lima), oldest first, last 12 months. */
export async function reviewTrend(db: Db, providerId: number, now = new Date()) {
  const since = new Date(now.getTime() - 365 * 24 * 60 * 60 * 1000);
  const month = sql<string>`to_char(${reviews.created_at} AT TIME ZONE 'America/Lima', 'YYYY-MM')`;
  const rows = await db
    .select({
      month: month.as('month'),
      n: count(),
      score: sql<string>`round(avg(${reviews.score})::numeric, 1)`,
    })
    .from(reviews)
    .where(and(eq(reviews.provider_id, providerId), eq(reviews.status, 'published'), gte(reviews.created_at, since)))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((r) => ({ month: r.month, count: Number(r.n), score: Number(r.score) }));
}

export interface ReviewProvider {
  id: number;
  slug: string;
  company_name: string;
  created_by: number | null;
  plan: string;
  email: string | null;
}

export async function findReviewProvider(db: Db, id: number): Promise<ReviewProvider | null> {
  const [row] = await db
    .select({
      id: providers.id,
      slug: providers.slug,
      company_name: providers.company_name,
      created_by: providers.created_by,
      plan: providers.plan,
      email: providers.email,
    })
    .from(providers)
    .where(eq(providers.id, id))
    .limit(1);
  return row ?? null;
}

const ratingRows = (reviewId: number, criterias: Criterias) =>
  RATING_CRITERIA.map((criterion) => ({ review_id: reviewId, criterion, rating: criterias[criterion] }));

/** A review with its ratings (call it in a transaction); returns its id. */
export async function insertReview(db: Db, values: typeof reviews.$inferInsert, criterias: Criterias): Promise<number> {
  const [row] = await db.insert(reviews).values(values).returning({ id: reviews.id });
  const id = row!.id;
  await db.insert(reviewRatings).values(ratingRows(id, criterias));
  return id;
}

/** Marks an unused review request used; false when it was used meanwhile. */
export async function markRequestUsed(db: Db, requestId: number): Promise<boolean> {
  const used = await db
    .update(reviewRequests)
    .set({ used_at: new Date() })
    .where(and(eq(reviewRequests.id, requestId), isNull(reviewRequests.used_at)))
    .returning({ id: reviewRequests.id });
  return used.length > 0;
}

/** New text and ratings (call it in a transaction). */
export async function updateReviewContent(db: Db, id: number, comment: string, criterias: Criterias, now: Date) {
  await db.update(reviews).set({ comment, updated_at: now }).where(eq(reviews.id, id));
  await db.delete(reviewRatings).where(eq(reviewRatings.review_id, id));
  await db.insert(reviewRatings).values(ratingRows(id, criterias));
}

export async function setReviewCancelled(db: Db, id: number, reason: string, now: Date) {
  await db
    .update(reviews)
    .set({ status: 'cancelled', cancel_reason: reason, cancelled_at: now, updated_at: now })
    .where(eq(reviews.id, id));
}

export async function setReviewResponse(db: Db, id: number, response: string) {
  await db.update(reviews).set({ response, responded_at: new Date() }).where(eq(reviews.id, id));
}

/** Records the provider's report; false when it was already reported. */
export async function setReviewReported(db: Db, id: number, reason: string): Promise<boolean> {
  const updated = await db
    .update(reviews)
    .set({ reported_at: new Date(), report_reason: reason })
    .where(and(eq(reviews.id, id), isNull(reviews.reported_at)))
    .returning({ id: reviews.id });
  return updated.length > 0;
}

/** Records the admin's decision (a removed review is hidden); false when it was already moderated. */
export async function setReviewModerated(
  db: Db,
  id: number,
  m: { decision: 'kept' | 'removed'; reason: string; adminId: number },
): Promise<boolean> {
  const updated = await db
    .update(reviews)
    .set({
      moderated_at: new Date(),
      moderated_by: m.adminId,
      moderation_decision: m.decision,
      moderation_reason: m.reason,
      ...(m.decision === 'removed' ? { status: 'hidden' } : {}),
    })
    .where(and(eq(reviews.id, id), isNull(reviews.moderated_at)))
    .returning({ id: reviews.id });
  return updated.length > 0;
}

export async function insertReviewRequest(db: Db, values: typeof reviewRequests.$inferInsert): Promise<number> {
  const [row] = await db.insert(reviewRequests).values(values).returning({ id: reviewRequests.id });
  return row!.id;
}

export async function findUserContact(db: Db, userId: number) {
  const [row] = await db
    .select({ email: users.email, first_name: users.first_name })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export interface ReminderTarget {
  quotation_id: number;
  customer_id: number;
  customer_email: string | null;
  customer_first_name: string;
  slug: string;
  company_name: string;
  event_date: string;
  event_type_name: string;
}

/** Accepted quotations whose event was yesterday or earlier (Lima), without review nor reminder. */
export async function findDueReminders(
  db: Db,
  lookbackDays: number,
  now = new Date(),
  limit = 200,
): Promise<ReminderTarget[]> {
  const today = limaToday(now);
  return db
    .select({
      quotation_id: quotations.id,
      customer_id: userEvents.user_id,
      customer_email: users.email,
      customer_first_name: users.first_name,
      slug: providers.slug,
      company_name: providers.company_name,
      event_date: userEvents.event_date,
      event_type_name: eventTypes.type_name,
    })
    .from(quotations)
    .innerJoin(userEvents, eq(userEvents.id, quotations.user_event_id))
    .innerJoin(users, eq(users.id, userEvents.user_id))
    .innerJoin(providers, eq(providers.id, quotations.provider_id))
    .innerJoin(eventTypes, eq(eventTypes.id, userEvents.event_type_id))
    .where(
      and(
        isNotNull(quotations.accepted_at),
        lt(userEvents.event_date, today),
        gte(userEvents.event_date, addDaysIso(today, -lookbackDays)),
        notExists(db.select({ one: sql`1` }).from(reviewReminders).where(eq(reviewReminders.quotation_id, quotations.id))),
        notExists(
          db
            .select({ one: sql`1` })
            .from(reviews)
            .where(
              and(
                eq(reviews.provider_id, quotations.provider_id),
                eq(reviews.user_id, userEvents.user_id),
                eq(reviews.user_event_id, quotations.user_event_id),
              ),
            ),
        ),
      ),
    )
    .orderBy(quotations.id)
    .limit(limit);
}

/** Claims a quotation's reminder (INSERT … ON CONFLICT DO NOTHING); false when already claimed. */
export async function claimReminder(db: Db, quotationId: number, now: Date): Promise<boolean> {
  const rows = await db
    .insert(reviewReminders)
    .values({ quotation_id: quotationId, sent_at: now })
    .onConflictDoNothing()
    .returning({ id: reviewReminders.quotation_id });
  return rows.length > 0;
}
