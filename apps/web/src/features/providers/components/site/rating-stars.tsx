import { reviewsCountLabel, Stars } from '../../../../components/ui/stars';

export interface RatingSummaryProps {
  score: number;
  count: number;
  size?: 'small' | 'medium';
  /** Link target for the count (e.g. '#resenas'). */
  href?: string;
}

/**
 * reviews_score as stars (to a tenth) with the number and the reviews count: plain elements with
 * MUI `Typography`'s classes, styled by the site's stylesheet (site-styles.ts, docs/decisions/360).
 */
export function RatingSummary({ score, count, size = 'medium', href }: RatingSummaryProps) {
  if (count === 0) {
    return <p className="MuiTypography-root MuiTypography-body2 site-body2 site-muted">Aún sin reseñas</p>;
  }
  const value = Math.round(score * 10) / 10;
  const countText = reviewsCountLabel(count);
  return (
    <div className="site-rating">
      <Stars value={value} size={size} />
      <span className="MuiTypography-root MuiTypography-body1 site-body1 site-rating-score">{value.toFixed(1)}</span>
      {href ? (
        <a href={href} className="MuiTypography-root MuiTypography-body1 site-body1 site-rating-count">
          ({countText})
        </a>
      ) : (
        <span className="MuiTypography-root MuiTypography-body1 site-body1 site-muted">({countText})</span>
      )}
    </div>
  );
}
