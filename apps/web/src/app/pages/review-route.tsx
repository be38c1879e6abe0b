import { useParams } from 'react-router';
import { useProviderBySlug } from '../../features/providers';
import { ReviewPage } from '../../features/reviews/pages/review-page';

/**
 * '/calificar/:slug': the app joins the two features here — the provider of the URL's slug (the
 * providers feature's site query) and the review form (the reviews feature) — so that reviews does
 * not import providers, which shows the reviews (no feature cycle, ADR 137).
 */
export default function ReviewRoute() {
  const { slug = '' } = useParams();
  const providerQuery = useProviderBySlug(slug);
  return <ReviewPage providerQuery={providerQuery} />;
}
