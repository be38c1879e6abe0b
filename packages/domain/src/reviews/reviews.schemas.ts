/**
 * Reviews (SPEC §3, §5): six criteria rated 1–5, the experience text, the content policy, the
 * provider's response and the cancel reason.
 */
import { z } from '../zod';
import {
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TEXT_MIN_LENGTH,
  REVIEWS_PAGE_SIZE,
  TEXTAREA_MAX_LENGTH,
} from '../constants';
import { RATING_CRITERIA, type RatingCriterion } from '../enums';
import { t } from '../messages/format-message';
import { EmailSchema, IdSchema, optionalText, requiredText } from '../common/common.schemas';
import { PageSchema } from '../pagination/pagination.schemas';
import { REVIEW_KINDS, REVIEW_SORTS } from './reviews.rules';

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

// ── Requests ────────────────────────────────────────────────────────────────

/** POST providers/:id/reviews: the review plus what earns it (an accepted quotation or a request link). */
export const CreateReviewSchema = ReviewSchema.extend({
  quotation_id: IdSchema.optional(),
  request_token: z.string().trim().min(1).max(200).optional(),
});
export type CreateReviewInput = z.infer<typeof CreateReviewSchema>;

const reasonText = () =>
  requiredText('reviews.reason.required').max(TEXTAREA_MAX_LENGTH, t('textarea.value.max', { max: TEXTAREA_MAX_LENGTH }));

/** The provider reports a review (reasons required). */
export const ReviewReportSchema = z.object({ reason: reasonText() });

export const REVIEW_DECISIONS = ['keep', 'remove'] as const;
/** An admin keeps or removes a reported review, giving the reason the author is told. */
export const ReviewModerationSchema = z.object({
  decision: z.enum(REVIEW_DECISIONS, { error: t('reviews.decision.invalid') }),
  reason: reasonText(),
});

/** A Business provider asks a past client for a review by e-mail. */
export const ReviewRequestSchema = z.object({
  email: EmailSchema,
  name: optionalText(100),
});
export type ReviewRequestInput = z.infer<typeof ReviewRequestSchema>;

export const ReviewsQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS, { error: t('common.field.invalid') }).default('recent'),
  page: PageSchema,
  size: z.coerce
    .number({ error: t('common.field.invalid') })
    .int(t('common.field.invalid'))
    .min(1, t('common.field.invalid'))
    .max(20, t('common.field.invalid'))
    .default(REVIEWS_PAGE_SIZE),
});
export type ReviewsQuery = z.infer<typeof ReviewsQuerySchema>;

// ── Responses ───────────────────────────────────────────────────────────────

const nullableString = z.string().nullable();

export const ReviewAuthorSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  /** Only the initial is published ("Ana Q."). */
  last_initial: z.string(),
  avatar: nullableString,
});

/** A published review as visitors see it. */
export const ReviewOutSchema = z.object({
  id: z.number(),
  provider_id: z.number(),
  kind: z.enum(REVIEW_KINDS),
  comment: z.string(),
  score: z.number(),
  criterias: z.record(z.string(), z.number()),
  response: nullableString,
  responded_at: nullableString,
  created_at: z.string(),
  updated_at: z.string(),
  user: ReviewAuthorSchema,
});
export type ReviewOut = z.infer<typeof ReviewOutSchema>;

export const ReviewSummarySchema = z.object({
  score: z.number(),
  count: z.number(),
  /** Average of each criterion (one decimal). */
  criteria: z.record(z.string(), z.number()),
  /** How many reviews fall in each level, best first (5 Muy bueno … 1 Muy malo). */
  distribution: z.array(z.object({ level: z.number(), count: z.number() })),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

export const ReviewsPageSchema = z.object({
  data: z.array(ReviewOutSchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  summary: ReviewSummarySchema,
});
export type ReviewsPage = z.infer<typeof ReviewsPageSchema>;

/** The author's own review (any status). */
export const MyReviewSchema = ReviewOutSchema.extend({
  status: z.string(),
  cancel_reason: nullableString,
  editable_until: z.string(),
  moderation_decision: nullableString,
  moderation_reason: nullableString,
});
export type MyReview = z.infer<typeof MyReviewSchema>;

export const ReviewProviderRefSchema = z.object({ id: z.number(), slug: z.string(), company_name: z.string() });

/** Something the signed-in customer may review (or already reviewed) for one provider. */
export const ReviewOpportunitySchema = z.object({
  kind: z.enum(REVIEW_KINDS),
  quotation_id: z.number().nullable(),
  user_event_id: z.number().nullable(),
  /** "Boda · 12/03/2027" or the request's provider name. */
  label: z.string(),
  event_date: nullableString,
  provider: ReviewProviderRefSchema,
  review: MyReviewSchema.nullable(),
});
export type ReviewOpportunity = z.infer<typeof ReviewOpportunitySchema>;

/** A review as its provider (owner) sees it on the dashboard. */
export const OwnerReviewSchema = ReviewOutSchema.extend({
  status: z.string(),
  reported_at: nullableString,
  report_reason: nullableString,
  moderation_decision: nullableString,
});
export type OwnerReview = z.infer<typeof OwnerReviewSchema>;

/** A reported review waiting for an admin. */
export const ReportedReviewSchema = ReviewOutSchema.extend({
  provider: ReviewProviderRefSchema,
  reported_at: z.string(),
  report_reason: z.string(),
});
export type ReportedReview = z.infer<typeof ReportedReviewSchema>;

export const ReviewRequestOutSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  created_at: z.string(),
  used_at: nullableString,
});
export type ReviewRequestOut = z.infer<typeof ReviewRequestOutSchema>;

/** What a review-request link points to. */
export const ReviewRequestInfoSchema = z.object({ provider: ReviewProviderRefSchema, used: z.boolean() });
export type ReviewRequestInfo = z.infer<typeof ReviewRequestInfoSchema>;

/** Average and number of reviews per month (the provider's KPIs). */
export const ReviewTrendSchema = z.array(z.object({ month: z.string(), count: z.number(), score: z.number() }));
export type ReviewTrend = z.infer<typeof ReviewTrendSchema>;

/** GET review-requests/{token}: the link mailed to a customer. */
export const ReviewRequestTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** GET providers/{id}/reviews/mine: what the user may still review of the provider (accepted quotations), and their reviews of it. */
export const ReviewOpportunitiesEnvelope = z.object({ data: z.array(ReviewOpportunitySchema), reviews: z.array(MyReviewSchema) });
