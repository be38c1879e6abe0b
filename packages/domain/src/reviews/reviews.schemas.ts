/**
 * Reviews (SPEC §3, §5): six criteria rated 1–5, the experience text, the content policy, the
 * provider's response and the cancel reason.
 */
import { z } from '../zod';
import { REVIEW_TEXT_MAX_LENGTH, REVIEW_TEXT_MIN_LENGTH, TEXTAREA_MAX_LENGTH } from '../constants';
import { RATING_CRITERIA, type RatingCriterion } from '../enums';
import { t } from '../messages/format-message';
import { requiredText } from '../common/common.schemas';

const rateAll = t('reviews.criterias.required');

/** One criterion's rating: an integer from 1 (Muy malo) to 5 (Muy bueno). */
export const RatingValueSchema = z.number({ error: rateAll }).int(rateAll).min(1, rateAll).max(5, rateAll);

/** All six criteria must be rated: "Califica todos los criterios". */
export const CriteriasSchema = z.object(
  Object.fromEntries(RATING_CRITERIA.map((c) => [c, RatingValueSchema])) as Record<
    RatingCriterion,
    typeof RatingValueSchema
  >,
  { error: rateAll },
);
export type Criterias = z.infer<typeof CriteriasSchema>;

export const ReviewCommentSchema = requiredText('reviews.comment.required')
  .min(REVIEW_TEXT_MIN_LENGTH, t('reviews.comment.min', { length: REVIEW_TEXT_MIN_LENGTH }))
  .max(REVIEW_TEXT_MAX_LENGTH, t('reviews.comment.max', { max: REVIEW_TEXT_MAX_LENGTH }));

/** A customer's review of a provider. */
export const ReviewSchema = z.object({
  criterias: CriteriasSchema,
  comment: ReviewCommentSchema,
  conditions: z.literal(true, { error: t('reviews.conditions.required') }),
});
export type ReviewInput = z.infer<typeof ReviewSchema>;

/** The provider answers a review. */
export const ReviewResponseSchema = z.object({
  response: requiredText('reviews.response.required').max(
    TEXTAREA_MAX_LENGTH,
    t('textarea.value.max', { max: TEXTAREA_MAX_LENGTH }),
  ),
});

/** Cancelling (withdrawing) a review needs a reason. */
export const ReviewCancelSchema = z.object({
  cancel_reason: requiredText('reviews.cancel_reason.required').max(
    TEXTAREA_MAX_LENGTH,
    t('textarea.value.max', { max: TEXTAREA_MAX_LENGTH }),
  ),
});

/** Score of a review: the mean of its criteria, one decimal (e.g. 4.3). */
export function reviewScore(criterias: Criterias): number {
  const values = RATING_CRITERIA.map((c) => criterias[c]);
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
}
