// GET providers/{id}/reviews in one prepared statement (docs/decisions/295-site-sub-pages-in-one-statement.md):
// the provider's row, the page of published reviews with their authors and ratings, their count and
// the summary (score and count kept on the provider, average per criterion, count per level), each a
// correlated subquery on the indexes the separate reads used (reviews_provider_recent_idx,
// review_ratings_pkey). Before, the same answer took 6–7 statements (ADR 285's pattern, for the site).
import { eq, sql, type SQL } from 'drizzle-orm';
import { RATING_CRITERIA, RATING_SCALE, type ReviewSort } from '@eventos/domain';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { providers } from '../../db/schema';
import type { ReviewRecord } from './reviews.repository';

/** What the public answer of a review needs (toReviewOut). */
export type PublicReviewRow = Pick<
  ReviewRecord,
  | 'id'
  | 'provider_id'
  | 'kind'
  | 'comment'
  | 'score'
  | 'response'
  | 'responded_at'
  | 'created_at'
  | 'updated_at'
  | 'user_id'
  | 'first_name'
  | 'last_name'
  | 'avatar_url'
  | 'avatar_preferred'
  | 'avatar_path'
  | 'criterias'
>;

/** A review as the statement returns it: dates as JSON text, ratings as [criterion, rating] pairs. */
type ReviewJson = Omit<PublicReviewRow, 'responded_at' | 'created_at' | 'updated_at' | 'criterias'> & {
  responded_at: string | null;
  created_at: string;
  updated_at: string;
  ratings: Array<[string, number]>;
};

interface PageJson {
  rows: ReviewJson[];
  total: number;
  /** criterion → average rounded to one decimal (as `round(avg(rating)::numeric, 1)`). */
  criteria: Record<string, number | string>;
  /** level (1–5) → published reviews whose rounded score is that level. */
  levels: Record<string, number>;
}

export interface PublishedReviewsPage {
  provider: { id: number };
  rows: PublicReviewRow[];
  total: number;
  summary: {
    score: number;
    count: number;
    criteria: Record<string, number>;
    distribution: Array<{ level: number; count: number }>;
  };
}

const ORDER: Record<ReviewSort, string> = {
  recent: 'r.created_at DESC, r.id DESC',
  best: 'r.score DESC, r.created_at DESC, r.id DESC',
  worst: 'r.score ASC, r.created_at DESC, r.id DESC',
};

const p = providers;

/** Names of a reviews page's placeholders: the statement's own, or prefixed inside another statement. */
export interface ReviewsPagePlaceholders {
  limit: string;
  offset: string;
}

const PAGE_PLACEHOLDERS: ReviewsPagePlaceholders = { limit: 'limit', offset: 'offset' };

/**
 * A page of the published reviews of the outer query's `providers` row as one JSON value, correlated
 * on `providers.id`: the page with its authors and ratings, their total, the average per criterion and
 * the count per level. This page's statement and the site's (`withReviews`, ADR 338) read it with this
 * same SQL.
 */
export function reviewsPageSql(sort: ReviewSort, names: ReviewsPagePlaceholders = PAGE_PLACEHOLDERS): SQL {
  const order = sql.raw(ORDER[sort]);
  const published = sql`r.provider_id = ${p.id} AND r.status = 'published'`;
  return sql`json_build_object(
    'rows', (SELECT coalesce(json_agg(json_build_object('id', r.id, 'provider_id', r.provider_id, 'kind', r.kind, 'comment', r.comment,
        'score', r.score, 'response', r.response, 'responded_at', r.responded_at, 'created_at', r.created_at, 'updated_at', r.updated_at,
        'user_id', r.user_id, 'first_name', r.first_name, 'last_name', r.last_name, 'avatar_url', r.avatar_url,
        'avatar_preferred', r.avatar_preferred, 'avatar_path', r.avatar_path,
        'ratings', (SELECT coalesce(json_agg(json_build_array(rr.criterion, rr.rating)), '[]'::json) FROM review_ratings rr WHERE rr.review_id = r.id))
        ORDER BY ${order}), '[]'::json)
      FROM (SELECT r.id, r.provider_id, r.kind, r.comment, r.score, r.response, r.responded_at, r.created_at, r.updated_at, r.user_id,
          us.first_name, us.last_name, us.avatar_url, us.avatar_preferred, up.path AS avatar_path
        FROM reviews r JOIN users us ON us.id = r.user_id LEFT JOIN uploads up ON up.id = us.avatar_upload_id
        WHERE ${published} ORDER BY ${order} LIMIT ${sql.placeholder(names.limit)} OFFSET ${sql.placeholder(names.offset)}) r),
    'total', (SELECT count(*) FROM reviews r WHERE ${published}),
    'criteria', (SELECT coalesce(json_object_agg(c.criterion, c.average), '{}'::json) FROM (SELECT rr.criterion,
        round(avg(rr.rating)::numeric, 1) AS average FROM review_ratings rr JOIN reviews r ON r.id = rr.review_id
        WHERE ${published} GROUP BY rr.criterion) c),
    'levels', (SELECT coalesce(json_object_agg(l.level, l.n), '{}'::json) FROM (SELECT least(5, greatest(1, round(r.score::numeric)))::int AS level,
        count(*) AS n FROM reviews r WHERE ${published} GROUP BY 1) l))`;
}

/** The placeholders' values of a reviews page (`names` as given to reviewsPageSql). */
export function reviewsPageParams(
  q: { offset: number; limit: number },
  names: ReviewsPagePlaceholders = PAGE_PLACEHOLDERS,
): Record<string, number> {
  return { [names.limit]: q.limit, [names.offset]: q.offset };
}

function pageQuery(db: Db, sort: ReviewSort, name: string) {
  return db
    .select({ id: p.id, score: p.reviews_score, count: p.reviews_number, page: sql<ReviewsPageJson>`${reviewsPageSql(sort)}` })
    .from(providers)
    .where(eq(p.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name);
}

/** One prepared statement per database and sort (PostgreSQL keeps each plan per connection, ADR 285). */
const prepared = preparedPerDatabase<ReturnType<typeof pageQuery>>();

const criterionIndex = new Map<string, number>(RATING_CRITERIA.map((c, i) => [c, i]));

/**
 * The provider `providerId` (null when there is none) with a page of its published reviews, their
 * total and its reviews' summary in one round trip (before: the row, the page, its count, the ratings
 * and three summary reads).
 * A review's ratings come in RATING_CRITERIA order.
 */
export async function findPublishedReviewsPage(
  db: Db,
  providerId: number,
  q: { sort: ReviewSort; offset: number; limit: number },
): Promise<PublishedReviewsPage | null> {
  const name = `provider_reviews_page_${q.sort}`;
  const query = prepared(db, name, () => pageQuery(db, q.sort, name));
  const [hit] = await query.execute({ id: providerId, ...reviewsPageParams(q) });
  if (!hit) return null;
  return publishedReviewsPage({ id: hit.id, reviews_score: hit.score, reviews_number: hit.count }, hit.page);
}

/** A reviews page as reviewsPageSql reads it (JSON text on PGlite, parsed on node-postgres). */
export type ReviewsPageJson = PageJson | string;

/**
 * The page from reviewsPageSql's value and the provider's kept score and count (`reviews_score`,
 * `reviews_number`, the summary's first two figures). A review's ratings come in RATING_CRITERIA order.
 */
export function publishedReviewsPage(
  provider: { id: number; reviews_score: number | null; reviews_number: number | null },
  json: ReviewsPageJson,
): PublishedReviewsPage {
  const page = typeof json === 'string' ? (JSON.parse(json) as PageJson) : json;
  const rows = page.rows.map(({ ratings, ...r }): PublicReviewRow => {
    const sorted = [...ratings].sort((a, b) => (criterionIndex.get(a[0]) ?? 99) - (criterionIndex.get(b[0]) ?? 99));
    return {
      ...r,
      responded_at: r.responded_at === null ? null : new Date(r.responded_at),
      created_at: new Date(r.created_at),
      updated_at: new Date(r.updated_at),
      criterias: Object.fromEntries(sorted),
    };
  });
  return {
    provider: { id: provider.id },
    rows,
    total: Number(page.total),
    summary: {
      score: Math.round((provider.reviews_score ?? 0) * 10) / 10,
      count: provider.reviews_number ?? 0,
      criteria: Object.fromEntries(RATING_CRITERIA.map((c) => [c, Number(page.criteria[c] ?? 0)])),
      distribution: RATING_SCALE.map((level) => ({ level, count: Number(page.levels[String(level)] ?? 0) })),
    },
  };
}
