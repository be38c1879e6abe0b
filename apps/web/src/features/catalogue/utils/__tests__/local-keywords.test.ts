import { describe, expect, it } from 'vitest';
import type { Keyword } from '../../types';
import {
  LOCAL_KEYWORDS_KEY,
  LOCAL_KEYWORDS_MAX,
  readLocalSearches,
  rememberLocalSearch,
  withLocalKeywords,
} from '../local-keywords';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

const server: Keyword[] = [
  {
    id: 1,
    description: 'catering',
    entry_type: 'query',
    priority: 7,
    custom1: null,
    custom2: null,
    reference_id: null,
    reference_key: null,
  },
];

describe('local keywords (remembered searches)', () => {
  it('remembers texts once, newest last, at most LOCAL_KEYWORDS_MAX', () => {
    const storage = memoryStorage();
    rememberLocalSearch('boda en cusco', storage);
    rememberLocalSearch('mariachis', storage);
    rememberLocalSearch('boda en cusco', storage);
    expect(readLocalSearches(storage)).toEqual(['mariachis', 'boda en cusco']);
    for (let i = 0; i < LOCAL_KEYWORDS_MAX + 5; i += 1) rememberLocalSearch(`busqueda ${i}`, storage);
    expect(readLocalSearches(storage)).toHaveLength(LOCAL_KEYWORDS_MAX);
  });

  it('ignores corrupt or blocked storage', () => {
    expect(readLocalSearches(memoryStorage({ [LOCAL_KEYWORDS_KEY]: '{no json' }))).toEqual([]);
    expect(readLocalSearches(memoryStorage({ [LOCAL_KEYWORDS_KEY]: '[1, "djs"]' }))).toEqual(['djs']);
    const blocked = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as Storage;
    expect(() => rememberLocalSearch('algo', blocked)).not.toThrow();
  });

  it('adds remembered texts the domain rule accepts, with negative ids, after the server keywords', () => {
    const merged = withLocalKeywords(server, ['Catering', 'boda en cusco', 'dj', 'boda en cusco']);
    expect(merged.map((k) => [k.id, k.description, k.priority])).toEqual([
      [1, 'catering', 7],
      [-1, 'boda en cusco', 7],
    ]);
  });
});
