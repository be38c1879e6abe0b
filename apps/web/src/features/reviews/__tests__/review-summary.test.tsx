import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import LinearProgress from '@mui/material/LinearProgress';
import type { ReviewSummary as Summary } from '@eventos/domain';
import { ReviewSummary } from '../components/review-summary';

/** A markup without style elements, Emotion's classes and the summary's own (`rsum-…`). */
function plain(html: string): string {
  return html
    .replace(/<style[^>]*>[^<]*<\/style>/g, '')
    .replace(/class="([^"]*)"/g, (_, names: string) => `class="${names.split(' ').filter((n) => !/^(css-|rsum-)/.test(n)).join(' ')}"`);
}

describe('ReviewSummary (docs/decisions/360)', () => {
  const summary: Summary = {
    score: 4.3,
    count: 7,
    criteria: { price: 4.5 },
    distribution: [
      { level: 5, count: 3 },
      { level: 4, count: 2 },
      { level: 3, count: 0 },
      { level: 2, count: 1 },
      { level: 1, count: 1 },
    ],
  };

  it('draws each level as MUI draws a determinate LinearProgress: same element, role, values and bar', () => {
    const html = renderToStaticMarkup(<ReviewSummary summary={summary} />);
    const bars = [...html.matchAll(/<span class="rsum-bar[\s\S]*?<\/span><\/span>/g)].map((m) => plain(m[0]));
    expect(bars).toHaveLength(5);
    summary.distribution.forEach((d, i) => {
      const label = bars[i]?.match(/aria-label="([^"]*)"/)?.[1] ?? '';
      const mui = renderToStaticMarkup(<LinearProgress variant="determinate" value={(d.count / 3) * 100} aria-label={label} />);
      expect(bars[i]).toBe(plain(mui));
    });
  });

  it('keeps the score, the count and the criteria for the page and its tests', () => {
    const html = renderToStaticMarkup(<ReviewSummary summary={summary} />);
    expect(html).toContain('data-testid="puntaje-general"');
    expect(html).toContain('4.3');
    expect(html).toContain('7 reseñas');
    expect(html).toContain('aria-label="Distribución de calificaciones"');
    expect(html).toContain('aria-label="Promedio por criterio"');
  });
});
