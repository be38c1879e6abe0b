// understandQueryOnce and prepareSearchTextOnce (ADR 349): the same readings as understandQuery and
// prepareSearchText, computed once per catalogue (vocabulary), query and explicit kinds, frozen, bounded.
import { describe, expect, it } from 'vitest';
import { serviceStems, stemEs, understandQuery, type UnderstandingCatalogue } from './query-understanding';
import { buildVocabulary } from './search-vocabulary';
import { prepareSearchText } from './search-text';
import { prepareSearchTextOnce, understandQueryOnce } from './understood-queries';

function catalogue(): UnderstandingCatalogue {
  return {
    vocabulary: buildVocabulary(['Fotografía y video audiovisual', 'Catering alimentación', 'Miraflores', 'San Isidro']),
    services: [
      { id: 1, slug: 'fotografia-video', group: 'audiovisual', stems: serviceStems('Fotografía y video') },
      { id: 2, slug: 'catering', group: 'feeding', stems: serviceStems('Catering') },
    ],
    groups: [
      { group: 'audiovisual', stem: stemEs('audiovisual') },
      { group: 'feeding', stem: stemEs('alimentacion') },
    ],
    places: new Map([
      ['miraflores', [{ id: 1501, type: 'district' as const, providers: 10, lima: true }]],
      ['san isidro', [{ id: 1502, type: 'district' as const, providers: 8, lima: true }]],
    ]),
    placeWords: 2,
  };
}

const NONE = { service: false, place: false };

describe('understandQueryOnce', () => {
  it('returns what understandQuery reads, for every kind of query', () => {
    const c = catalogue();
    const cases: Array<[string, { service: boolean; place: boolean }]> = [
      ['fotografo', NONE],
      ['fotgrafo en miraflores', NONE],
      ['cateirng san isidro', NONE],
      ['boda miraflores', { service: false, place: true }],
      ['fotografo', { service: true, place: false }],
      ['"los huarangos"', NONE],
      ['  ', NONE],
    ];
    for (const [q, explicit] of cases) {
      expect(understandQueryOnce(c, q, explicit)).toEqual(understandQuery(c, q, explicit));
      expect(understandQueryOnce(c, q, explicit)).toEqual(understandQuery(c, q, explicit));
    }
    expect(understandQueryOnce(c, 'fotografo', NONE).filters).toEqual({ s: 'fotografia-video' });
    expect(understandQueryOnce(c, 'fotografo', { service: true, place: false }).filters).toEqual({});
  });

  it('reads a query once per catalogue: the second answer is the kept one, frozen', () => {
    const c = catalogue();
    const first = understandQueryOnce(c, 'fotografo en miraflores', NONE);
    expect(understandQueryOnce(c, 'fotografo en miraflores', NONE)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.filters)).toBe(true);
    expect(first.filters).toEqual({ s: 'fotografia-video', l: 1501 });
  });

  it('reads again against a new catalogue (a refresh): never a reading of the old one', () => {
    const old = catalogue();
    expect(understandQueryOnce(old, 'catering', NONE).filters).toEqual({ s: 'catering' });
    const fresh = catalogue();
    fresh.services = fresh.services.filter((s) => s.slug !== 'catering');
    fresh.groups = fresh.groups.filter((g) => g.group !== 'feeding');
    const reread = understandQueryOnce(fresh, 'catering', NONE);
    expect(reread.filters).toEqual({});
    expect(reread.text).toBe('catering');
    expect(understandQueryOnce(old, 'catering', NONE).filters).toEqual({ s: 'catering' });
  });

  it('keeps at most maxEntries readings, dropping the oldest', () => {
    const c = catalogue();
    const a = understandQueryOnce(c, 'miraflores', NONE, 2);
    const b = understandQueryOnce(c, 'san isidro', NONE, 2);
    expect(understandQueryOnce(c, 'miraflores', NONE, 2)).toBe(a);
    understandQueryOnce(c, 'catering', NONE, 2);
    // 'miraflores' was the oldest: read again (an equal value, a new object); 'san isidro' is kept.
    const again = understandQueryOnce(c, 'miraflores', NONE, 2);
    expect(again).not.toBe(a);
    expect(again).toEqual(a);
    expect(understandQueryOnce(c, 'catering', NONE, 2)).toBeDefined();
    expect(understandQueryOnce(c, 'san isidro', NONE, 2)).not.toBe(b);
  });
});

describe('prepareSearchTextOnce', () => {
  it('returns what prepareSearchText prepares, once per vocabulary and words, frozen', () => {
    const { vocabulary } = catalogue();
    for (const q of ['fotgrafia miraflores', 'quispe', 'Cateirng', '  ', '¿?', undefined, null, '"foto" -video']) {
      expect(prepareSearchTextOnce(vocabulary, q)).toEqual(prepareSearchText(vocabulary, q));
    }
    const first = prepareSearchTextOnce(vocabulary, 'fotgrafia miraflores');
    expect(first?.corrected).toBe('fotografia miraflores');
    expect(prepareSearchTextOnce(vocabulary, 'fotgrafia miraflores')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(prepareSearchTextOnce(vocabulary, '  ')).toBeNull();
  });

  it('corrects against a new vocabulary (a refresh) afresh, and keeps at most maxEntries texts', () => {
    const old = catalogue().vocabulary;
    expect(prepareSearchTextOnce(old, 'cateirng')?.corrected).toBe('catering');
    const fresh = buildVocabulary(['Fotografía']);
    expect(prepareSearchTextOnce(fresh, 'cateirng')?.corrected).toBeNull();
    const a = prepareSearchTextOnce(fresh, 'uno', 1);
    prepareSearchTextOnce(fresh, 'dos', 1);
    const again = prepareSearchTextOnce(fresh, 'uno', 1);
    expect(again).not.toBe(a);
    expect(again).toEqual(a);
  });
});
