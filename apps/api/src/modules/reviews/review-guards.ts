// preValidation guards of the review routes, so 401/403/404/409 about who may act come before
// body validation (an intruder never learns the body rules):
//  - reviewTargetGuard (POST providers/:id/reviews): a signed-in customer who is not the provider's
//    owner, with an accepted quotation from it for an event not yet reviewed (verified) or a valid,
//    unused review-request token for it (invited); 403 otherwise, 409 when already reviewed;
//  - authorGuard (PUT reviews/:id, POST reviews/:id/cancel): the review's author;
//  - providerOwnerGuard (PUT reviews/:id/response, POST reviews/:id/report): the provider's owner;
//  - providerAdminGuard (providers/:id/review-requests): the provider's owner.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { t } from '@eventos/domain';
import { conflict, forbidden, notFound, unauthorized } from '../../plugins/errors';
import {
  acceptedQuotations,
  findRequestByHash,
  findReview,
  findReviewProvider,
  listUserReviews,
  type AcceptedQuotation,
  type ReviewProvider,
  type ReviewRecord,
  type ReviewRequestRow,
} from './reviews.repository';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function idParam(request: FastifyRequest): number | null {
  const id = Number((request.params as { id?: string }).id);
  return Number.isSafeInteger(id) && id > 0 && id <= 2147483647 ? id : null;
}

export type ReviewBasis =
  | { kind: 'verified'; quotation: AcceptedQuotation }
  | { kind: 'invited'; request: ReviewRequestRow };

export type ReviewTarget = { provider: ReviewProvider; basis: ReviewBasis };
const targets = new WeakMap<FastifyRequest, ReviewTarget>();

export async function reviewTargetGuard(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  const id = idParam(request);
  if (id === null) return; // params validation answers 400
  const db = request.server.db;
  const userId = request.user.id;
  const provider = await findReviewProvider(db, id);
  if (!provider) throw notFound(t('reviews.provider.notFound'));
  if (provider.created_by === userId) throw forbidden(t('reviews.review.own'));
  const body = (request.body ?? {}) as { quotation_id?: unknown; request_token?: unknown };
  const token = typeof body.request_token === 'string' ? body.request_token.trim() : '';
  const mine = await listUserReviews(db, userId, provider.id);

  if (token) {
    const req = await findRequestByHash(db, hashToken(token));
    if (!req || req.provider_id !== provider.id || req.used_at) throw forbidden(t('reviews.request.invalid'));
    if (mine.some((r) => r.user_event_id === null)) throw conflict(t('reviews.review.duplicate'));
    targets.set(request, { provider, basis: { kind: 'invited', request: req } });
    return;
  }

  const accepted = await acceptedQuotations(db, userId, provider.id);
  const wanted = body.quotation_id === undefined || body.quotation_id === null ? null : Number(body.quotation_id);
  const candidates = wanted === null ? accepted : accepted.filter((q) => q.quotation_id === wanted);
  if (candidates.length === 0) throw forbidden(t('reviews.review.notAllowed'));
  const reviewed = new Set(mine.map((r) => r.user_event_id));
  const open = candidates.find((q) => !reviewed.has(q.user_event_id));
  if (!open) throw conflict(t('reviews.review.duplicate'));
  targets.set(request, { provider, basis: { kind: 'verified', quotation: open } });
}

export function reviewTarget(request: FastifyRequest): ReviewTarget {
  const target = targets.get(request);
  if (!target) throw forbidden();
  return target;
}

const loaded = new WeakMap<FastifyRequest, ReviewRecord>();

async function loadReview(request: FastifyRequest): Promise<ReviewRecord | null> {
  const id = idParam(request);
  if (id === null) return null;
  const review = await findReview(request.server.db, id);
  if (!review) throw notFound(t('reviews.review.notFound'));
  loaded.set(request, review);
  return review;
}

export async function authorGuard(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  const review = await loadReview(request);
  if (review && review.user_id !== request.user.id) throw forbidden();
}

export async function providerOwnerGuard(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  const review = await loadReview(request);
  if (review && review.provider_created_by !== request.user.id) throw forbidden();
}

/** The review loaded by a guard (re-read when a guard did not run). */
export function guardedReview(request: FastifyRequest): ReviewRecord {
  const review = loaded.get(request);
  if (!review) throw notFound(t('reviews.review.notFound'));
  return review;
}

const ownedProviders = new WeakMap<FastifyRequest, ReviewProvider>();

export async function providerAdminGuard(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  const id = idParam(request);
  if (id === null) return;
  const provider = await findReviewProvider(request.server.db, id);
  if (!provider) throw notFound(t('reviews.provider.notFound'));
  if (provider.created_by !== request.user.id) throw forbidden();
  ownedProviders.set(request, provider);
}

export function ownedProvider(request: FastifyRequest): ReviewProvider {
  const provider = ownedProviders.get(request);
  if (!provider) throw forbidden();
  return provider;
}
