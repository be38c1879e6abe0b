import { Box } from '../../../components/ui/box';
import LinearProgress from '@mui/material/LinearProgress';
import { RATING_CRITERIA, RATING_CRITERIA_LABELS, RATING_SCALE_LABELS } from '@eventos/domain';
import type { RatingValue, ReviewSummary as Summary } from '@eventos/domain';
import { reviewsCountLabel, Stars } from '../../../components/ui/stars';

/** Overall score and count, distribution over the five levels and the average of each criterion. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const max = Math.max(1, ...summary.distribution.map((d) => d.count));
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '160px minmax(0, 1fr)', md: '160px minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ textAlign: { xs: 'left', sm: 'center' } }} data-testid="puntaje-general">
        <Box component="p" sx={{ m: 0, typography: 'body1', fontSize: '2.75rem', fontWeight: 800, lineHeight: 1 }}>
          {summary.score.toFixed(1)}
        </Box>
        <Stars value={summary.score} size="medium" />
        <Box component="p" sx={{ m: 0, typography: 'body2', color: 'text.secondary' }}>
          {reviewsCountLabel(summary.count)}
        </Box>
      </Box>
      <Box component="ul" aria-label="Distribución de calificaciones" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
        {summary.distribution.map((d) => (
          <Box component="li" key={d.level} sx={{ display: 'grid', gridTemplateColumns: '84px minmax(0, 1fr) 28px', gap: 1, alignItems: 'center' }}>
            <Box component="p" sx={{ m: 0, typography: 'body2' }}>
              {RATING_SCALE_LABELS[d.level as RatingValue]}
            </Box>
            <LinearProgress
              variant="determinate"
              value={(d.count / max) * 100}
              aria-label={`${RATING_SCALE_LABELS[d.level as RatingValue]}: ${d.count}`}
              sx={{ height: 8, borderRadius: 4, bgcolor: 'grey.100', '& .MuiLinearProgress-bar': { bgcolor: 'warning.main' } }}
            />
            <Box component="p" sx={{ m: 0, typography: 'body2', textAlign: 'right', color: 'text.secondary' }}>
              {d.count}
            </Box>
          </Box>
        ))}
      </Box>
      <Box component="dl" aria-label="Promedio por criterio" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1, gridColumn: { sm: '1 / -1', md: 'auto' } }}>
        {RATING_CRITERIA.map((c) => (
          <Box key={c} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, px: 1.25, py: 0.5, borderRadius: '8px', bgcolor: 'grey.50' }}>
            <Box component="dt" sx={{ m: 0, typography: 'body2', color: 'text.secondary' }}>
              {RATING_CRITERIA_LABELS[c]}
            </Box>
            <Box component="dd" sx={{ m: 0, typography: 'body2', fontWeight: 700 }}>
              {(summary.criteria[c] ?? 0).toFixed(1)}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
