import { lazy } from 'react';

/** The owner's reviews panel, loaded for the site's owner only: visitors' pages never carry it. */
export const LazyReviewsOwnerPanel = lazy(() =>
  import('./reviews-owner-panel').then((m) => ({ default: m.ReviewsOwnerPanel })),
);
