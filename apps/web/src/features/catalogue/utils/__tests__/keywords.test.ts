import { describe, expect, it } from 'vitest';
import type { Keyword, Location } from '../../types';
import { keywordSearchUrl, refineSearchUrl, textSearchUrl } from '../keyword-search-url';
import { matchKeywords } from '../match-keywords';

const kw = (
  id: number,
  description: string,
  entry_type = 'service',
  extra: Partial<Keyword> = {},
): Keyword => ({
  id,
  description,
  entry_type,
  priority: 10,
  custom1: null,
  custom2: null,
  reference_id: id,
  reference_key: null,
  ...extra,
});

const KEYWORDS = [
  kw(1, 'Fotografía y video'),
  kw(2, 'Quinceañero', 'event', { priority: 9 }),
  kw(3, 'Miraflores, Lima', 'location', { priority: 5, custom1: 'district', reference_id: 1501 }),
  kw(4, 'Lima', 'location', { priority: 8, custom1: 'department', reference_id: 15 }),
  kw(5, 'Catering', 'service', { reference_key: 'catering' }),
];

describe('matchKeywords', () => {
  it('ignores accents and case', () => {
    expect(matchKeywords(KEYWORDS, 'FOTOGRAFIA').map((k) => k.id)).toEqual([1]);
    expect(matchKeywords(KEYWORDS, 'quinceanero').map((k) => k.id)).toEqual([2]);
  });

  it('puts descriptions that start with the text first, then priority', () => {
    expect(matchKeywords(KEYWORDS, 'lima').map((k) => k.id)).toEqual([4, 3]);
  });

  it('needs every typed word and returns nothing for blank input', () => {
    expect(matchKeywords(KEYWORDS, 'miraflores lima').map((k) => k.id)).toEqual([3]);
    expect(matchKeywords(KEYWORDS, '   ')).toEqual([]);
  });
});

describe('search URLs', () => {
  const locations: Location[] = [
    { id: 1501, code: '150122', name: 'Miraflores', type: 'district', parent_id: 1500 },
  ];

  it('searches typed text with q', () => {
    expect(textSearchUrl('  catering lima ')).toBe('/buscar?q=catering+lima');
    expect(textSearchUrl('')).toBe('/buscar');
  });

  it('filters by location (d/p/l) and by service type slug (s)', () => {
    expect(keywordSearchUrl(KEYWORDS[2]!, locations)).toBe('/buscar?l=1501');
    expect(keywordSearchUrl(KEYWORDS[3]!, [])).toBe('/buscar?d=15');
    expect(keywordSearchUrl(KEYWORDS[4]!)).toBe('/buscar?s=catering');
    expect(keywordSearchUrl(KEYWORDS[1]!)).toBe('/buscar?q=Quincea%C3%B1ero');
  });
});

describe('refineSearchUrl (a new search on the search page)', () => {
  const current = '?q=boda&d=15&p=1501&c=alimentacion&size=20&page=3';

  it('a typed text replaces q and keeps the place, category and page size; the page resets', () => {
    expect(refineSearchUrl(textSearchUrl('catering'), current, '/proveedores')).toBe('/proveedores?q=catering&d=15&p=1501&c=alimentacion&size=20');
  });

  it('an empty text clears only the text', () => {
    expect(refineSearchUrl(textSearchUrl('  '), current)).toBe('/buscar?d=15&p=1501&c=alimentacion&size=20');
  });

  it('a place replaces every place filter, a service type replaces the category', () => {
    expect(refineSearchUrl('/buscar?l=150122', current)).toBe('/buscar?q=boda&c=alimentacion&size=20&l=150122');
    expect(refineSearchUrl('/buscar?s=catering', current)).toBe('/buscar?q=boda&d=15&p=1501&size=20&s=catering');
  });
});
