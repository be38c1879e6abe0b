// Public entry of the reviews module: what other modules may use (docs/decisions/134-module-public-entries.md).
export { loadReviewsJsonLd, reviewsJsonLdFromPage, reviewsPageCovers } from './reviews-json-ld';
export { REVIEW_REMINDER_INTERVAL_MS, sendReviewReminders } from './review-reminders';
export {
  publishedReviewsPage,
  reviewsPageParams,
  reviewsPageSql,
  type PublishedReviewsPage,
  type ReviewsPageJson,
  type ReviewsPagePlaceholders,
} from './reviews-page.repository';
export { toReviewsPage } from './reviews.view';
