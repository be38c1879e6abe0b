import { useKeptClasses } from '../../styling/kept-sx';

/** «1 reseña», «12 reseñas». */
export function reviewsCountLabel(count: number): string {
  return count === 1 ? '1 reseña' : `${count} reseñas`;
}

// The rounded star of @mui/icons-material (StarRounded) on a 24-unit square.
const STAR_PATH =
  'm12 17.27 4.15 2.51c.76.46 1.69-.22 1.49-1.08l-1.1-4.72 3.67-3.18c.67-.58.31-1.68-.57-1.75l-4.83-.41-1.89-4.46c-.34-.81-1.5-.81-1.84 0L9.19 8.63l-4.83.41c-.88.07-1.24 1.17-.57 1.75l3.67 3.18-1.1 4.72c-.2.86.73 1.54 1.49 1.08z';
const STARS = [0, 1, 2, 3, 4];
// MUI Rating's icon sizes, so the stars keep their place in every layout.
const SIZE_PX = { small: 18, medium: 24, large: 30 } as const;
/** The row's style, once per process for plain elements (docs/decisions/365). */
const STYLES = {
  stars: { position: 'relative', display: 'inline-flex', flexShrink: 0, lineHeight: 0, color: 'action.disabled', '& > span': { color: 'warning.main' } },
} as const;

function StarRow({ px }: { px: number }) {
  return (
    <svg width={px * 5} height={px} viewBox="0 0 120 24" fill="currentColor" aria-hidden="true" focusable="false">
      {STARS.map((i) => (
        <path key={i} d={STAR_PATH} transform={i ? `translate(${i * 24} 0)` : undefined} />
      ))}
    </svg>
  );
}

/**
 * A score out of 5 as read-only stars, to a tenth, named for screen readers («Calificación 4.5 de 5»);
 * `decorative` when the score is also written beside it. Two rows of five stars in two SVGs (the
 * filled row clipped to the score) instead of MUI's Rating, which renders ten icons with their own
 * styles per score: a search page or a provider site shows twenty scores (issue 12, render cost).
 */
export function Stars({
  value,
  size = 'small',
  decorative = false,
}: {
  value: number;
  size?: keyof typeof SIZE_PX;
  decorative?: boolean;
}) {
  const score = Math.min(5, Math.max(0, Math.round(value * 10) / 10));
  const px = SIZE_PX[size];
  const label = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': `Calificación ${score.toFixed(1)} de 5` };
  const c = useKeptClasses(STYLES);
  return (
    <span className={c.stars} {...label}>
      <StarRow px={px} />
      <span style={{ position: 'absolute', top: 0, left: 0, height: '100%', overflow: 'hidden', width: `${score * 20}%` }}>
        <StarRow px={px} />
      </span>
    </span>
  );
}
