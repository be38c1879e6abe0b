// The small in-process TTL cache behind GET providers/{id}/similar.
import { describe, expect, it } from 'vitest';
import { TtlCache } from './similar-providers';

describe('TtlCache', () => {
  it('expires entries after the TTL and evicts the oldest past the limit', () => {
    let now = 1000;
    const cache = new TtlCache<number>(100, 2, () => now);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    now += 99;
    expect(cache.get('b')).toBe(2);
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    cache.set('c', 3);
    cache.set('d', 4);
    expect(cache.get('c')).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    cache.clear();
    expect(cache.get('d')).toBeUndefined();
  });
});
