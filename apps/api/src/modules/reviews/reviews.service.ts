// Review writes, each in one transaction with its notices. The review's score and the provider's
// reviews_score/reviews_number are recalculated by the database triggers of 0002_search.sql
// (review_ratings → reviews.score → providers), inside the same transaction as the write.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  RATING_CRITERIA,
  REVIEW_REQUESTS_PER_DAY,
  reviewEditableUntil,
  reviewScore,
  t,
  type Criterias,
  type ReviewInput,
  type ReviewRequestInput,
} from '@eventos/domain';
import type { Db } from '../../db/client';
import { reviewRatings, reviewRequests, reviews, users } from '../../db/schema';
import { conflict, tooManyRequests, unprocessable } from '../../plugins/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashToken, type ReviewProvider, type ReviewTarget } from './review-guards';
import {
  mailReviewRequest,
  notifyReviewAnswered,
  notifyReviewModerated,
  notifyReviewReceived,
  type ReviewContext,
} from './reviews.notify';
import { requestsSince, type ReviewRecord } from './reviews.repository';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const ratingRows = (reviewId: number, criterias: Criterias) =>
  RATING_CRITERIA.map((criterion) => ({ review_id: reviewId, criterion, rating: criterias[criterion] }));

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
  db: Db,
  a: { target: ReviewTarget; userId: number; input: ReviewInput; publicUrl: string },
): Promise<number> {
  const { provider, basis } = a.target;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reviews)
        .values({
          provider_id: provider.id,
          user_id: a.userId,
          user_event_id: basis.kind === 'verified' ? basis.quotation.user_event_id : null,
          quotation_id: basis.kind === 'verified' ? basis.quotation.quotation_id : null,
          review_request_id: basis.kind === 'invited' ? basis.request.id : null,
          kind: basis.kind,
          comment: a.input.comment,
          conditions: true,
          status: 'published',
        })
        .returning({ id: reviews.id });
      const id = row!.id;
      await tx.insert(reviewRatings).values(ratingRows(id, a.input.criterias));
      if (basis.kind === 'invited') {
        const used = await tx
          .update(reviewRequests)
          .set({ used_at: new Date() })
          .where(and(eq(reviewRequests.id, basis.request.id), isNull(reviewRequests.used_at)))
          .returning({ id: reviewRequests.id });
        if (used.length === 0) throw conflict(t('reviews.request.invalid'));
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
        a.publicUrl,
      );
      return id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(t('reviews.review.duplicate'));
    throw err;
  }
}

/** The author edits the text and ratings during the edit window (422 afterwards). */
export async function editReview(db: Db, r: ReviewRecord, input: ReviewInput, now = new Date()): Promise<void> {
  assertPublished(r);
  if (now > reviewEditableUntil(r.created_at)) {
    throw unprocessable(t('reviews.review.editExpired', { days: 30 }));
  }
  await db.transaction(async (tx: Tx) => {
    await tx.update(reviews).set({ comment: input.comment, updated_at: now }).where(eq(reviews.id, r.id));
    await tx.delete(reviewRatings).where(eq(reviewRatings.review_id, r.id));
    await tx.insert(reviewRatings).values(ratingRows(r.id, input.criterias));
  });
}

/** The author withdraws the review, giving reasons (cancel_reason). */
export async function cancelReview(db: Db, r: ReviewRecord, reason: string, now = new Date()): Promise<void> {
  assertPublished(r);
  await db
    .update(reviews)
    .set({ status: 'cancelled', cancel_reason: reason, cancelled_at: now, updated_at: now })
    .where(eq(reviews.id, r.id));
}

/** The provider's public answer; the author is told the first time (editing it is silent). */
export async function respondReview(db: Db, r: ReviewRecord, response: string, publicUrl: string): Promise<void> {
  assertPublished(r);
  const first = r.response === null;
  await db.transaction(async (tx) => {
    await tx.update(reviews).set({ response, responded_at: new Date() }).where(eq(reviews.id, r.id));
    if (first) await notifyReviewAnswered(tx, contextOf(r), publicUrl);
  });
}

/** The provider reports the review to the admins (once). */
export async function reportReview(db: Db, r: ReviewRecord, reason: string): Promise<void> {
  assertPublished(r);
  if (r.reported_at) throw conflict(t('reviews.report.duplicate'));
  const updated = await db
    .update(reviews)
    .set({ reported_at: new Date(), report_reason: reason })
    .where(and(eq(reviews.id, r.id), isNull(reviews.reported_at)))
    .returning({ id: reviews.id });
  if (updated.length === 0) throw conflict(t('reviews.report.duplicate'));
}

/** An admin keeps or removes a reported review; the reason is recorded and the author told. */
export async function moderateReview(
  db: Db,
  r: ReviewRecord,
  a: { decision: 'keep' | 'remove'; reason: string; adminId: number; publicUrl: string },
): Promise<void> {
  if (!r.reported_at || r.moderated_at || r.status !== 'published') {
    throw unprocessable(t('reviews.moderation.notReported'));
  }
  const decision = a.decision === 'remove' ? 'removed' : 'kept';
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(reviews)
      .set({
        moderated_at: new Date(),
        moderated_by: a.adminId,
        moderation_decision: decision,
        moderation_reason: a.reason,
        ...(decision === 'removed' ? { status: 'hidden' } : {}),
      })
      .where(and(eq(reviews.id, r.id), isNull(reviews.moderated_at)))
      .returning({ id: reviews.id });
    if (updated.length === 0) throw unprocessable(t('reviews.moderation.notReported'));
    await notifyReviewModerated(tx, contextOf(r), decision, a.reason, a.publicUrl);
  });
}

/** A Business provider asks a past client for a review (N per day, one per address). */
export async function createReviewRequest(
  db: Db,
  a: { provider: ReviewProvider; userId: number; input: ReviewRequestInput; publicUrl: string; now?: Date },
): Promise<number> {
  const now = a.now ?? new Date();
  if (a.provider.plan !== 'business') throw unprocessable(t('auth.plan.businessRequired'));
  const email = a.input.email.trim();
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, a.userId));
  const own = [owner?.email, a.provider.email].filter(Boolean).map((e) => e!.toLowerCase());
  if (own.includes(email.toLowerCase())) {
    throw unprocessable(t('reviews.request.self'), { email: [t('reviews.request.self')] });
  }
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  if ((await requestsSince(db, a.provider.id, since)) >= REVIEW_REQUESTS_PER_DAY) {
    throw tooManyRequests(t('reviews.request.limit', { max: REVIEW_REQUESTS_PER_DAY }));
  }
  const token = randomBytes(24).toString('base64url');
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reviewRequests)
        .values({
          provider_id: a.provider.id,
          email,
          name: a.input.name?.trim() ?? '',
          token_hash: hashToken(token),
          created_by: a.userId,
          created_at: now,
        })
        .returning({ id: reviewRequests.id });
      await mailReviewRequest(
        tx,
        {
          email,
          name: a.input.name?.trim() ?? '',
          companyName: a.provider.company_name,
          slug: a.provider.slug,
          token,
          requestId: row!.id,
        },
        a.publicUrl,
      );
      return row!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw conflict(t('reviews.request.duplicate'), { email: [t('reviews.request.duplicate')] });
    }
    throw err;
  }
}
