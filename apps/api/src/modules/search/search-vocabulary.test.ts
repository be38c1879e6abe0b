import { describe, expect, it } from 'vitest';
import { buildVocabulary, correctQuery, correctWord, editDistance, trigramSimilarity, wordTrigrams } from './search-vocabulary';

const vocabulary = buildVocabulary([
  'Fotografía y video Audiovisuales',
  'Catering Alimentación',
  'Mariachis Animación',
  'Miraflores',
  'San Juan de Miraflores',
  'Quinceañero',
  'Boda',
  'Arequipa',
]);

describe('search vocabulary', () => {
  it('uses pg_trgm trigrams', () => {
    expect([...wordTrigrams('cat')]).toEqual(['  c', ' ca', 'cat', 'at ']);
    expect(trigramSimilarity(wordTrigrams('word'), wordTrigrams('word'))).toBe(1);
  });

  it('measures typing errors, transpositions included', () => {
    expect(editDistance('catring', 'catering', 2)).toBe(1);
    expect(editDistance('mairachis', 'mariachis', 2)).toBe(1);
    expect(editDistance('abc', 'xyzxyz', 1)).toBe(2);
  });

  it('corrects unknown words to the closest catalogue word', () => {
    expect(correctWord(vocabulary, 'catring')).toBe('catering');
    expect(correctWord(vocabulary, 'fotgrafo')).toBe('fotografia');
    expect(correctWord(vocabulary, 'mariachs')).toBe('mariachis');
    expect(correctWord(vocabulary, 'miraflorez')).toBe('miraflores');
    expect(correctWord(vocabulary, 'arequpa')).toBe('arequipa');
  });

  it('leaves known, short, numeric and far-away words alone', () => {
    expect(correctWord(vocabulary, 'catering')).toBeNull();
    expect(correctWord(vocabulary, 'bda')).toBeNull();
    expect(correctWord(vocabulary, 'boad')).toBeNull();
    expect(correctWord(vocabulary, '2024')).toBeNull();
    expect(correctWord(vocabulary, 'zzqxw')).toBeNull();
  });

  it('corrects a whole query, or says nothing changed', () => {
    expect(correctQuery(vocabulary, 'Catring en MIRAFLOREZ')).toBe('catering en miraflores');
    expect(correctQuery(vocabulary, 'quinceañero')).toBeNull();
  });
});
