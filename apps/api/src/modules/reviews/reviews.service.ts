// Review writes, each in one transaction with its notices. The review's score and the provider's
// reviews_score/reviews_number are recalculated by the database triggers of 0002_search.sql
// (review_ratings → reviews.score → providers), inside the same transaction as the write.
// Services take `Pick<ModuleDeps, …>` (docs/decisions/136-service-dependencies.md); the SQL is in
// reviews.repository.ts.
import { randomBytes } from 'node:crypto';
import {
  REVIEW_REQUESTS_PER_DAY,
  reviewEditableUntil,
  reviewScore,
  t,
  type ReviewInput,
  type ReviewRequestInput,
} from '@eventos/domain';
import { conflict, tooManyRequests, unprocessable } from '../../plugins/errors';
import type { ModuleDeps } from '../../plugins/module-deps';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashToken, type ReviewTarget } from './review-guards';
import {
  mailReviewRequest,
  notifyReviewAnswered,
  notifyReviewModerated,
  notifyReviewReceived,
  type ReviewContext,
} from './reviews.notify';
import {
  findUserContact,
  insertReview,
  insertReviewRequest,
  markRequestUsed,
  requestsSince,
  setReviewCancelled,
  setReviewModerated,
  setReviewReported,
  setReviewResponse,
  updateReviewContent,
  type ReviewProvider,
  type ReviewRecord,
} from './reviews.repository';

export type ReviewsDeps = Pick<ModuleDeps, 'db' | 'config'>;

function contextOf(r: ReviewRecord): ReviewContext {
  return {
    reviewId: r.id,
    providerId: r.provider_id,
    slug: r.provider_slug,
    companyName: r.provider_company_name,
    authorId: r.user_id,
    providerOwnerId: r.provider_created_by,
  };
}

function assertPublished(r: ReviewRecord): void {
  if (r.status !== 'published') throw unprocessable(t('reviews.review.closed'));
}

export async function createReview(
  deps: ReviewsDeps,
  a: { target: ReviewTarget; userId: number; input: ReviewInput },
): Promise<number> {
  const { provider, basis } = a.target;
  try {
    return await deps.db.transaction(async (tx) => {
      const id = await insertReview(
        tx,
        {
          provider_id: provider.id,
          user_id: a.userId,
          user_event_id: basis.kind === 'verified' ? basis.quotation.user_event_id : null,
          quotation_id: basis.kind === 'verified' ? basis.quotation.quotation_id : null,
          review_request_id: basis.kind === 'invited' ? basis.request.id : null,
          kind: basis.kind,
          comment: a.input.comment,
          conditions: true,
          status: 'published',
        },
        a.input.criterias,
      );
      if (basis.kind === 'invited' && !(await markRequestUsed(tx, basis.request.id))) {
        throw conflict(t('reviews.request.invalid'));
      }
      await notifyReviewReceived(
        tx,
        {
          reviewId: id,
          providerId: provider.id,
          slug: provider.slug,
          companyName: provider.company_name,
          authorId: a.userId,
          providerOwnerId: provider.created_by,
        },
        reviewScore(a.input.criterias),
        deps.config.PUBLIC_URL,
      );
      return id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(t('reviews.review.duplicate'));
    throw err;
  }
}

/** The author edits the text and ratings during the edit window (422 afterwards). */
export async function editReview(
  deps: Pick<ModuleDeps, 'db'>,
  r: ReviewRecord,
  input: ReviewInput,
  now = new Date(),
): Promise<void> {
  assertPublished(r);
  if (now > reviewEditableUntil(r.created_at)) {
    throw unprocessable(t('reviews.review.editExpired', { days: 30 }));
  }
  await deps.db.transaction((tx) => updateReviewContent(tx, r.id, input.comment, input.criterias, now));
}

/** The author withdraws the review, giving reasons (cancel_reason). */
export async function cancelReview(
  deps: Pick<ModuleDeps, 'db'>,
  r: ReviewRecord,
  reason: string,
  now = new Date(),
): Promise<void> {
  assertPublished(r);
  await setReviewCancelled(deps.db, r.id, reason, now);
}

/** The provider's public answer; the author is told the first time (editing it is silent). */
export async function respondReview(deps: ReviewsDeps, r: ReviewRecord, response: string): Promise<void> {
  assertPublished(r);
  const first = r.response === null;
  await deps.db.transaction(async (tx) => {
    await setReviewResponse(tx, r.id, response);
    if (first) await notifyReviewAnswered(tx, contextOf(r), deps.config.PUBLIC_URL);
  });
}

/** The provider reports the review to the admins (once). */
export async function reportReview(deps: Pick<ModuleDeps, 'db'>, r: ReviewRecord, reason: string): Promise<void> {
  assertPublished(r);
  if (r.reported_at) throw conflict(t('reviews.report.duplicate'));
  if (!(await setReviewReported(deps.db, r.id, reason))) throw conflict(t('reviews.report.duplicate'));
}

/** An admin keeps or removes a reported review; the reason is recorded and the author told. */
export async function moderateReview(
  deps: ReviewsDeps,
  r: ReviewRecord,
  a: { decision: 'keep' | 'remove'; reason: string; adminId: number },
): Promise<void> {
  if (!r.reported_at || r.moderated_at || r.status !== 'published') {
    throw unprocessable(t('reviews.moderation.notReported'));
  }
  const decision = a.decision === 'remove' ? 'removed' : 'kept';
  await deps.db.transaction(async (tx) => {
    if (!(await setReviewModerated(tx, r.id, { decision, reason: a.reason, adminId: a.adminId }))) {
      throw unprocessable(t('reviews.moderation.notReported'));
    }
    await notifyReviewModerated(tx, contextOf(r), decision, a.reason, deps.config.PUBLIC_URL);
  });
}

/** A Business provider asks a past client for a review (N per day, one per address). */
export async function createReviewRequest(
  deps: ReviewsDeps,
  a: { provider: ReviewProvider; userId: number; input: ReviewRequestInput; now?: Date },
): Promise<number> {
  const now = a.now ?? new Date();
  if (a.provider.plan !== 'business') throw unprocessable(t('auth.plan.businessRequired'));
  const email = a.input.email.trim();
  const owner = await findUserContact(deps.db, a.userId);
  const own = [owner?.email, a.provider.email].filter(Boolean).map((e) => e!.toLowerCase());
  if (own.includes(email.toLowerCase())) {
    throw unprocessable(t('reviews.request.self'), { email: [t('reviews.request.self')] });
  }
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  if ((await requestsSince(deps.db, a.provider.id, since)) >= REVIEW_REQUESTS_PER_DAY) {
    throw tooManyRequests(t('reviews.request.limit', { max: REVIEW_REQUESTS_PER_DAY }));
  }
  const token = randomBytes(24).toString('base64url');
  try {
    return await deps.db.transaction(async (tx) => {
      const id = await insertReviewRequest(tx, {
        provider_id: a.provider.id,
        email,
        name: a.input.name?.trim() ?? '',
        token_hash: hashToken(token),
        created_by: a.userId,
        created_at: now,
      });
      await mailReviewRequest(
        tx,
        {
          email,
          name: a.input.name?.trim() ?? '',
          companyName: a.provider.company_name,
          slug: a.provider.slug,
          token,
          requestId: id,
        },
        deps.config.PUBLIC_URL,
      );
      return id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw conflict(t('reviews.request.duplicate'), { email: [t('reviews.request.duplicate')] });
    }
    throw err;
  }
}
