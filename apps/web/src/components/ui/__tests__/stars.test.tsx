import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/test-utils';
import { reviewsCountLabel, Stars } from '../stars';

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
