import { useKeptClasses } from '../../styling/kept-sx';

/** «1 reseña», «12 reseñas». */
export function reviewsCountLabel(count: number): string {
  return count === 1 ? '1 reseña' : `${count} reseñas`;
}

/**
 * The row of five rounded stars (@mui/icons-material's StarRounded, 24 units apart on a 120×24 box), drawn
 * once in the page template (apps/web/index.html, `<g id="ep-stars">`) and reused by every row: a search
 * page or a provider site shows eight to sixteen rows, each 1.4 kB of paths when written out (docs/decisions/388).
 */
export const STARS_HREF = '#ep-stars';
// MUI Rating's icon sizes, so the stars keep their place in every layout.
const SIZE_PX = { small: 18, medium: 24, large: 30 } as const;
/** The row's style, once per process for plain elements (docs/decisions/365). */
const STYLES = {
  stars: {
    position: 'relative',
    display: 'inline-flex',
    flexShrink: 0,
    lineHeight: 0,
    color: 'action.disabled',
    // The filled row, clipped to the score (its width, the only style of its own).
    '& > span': { position: 'absolute', top: 0, left: 0, height: '100%', overflow: 'hidden', color: 'warning.main' },
  },
} as const;

function StarRow({ px }: { px: number }) {
  return (
    <svg width={px * 5} height={px} viewBox="0 0 120 24" fill="currentColor" aria-hidden="true" focusable="false">
      <use href={STARS_HREF} />
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
      <span style={{ width: `${score * 20}%` }}>
        <StarRow px={px} />
      </span>
    </span>
  );
}
