import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import { RATING_CRITERIA, RATING_CRITERIA_LABELS, formatDate } from '@eventos/domain';
import type { RatingCriterion } from '@eventos/domain';
import type { ProviderReview } from '../../types';

function reviewerName(review: ProviderReview): string {
  const last = review.user.last_name?.trim();
  return [review.user.first_name, last ? `${last[0]}.` : ''].filter(Boolean).join(' ') || 'Cliente';
}

function criterionLabel(criterion: string): string {
  return (RATING_CRITERIA_LABELS as Record<string, string | undefined>)[criterion] ?? criterion;
}

function sortDetail(detail: ProviderReview['detail']) {
  const order: ReadonlyArray<string> = RATING_CRITERIA;
  return [...detail].sort((a, b) => order.indexOf(a.criterion as RatingCriterion) - order.indexOf(b.criterion as RatingCriterion));
}

/** Published reviews as stored (SPEC §3): author, date DD/MM/YYYY, score, criteria, comment, response. */
export function ReviewsList({ reviews, companyName }: { reviews: ReadonlyArray<ProviderReview>; companyName: string }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5 }}>
      {reviews.map((review) => (
        <Box
          component="li"
          key={review.id}
          sx={{ pb: 2.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0, pb: 0 } }}
        >
          <Box component="article" aria-label={`Reseña de ${reviewerName(review)}`}>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              <Avatar src={review.user.avatar ?? undefined} alt="" sx={{ width: 44, height: 44, bgcolor: 'secondary.main' }}>
                {review.user.first_name?.[0] ?? 'C'}
              </Avatar>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography component="h3" sx={{ fontWeight: 700 }}>
                  {reviewerName(review)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <Rating
                  value={review.score}
                  precision={0.1}
                  readOnly
                  size="small"
                  icon={<StarRoundedIcon fontSize="inherit" />}
                  emptyIcon={<StarRoundedIcon fontSize="inherit" />}
                  getLabelText={(v) => `Calificación ${v.toFixed(1)} de 5`}
                  sx={{ color: 'warning.main' }}
                />
                <Typography sx={{ fontWeight: 700 }}>{review.score.toFixed(1)}</Typography>
              </Box>
            </Box>
            {review.comment ? <Typography sx={{ mt: 1.5, whiteSpace: 'pre-line' }}>{review.comment}</Typography> : null}
            {review.detail.length ? (
              <Box
                component="dl"
                sx={{
                  m: 0,
                  mt: 1.5,
                  display: 'grid',
                  gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
                  gap: 1,
                }}
              >
                {sortDetail(review.detail).map((d) => (
                  <Box key={d.criterion} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, px: 1.25, py: 0.5, borderRadius: '8px', bgcolor: 'grey.50' }}>
                    <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                      {criterionLabel(d.criterion)}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 700 }}>
                      {d.rating}/5
                    </Typography>
                  </Box>
                ))}
              </Box>
            ) : null}
            {review.response ? (
              <Box sx={{ mt: 1.5, ml: { sm: 2 }, pl: 2, borderLeft: 3, borderColor: 'primary.light' }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  Respuesta de {companyName}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                  {review.response}
                </Typography>
              </Box>
            ) : null}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
