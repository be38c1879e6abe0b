import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useProviderSite } from '../../hooks/provider-site-context';
import { RatingSummary, reviewsLabel } from './rating-stars';
import { ReviewsList } from './reviews-list';
import { SiteSection } from './site-section';

const FIRST_PAGE = 5;

/** Reviews as stored (newest first); writing reviews comes with the reviews feature. */
export function ReviewsSection() {
  const { provider } = useProviderSite();
  const [all, setAll] = useState(false);
  const reviews = provider.reviews ?? [];
  const count = provider.reviews_number ?? reviews.length;
  const shown = all ? reviews : reviews.slice(0, FIRST_PAGE);
  return (
    <SiteSection id="resenas" title="Reseñas" meta={count ? reviewsLabel(count) : undefined}>
      {reviews.length ? (
        <>
          <RatingSummary score={provider.reviews_score ?? 0} count={count} />
          <Typography component="div" sx={{ mt: 2.5 }}>
            <ReviewsList reviews={shown} companyName={provider.company_name} />
          </Typography>
          {reviews.length > FIRST_PAGE ? (
            <Button sx={{ mt: 2 }} onClick={() => setAll((v) => !v)} aria-expanded={all}>
              {all ? 'Ver menos reseñas' : `Ver las ${reviews.length} reseñas`}
            </Button>
          ) : null}
        </>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>
          {provider.company_name} aún no tiene reseñas. Después de tu evento podrás contar tu experiencia.
        </Typography>
      )}
    </SiteSection>
  );
}
