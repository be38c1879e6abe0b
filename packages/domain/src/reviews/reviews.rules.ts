/**
 * Reviews' levels, kinds and sorting (SPEC §3, §5): plain values and functions, apart from the
 * schemas (reviews.schemas.ts) so that a page showing reviews does not build the zod schemas when it
 * loads (docs/decisions/256).
 */
import { REVIEW_EDIT_WINDOW_DAYS } from '../constants';
import type { RatingValue } from '../enums';

// ── Levels, kinds and sorting ───────────────────────────────────────────────

/** The scale level (5 Muy bueno … 1 Muy malo) a score falls in: the nearest integer, 1–5. */
export function reviewLevel(score: number): RatingValue {
  const level = Math.min(5, Math.max(1, Math.round(score)));
  return level as RatingValue;
}

/** Mean of scores to one decimal (0 when there are none): the provider's overall score. */
export function averageScore(scores: readonly number[]): number {
  if (scores.length === 0) return 0;
  return Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10;
}

/** Last day (inclusive, as an instant) the author may edit a review published at `createdAt`. */
export function reviewEditableUntil(createdAt: Date | string): Date {
  return new Date(new Date(createdAt).getTime() + REVIEW_EDIT_WINDOW_DAYS * 24 * 60 * 60 * 1000);
}

export const REVIEW_KINDS = ['verified', 'invited'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
export const REVIEW_KIND_LABELS: Record<ReviewKind, string> = { verified: 'Verificada', invited: 'Invitada' };

export const REVIEW_SORTS = ['recent', 'best', 'worst'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/**
 * `<sort>:<page>`, e.g. `recent:2`: the value of the providers query's `withReviews` (one place for its
 * spelling; provider-requests.schemas.ts parses it). Here, not beside the schema, so that the provider
 * site, which writes it, does not load zod and build the schemas when it starts (docs/decisions/256).
 */
export function siteReviewsParam(sort: ReviewSort, page: number): string {
  return `${sort}:${page}`;
}

export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  recent: 'Más recientes',
  best: 'Mejor calificadas',
  worst: 'Peor calificadas',
};
