// The schema.org rating of a provider site's LocalBusiness JSON-LD, in one place so the head
// building can move (e.g. to a server render) without touching the reviews rules:
//   aggregateRating — reviews_score / reviews_number, kept by trigger in the review's transaction;
//   review          — the newest published reviews (author first name + initial, date, rating, text).
import type { Db } from '../../db/client';
import { listPublished, type ReviewRecord } from './reviews.repository';

export const JSON_LD_REVIEWS = 5;

export interface RatedProvider {
  id: number;
  reviews_score?: number | null;
  reviews_number?: number | null;
}

/** `{ aggregateRating, review }` to spread into the LocalBusiness object ({} without reviews). */
export function reviewsJsonLd(p: RatedProvider, latest: ReadonlyArray<ReviewRecord>): Record<string, unknown> {
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
              name: [r.first_name, r.last_name.trim() ? `${r.last_name.trim()[0]!.toUpperCase()}.` : '']
                .filter(Boolean)
                .join(' ') || 'Cliente',
            },
            datePublished: r.created_at.toISOString().slice(0, 10),
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
