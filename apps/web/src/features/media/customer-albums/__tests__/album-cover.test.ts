import { describe, expect, it } from 'vitest';
import { itemsLabel } from '../album-cover';

describe('customer album counts', () => {
  it('counts items in Spanish', () => {
    expect(itemsLabel(0)).toBe('0 fotos y videos');
    expect(itemsLabel(1)).toBe('1 foto o video');
    expect(itemsLabel(12)).toBe('12 fotos y videos');
  });
});
