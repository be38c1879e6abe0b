// SQL of the reviews module: reviews with their ratings and author, the provider's summary
// (overall score and count, average per criterion, distribution over the five levels), what a
// customer may review, review requests, reports and the monthly trend.
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { RATING_CRITERIA, RATING_SCALE, type ReviewSort } from '@eventos/domain';
import type { Db } from '../../db/client';
import {
  eventTypes,
  providers,
  quotations,
  reviewRatings,
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

/** Score and count (the provider's trigger-kept columns), criteria averages and level counts. */
export async function reviewSummary(db: Db, providerId: number) {
  const published = and(eq(reviews.provider_id, providerId), eq(reviews.status, 'published'));
  const [[provider], criteria, levels] = await Promise.all([
    db
      .select({ score: providers.reviews_score, count: providers.reviews_number })
      .from(providers)
      .where(eq(providers.id, providerId)),
    db
      .select({
        criterion: reviewRatings.criterion,
        avg: sql<string>`round(avg(${reviewRatings.rating})::numeric, 1)`,
      })
      .from(reviewRatings)
      .innerJoin(reviews, eq(reviews.id, reviewRatings.review_id))
      .where(published)
      .groupBy(reviewRatings.criterion),
    db
      .select({
        level: sql<number>`least(5, greatest(1, round(${reviews.score}::numeric)))::int`.as('level'),
        n: count(),
      })
      .from(reviews)
      .where(published)
      .groupBy(sql`1`),
  ]);
  const averages = new Map(criteria.map((c) => [c.criterion, Number(c.avg)]));
  const counts = new Map(levels.map((l) => [Number(l.level), Number(l.n)]));
  return {
    score: Math.round((provider?.score ?? 0) * 10) / 10,
    count: provider?.count ?? 0,
    criteria: Object.fromEntries(RATING_CRITERIA.map((c) => [c, averages.get(c) ?? 0])),
    distribution: RATING_SCALE.map((level) => ({ level, count: counts.get(level) ?? 0 })),
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
