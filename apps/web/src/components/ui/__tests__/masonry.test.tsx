import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/test-utils';
import { distributeItems, getColumnCount, Masonry } from '../masonry';

describe('masonry layout', () => {
  it('fits 300 px columns with 12 px gaps', () => {
    expect(getColumnCount(0, 300, 12)).toBe(1);
    expect(getColumnCount(611, 300, 12)).toBe(1);
    expect(getColumnCount(612, 300, 12)).toBe(2);
    expect(getColumnCount(1200, 300, 12)).toBe(3);
  });

  it('places each item in the shortest column by aspect ratio', () => {
    const items = [{ r: 0.5 }, { r: 2 }, { r: 2 }, { r: 1 }];
    const columns = distributeItems(items, 2, (i) => i.r);
    // item 0 is tall (height 2): the next two go to column 1 (0.5 + 0.5), the last one too (1 < 2).
    expect(columns.map((c) => c.map((x) => x.index))).toEqual([[0], [1, 2, 3]]);
  });

  it('renders every item as a list item', async () => {
    renderWithProviders(
      <Masonry
        items={['a', 'b', 'c']}
        getKey={(x) => x}
        renderItem={(x) => <span>{x}</span>}
        ariaLabel="Galería"
      />,
    );
    expect(await screen.findByRole('list', { name: 'Galería' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
