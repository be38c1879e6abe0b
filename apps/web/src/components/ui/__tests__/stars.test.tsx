import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/test-utils';
import { reviewsCountLabel, Stars, STARS_HREF } from '../stars';

function filledWidth(root: HTMLElement): string {
  const clip = root.querySelector(':scope > span');
  if (!(clip instanceof HTMLElement)) throw new Error('no filled row');
  return clip.style.width;
}

describe('Stars', () => {
  it('names the score to a tenth for screen readers and fills that share of the five stars', () => {
    renderWithProviders(<Stars value={4.46} />);
    const stars = screen.getByRole('img', { name: 'Calificación 4.5 de 5' });
    expect(filledWidth(stars)).toBe('90%');
    expect(stars.querySelectorAll('svg')).toHaveLength(2);
  });

  it('keeps scores inside 0–5 and hides decorative stars from assistive technology', () => {
    const { container } = renderWithProviders(<Stars value={7} decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    const root = container.querySelector('[aria-hidden="true"]');
    expect(root).toBeInstanceOf(HTMLElement);
    expect(filledWidth(root as HTMLElement)).toBe('100%');
  });

  it('words the review count in Spanish', () => {
    expect(reviewsCountLabel(1)).toBe('1 reseña');
    expect(reviewsCountLabel(12)).toBe('12 reseñas');
  });
});

describe('the stars drawn once in the page template', () => {
  it('defines the five stars every row uses, 24 units apart', () => {
    const template = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../../index.html'), 'utf8');
    const defs = document.createElement('div');
    defs.innerHTML = template.slice(template.indexOf('<body>') + '<body>'.length, template.indexOf('<div id="root">'));
    const row = defs.querySelector(STARS_HREF);
    expect(row?.closest('svg')?.getAttribute('aria-hidden')).toBe('true');
    const star = row?.querySelector('path#ep-star');
    expect(star?.getAttribute('d')).toMatch(/^m12 17\.27 /);
    const copies = [...(row?.querySelectorAll('use') ?? [])];
    expect(copies.map((use) => [use.getAttribute('href'), use.getAttribute('x')])).toEqual(
      [24, 48, 72, 96].map((x) => ['#ep-star', String(x)]),
    );
  });

  it('reuses them in both rows of a score', () => {
    const { container } = renderWithProviders(<Stars value={3} />);
    const uses = [...container.querySelectorAll('svg > use')];
    expect(uses).toHaveLength(2);
    for (const use of uses) expect(use.getAttribute('href')).toBe(STARS_HREF);
  });
});
