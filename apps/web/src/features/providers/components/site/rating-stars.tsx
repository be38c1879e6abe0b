import { Box } from '../../../../components/ui/box';
import Typography from '@mui/material/Typography';
import { reviewsCountLabel, Stars } from '../../../../components/ui/stars';

export interface RatingSummaryProps {
  score: number;
  count: number;
  size?: 'small' | 'medium';
  /** Link target for the count (e.g. '#resenas'). */
  href?: string;
}

/** reviews_score as stars (to a tenth) with the number and the reviews count. */
export function RatingSummary({ score, count, size = 'medium', href }: RatingSummaryProps) {
  if (count === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Aún sin reseñas
      </Typography>
    );
  }
  const value = Math.round(score * 10) / 10;
  const countText = reviewsCountLabel(count);
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
      <Stars value={value} size={size} />
      <Typography component="span" sx={{ fontWeight: 700 }}>
        {value.toFixed(1)}
      </Typography>
      {href ? (
        <Typography component="a" href={href} sx={{ color: 'text.secondary', textDecoration: 'underline', textUnderlineOffset: 3 }}>
          ({countText})
        </Typography>
      ) : (
        <Typography component="span" sx={{ color: 'text.secondary' }}>
          ({countText})
        </Typography>
      )}
    </Box>
  );
}
