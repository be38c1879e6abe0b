import { Box } from '../../../components/ui/box';
import { RATING_CRITERIA, RATING_CRITERIA_LABELS, RATING_SCALE_LABELS } from '@eventos/domain';
import type { RatingValue, ReviewSummary as Summary } from '@eventos/domain';
import { reviewsCountLabel, Stars } from '../../../components/ui/stars';

/**
 * The summary's look: one constant style on its root (computed once per process, docs/decisions/275)
 * with a rule per class of its plain elements, the same declarations the elements' own `Box`es and
 * MUI's `LinearProgress` (determinate, primary, with this `sx`) had. Plain elements instead of ≈ 40
 * `Box`es and five `LinearProgress` per render (issue 12, docs/decisions/360).
 */
const SUMMARY_SX = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '160px minmax(0, 1fr)', md: '160px minmax(0, 1fr) minmax(0, 1fr)' },
  alignItems: 'start',
  '& .rsum-overall': { textAlign: { xs: 'left', sm: 'center' } },
  '& .rsum-score': { m: 0, typography: 'body1', fontSize: '2.75rem', fontWeight: 800, lineHeight: 1 },
  '& .rsum-count': { m: 0, typography: 'body2', color: 'text.secondary' },
  '& .rsum-levels': { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 },
  '& .rsum-level': { display: 'grid', gridTemplateColumns: '84px minmax(0, 1fr) 28px', gap: 1, alignItems: 'center' },
  '& .rsum-level-name': { m: 0, typography: 'body2' },
  '& .rsum-level-count': { m: 0, typography: 'body2', textAlign: 'right', color: 'text.secondary' },
  // MUI's LinearProgress root and bar (determinate), then the sx this summary gave it.
  '& .rsum-bar': {
    position: 'relative',
    overflow: 'hidden',
    display: 'block',
    zIndex: 0,
    '@media print': { WebkitPrintColorAdjust: 'exact', colorAdjust: 'exact' },
    height: 8,
    borderRadius: 4,
    bgcolor: 'grey.100',
  },
  '& .rsum-bar > span': {
    width: '100%',
    position: 'absolute',
    left: 0,
    bottom: 0,
    top: 0,
    transformOrigin: 'left',
    transition: 'transform .4s linear 0ms',
    bgcolor: 'warning.main',
  },
  '& .rsum-criteria': { m: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1, gridColumn: { sm: '1 / -1', md: 'auto' } },
  '& .rsum-criterion': { display: 'flex', justifyContent: 'space-between', gap: 1, px: 1.25, py: 0.5, borderRadius: '8px', bgcolor: 'grey.50' },
  '& .rsum-criterion > dt': { m: 0, typography: 'body2', color: 'text.secondary' },
  '& .rsum-criterion > dd': { m: 0, typography: 'body2', fontWeight: 700 },
} as const;

/** Overall score and count, distribution over the five levels and the average of each criterion. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const max = Math.max(1, ...summary.distribution.map((d) => d.count));
  return (
    <Box sx={SUMMARY_SX}>
      <div className="rsum-overall" data-testid="puntaje-general">
        <p className="rsum-score">{summary.score.toFixed(1)}</p>
        <Stars value={summary.score} size="medium" />
        <p className="rsum-count">{reviewsCountLabel(summary.count)}</p>
      </div>
      <ul className="rsum-levels" aria-label="Distribución de calificaciones">
        {summary.distribution.map((d) => {
          const name = RATING_SCALE_LABELS[d.level as RatingValue];
          // MUI's determinate LinearProgress (min 0, max 100): aria-valuenow is the value, the bar moved by it.
          const value = (d.count / max) * 100;
          return (
            <li className="rsum-level" key={d.level}>
              <p className="rsum-level-name">{name}</p>
              <span
                className="rsum-bar MuiLinearProgress-root MuiLinearProgress-colorPrimary MuiLinearProgress-determinate"
                role="progressbar"
                aria-valuenow={value}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-label={`${name}: ${d.count}`}
              >
                <span className="MuiLinearProgress-bar MuiLinearProgress-bar1" style={{ transform: `translateX(${value - 100}%)` }} />
              </span>
              <p className="rsum-level-count">{d.count}</p>
            </li>
          );
        })}
      </ul>
      <dl className="rsum-criteria" aria-label="Promedio por criterio">
        {RATING_CRITERIA.map((c) => (
          <div className="rsum-criterion" key={c}>
            <dt>{RATING_CRITERIA_LABELS[c]}</dt>
            <dd>{(summary.criteria[c] ?? 0).toFixed(1)}</dd>
          </div>
        ))}
      </dl>
    </Box>
  );
}
