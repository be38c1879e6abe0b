import { describe, expect, it } from 'vitest';
import { reviewsPageFrom, reviewsPageHref } from '../components/reviews-page-param';

describe('the reviews page in the address (?opiniones=)', () => {
  it('reads a whole page number, else page 1', () => {
    expect(reviewsPageFrom(new URLSearchParams('opiniones=3'))).toBe(3);
    expect(reviewsPageFrom(new URLSearchParams(''))).toBe(1);
    for (const bad of ['0', '-2', '2.5', 'dos', '', '99999999']) {
      expect(reviewsPageFrom(new URLSearchParams({ opiniones: bad })), bad).toBe(1);
    }
  });

  it('links to a page keeping the other parameters, page 1 without the parameter, at the reviews section', () => {
    const search = new URLSearchParams('foto=4&opiniones=2');
    expect(reviewsPageHref(search, 3)).toBe('?foto=4&opiniones=3#resenas');
    expect(reviewsPageHref(search, 1)).toBe('?foto=4#resenas');
    expect(reviewsPageHref(new URLSearchParams(''), 1)).toBe('?#resenas');
  });
});
