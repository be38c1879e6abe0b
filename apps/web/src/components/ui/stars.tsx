import Rating from '@mui/material/Rating';
import StarRoundedIcon from '@mui/icons-material/StarRounded';

/** «1 reseña», «12 reseñas». */
export function reviewsCountLabel(count: number): string {
  return count === 1 ? '1 reseña' : `${count} reseñas`;
}

/** A score out of 5 as read-only stars, to a tenth, named for screen readers. */
export function Stars({ value, size = 'small' }: { value: number; size?: 'small' | 'medium' | 'large' }) {
  return (
    <Rating
      value={value}
      precision={0.1}
      readOnly
      size={size}
      icon={<StarRoundedIcon fontSize="inherit" />}
      emptyIcon={<StarRoundedIcon fontSize="inherit" />}
      getLabelText={(v) => `Calificación ${v.toFixed(1)} de 5`}
      sx={{ color: 'warning.main' }}
    />
  );
}
