import { describe, expect, it } from 'vitest';
import { movedAnnouncement, moveItem, sameOrder } from '../move-item';

describe('moveItem', () => {
  it('moves forwards and backwards without touching the input', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('clamps the target and ignores invalid sources', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 99)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, -5)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('compares orders and announces moves in Spanish', () => {
    expect(sameOrder([1, 2, 3], [1, 2, 3])).toBe(true);
    expect(sameOrder([1, 2, 3], [2, 1, 3])).toBe(false);
    expect(sameOrder([1], [1, 2])).toBe(false);
    expect(movedAnnouncement('photo', 2, 5)).toBe('Foto movida a la posición 2 de 5');
    expect(movedAnnouncement('video', 1, 3)).toBe('Video movido a la posición 1 de 3');
  });
});
