// Public entry of the reviews feature (web): the provider site's reviews, the owner's panel, and
// the pages (review form, moderation) loaded by the router.
export { ProviderReviews } from './components/provider-reviews';
export { ReviewsOwnerPanel } from './components/reviews-owner-panel';
export { LazyReviewsOwnerPanel } from './components/lazy-reviews-owner-panel';
export { providerReviewsQueryOptions, reviewKeys } from './api/reviews-api';
export { REVIEWS_PAGE_PARAM, reviewsPageFrom } from './components/reviews-page-param';
