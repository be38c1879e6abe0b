import { describe, it, expect } from 'vitest';
import { makeLocalKeyword, normalizeKeyword, shouldAddLocalKeyword } from './keywords';

const existing = [
  { description: 'cumpleaños', entry_type: 'query' },
  { description: 'Catering', entry_type: 'service_type' },
];

describe('local keywords', () => {
  it('normalizes to lower case with single spaces', () => {
    expect(normalizeKeyword('  Fiesta   INFANTIL ')).toBe('fiesta infantil');
    expect(normalizeKeyword('ÁNGELES')).toBe('ángeles');
    expect(normalizeKeyword('')).toBe('');
  });

  it('adds only texts longer than 3 characters', () => {
    expect(shouldAddLocalKeyword('boda', [])).toBe(true);
    expect(shouldAddLocalKeyword('dj', [])).toBe(false);
    expect(shouldAddLocalKeyword('bar', [])).toBe(false);
    expect(shouldAddLocalKeyword('  bar  ', [])).toBe(false);
    expect(shouldAddLocalKeyword('', [])).toBe(false);
    expect(shouldAddLocalKeyword('ñaña', [])).toBe(true);
  });

  it('skips texts already present as a query (case and accents ignored)', () => {
    expect(shouldAddLocalKeyword('Cumpleaños', existing)).toBe(false);
    expect(shouldAddLocalKeyword('cumpleanos', existing)).toBe(false);
    expect(shouldAddLocalKeyword(' CUMPLEAÑOS ', existing)).toBe(false);
  });

  it('only compares with query entries', () => {
    expect(shouldAddLocalKeyword('catering', existing)).toBe(true);
  });

  it('makes the keyword with priority 7', () => {
    expect(makeLocalKeyword('  Show de MAGIA ')).toEqual({
      description: 'show de magia',
      entry_type: 'query',
      priority: 7,
      custom1: null,
      custom2: null,
      reference_id: null,
      reference_key: null,
    });
  });
});
