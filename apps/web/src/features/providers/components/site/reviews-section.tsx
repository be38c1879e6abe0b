import { ProviderReviews } from '../../../reviews';
import { useProviderSite } from '../../hooks/provider-site-context';
import { reviewsCountLabel } from '../../../../components/ui/stars';
import { SiteSection } from './site-section';

/** Reviews of the site: summary, sorted pages, answers (features/reviews). */
export function ReviewsSection() {
  const { provider, owner } = useProviderSite();
  const count = provider.reviews_number ?? 0;
  return (
    <SiteSection id="resenas" title="Reseñas" meta={count ? reviewsCountLabel(count) : undefined}>
      <ProviderReviews provider={provider} owner={owner} />
    </SiteSection>
  );
}
