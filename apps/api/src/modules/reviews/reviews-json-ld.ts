// The schema.org rating of a provider site's LocalBusiness JSON-LD, in one place so the head
// building can move (e.g. to a server render) without touching the reviews rules:
//   aggregateRating — reviews_score / reviews_number, kept by trigger in the review's transaction;
//   review          — the newest published reviews (author first name + initial, date, rating, text),
//                     from the database or from the first page of reviews a server render loaded.
import type { ReviewOut } from '@eventos/domain';
import type { Db } from '../../db/client';
import { listPublished, type ReviewRecord } from './reviews.repository';

export const JSON_LD_REVIEWS = 5;

export interface RatedProvider {
  id: number;
  reviews_score?: number | null;
  reviews_number?: number | null;
}

/** What the JSON-LD shows of one review. */
interface LdReview {
  author: string;
  /** YYYY-MM-DD */
  date: string;
  comment: string;
  score: number;
}

const lastInitial = (lastName: string) => (lastName.trim() ? `${lastName.trim()[0]!.toUpperCase()}.` : '');

/** `{ aggregateRating, review }` to spread into the LocalBusiness object ({} without reviews). */
export function reviewsJsonLd(p: RatedProvider, latest: ReadonlyArray<ReviewRecord>): Record<string, unknown> {
  return ratingJsonLd(
    p,
    latest.map((r) => ({
      author: [r.first_name, lastInitial(r.last_name)].filter(Boolean).join(' '),
      date: r.created_at.toISOString().slice(0, 10),
      comment: r.comment,
      score: r.score,
    })),
  );
}

/**
 * The same from the first page of reviews (newest first) a server render loaded, when it holds the
 * newest JSON_LD_REVIEWS or all of them (`reviewsPageCovers`): the API's presentation of the same rows
 * (`toReviewOut`: the author's initial with its dot, the ISO date).
 */
export function reviewsJsonLdFromPage(p: RatedProvider, newest: ReadonlyArray<ReviewOut>): Record<string, unknown> {
  return ratingJsonLd(
    p,
    newest.slice(0, JSON_LD_REVIEWS).map((r) => ({
      author: [r.user.first_name, r.user.last_initial].filter(Boolean).join(' '),
      date: r.created_at.slice(0, 10),
      comment: r.comment,
      score: r.score,
    })),
  );
}

/** A first page of newest reviews that holds every review the JSON-LD lists. */
export function reviewsPageCovers(page: { data: ReadonlyArray<unknown>; total: number }): boolean {
  return page.data.length >= JSON_LD_REVIEWS || page.data.length === page.total;
}

function ratingJsonLd(p: RatedProvider, latest: ReadonlyArray<LdReview>): Record<string, unknown> {
  const count = p.reviews_number ?? 0;
  if (count <= 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: Math.round((p.reviews_score ?? 0) * 10) / 10,
      reviewCount: count,
      bestRating: 5,
      worstRating: 1,
    },
    ...(latest.length
      ? {
          review: latest.map((r) => ({
            '@type': 'Review',
            author: {
              '@type': 'Person',
              name: r.author || 'Cliente',
            },
            datePublished: r.date,
            reviewBody: r.comment,
            reviewRating: {
              '@type': 'Rating',
              ratingValue: Math.round(r.score * 10) / 10,
              bestRating: 5,
              worstRating: 1,
            },
          })),
        }
      : {}),
  };
}

/** Loads the newest published reviews and builds the rating part of the JSON-LD. */
export async function loadReviewsJsonLd(db: Db, p: RatedProvider): Promise<Record<string, unknown>> {
  if ((p.reviews_number ?? 0) <= 0) return {};
  const { rows } = await listPublished(db, p.id, { sort: 'recent', offset: 0, limit: JSON_LD_REVIEWS });
  return reviewsJsonLd(p, rows);
}
