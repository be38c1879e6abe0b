// Reviews as the API presents them (schemas in @eventos/domain reviews.schemas.ts): the author
// shows as first name + last initial; dates are ISO strings.
import {
  reviewEditableUntil,
  type MyReview,
  type ReportedReview,
  type ReviewKind,
  type ReviewOut,
  type ReviewsPage,
} from '@eventos/domain';
import type { Storage } from '../../storage/storage';
import { keyUrl } from '../media';
import type { PublicReviewRow, PublishedReviewsPage } from './reviews-page.repository';
import type { ReviewRecord } from './reviews.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toReviewOut(storage: Storage, r: PublicReviewRow): ReviewOut {
  const uploaded = r.avatar_preferred === 'upload' ? keyUrl(storage, r.avatar_path) : null;
  return {
    id: r.id,
    provider_id: r.provider_id,
    kind: r.kind as ReviewKind,
    comment: r.comment,
    score: Math.round(r.score * 10) / 10,
    criterias: r.criterias,
    response: r.response,
    responded_at: iso(r.responded_at),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    user: {
      id: r.user_id,
      first_name: r.first_name,
      last_initial: r.last_name.trim() ? `${r.last_name.trim()[0]!.toUpperCase()}.` : '',
      avatar: uploaded ?? r.avatar_url ?? keyUrl(storage, r.avatar_path),
    },
  };
}

/** GET providers/{id}/reviews' answer, also the site's `reviews` with `withReviews` (ADR 338). */
export function toReviewsPage(storage: Storage, found: PublishedReviewsPage, page: number, size: number): ReviewsPage {
  return { data: found.rows.map((r) => toReviewOut(storage, r)), total: found.total, page, size, summary: found.summary };
}

export function toMyReview(storage: Storage, r: ReviewRecord): MyReview {
  return {
    ...toReviewOut(storage, r),
    status: r.status,
    cancel_reason: r.cancel_reason,
    editable_until: reviewEditableUntil(r.created_at).toISOString(),
    moderation_decision: r.moderation_decision,
    moderation_reason: r.moderation_reason,
  };
}

export function toReportedReview(storage: Storage, r: ReviewRecord): ReportedReview {
  return {
    ...toReviewOut(storage, r),
    provider: { id: r.provider_id, slug: r.provider_slug, company_name: r.provider_company_name },
    reported_at: iso(r.reported_at) ?? '',
    report_reason: r.report_reason ?? '',
  };
}
