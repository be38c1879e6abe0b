import { describe, it, expect } from 'vitest';
import {
  compareSpanish,
  floorToStep,
  formatCellphone,
  formatCents,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatPercent,
  leftPad,
  normalizeSearchText,
  parseInteger,
  removeAccents,
  slugify,
} from './format';

describe('formatCurrency', () => {
  it('formats soles and dollars with thousands and 2 decimals', () => {
    expect(formatCurrency(1234.5)).toBe('S/ 1,234.50');
    expect(formatCurrency(1234.5, 'USD')).toBe('$ 1,234.50');
    expect(formatCurrency(0)).toBe('S/ 0.00');
    expect(formatCurrency(99999.99)).toBe('S/ 99,999.99');
    expect(formatCurrency(1234567.891)).toBe('S/ 1,234,567.89');
    expect(formatCurrency(0.005)).toBe('S/ 0.01');
  });

  it('handles negatives and invalid numbers', () => {
    expect(formatCurrency(-5)).toBe('-S/ 5.00');
    expect(formatCurrency(-0.001)).toBe('S/ 0.00');
    expect(formatCurrency(Number.NaN)).toBe('S/ 0.00');
    expect(formatCurrency(Number.POSITIVE_INFINITY, 'USD')).toBe('$ 0.00');
  });

  it('formats cents', () => {
    expect(formatCents(123450)).toBe('S/ 1,234.50');
    expect(formatCents(1, 'USD')).toBe('$ 0.01');
  });
});

describe('formatPercent', () => {
  it('uses 2 decimals', () => {
    expect(formatPercent(12.345)).toBe('12.35%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(100)).toBe('100.00%');
    expect(formatPercent(-0.001)).toBe('0.00%');
    expect(formatPercent(Number.NaN)).toBe('0.00%');
  });
});

describe('parseInteger', () => {
  it('parses numbers and numeric text', () => {
    expect(parseInteger('42')).toBe(42);
    expect(parseInteger(' -7 ')).toBe(-7);
    expect(parseInteger('+3')).toBe(3);
    expect(parseInteger('12.9')).toBe(12);
    expect(parseInteger(12.9)).toBe(12);
    expect(parseInteger(-0.5)).toBe(0);
    expect(Object.is(parseInteger(-0.5), -0)).toBe(false);
  });

  it('returns 0 when invalid', () => {
    for (const bad of [
      '',
      '  ',
      'abc',
      '12abc',
      '1e3',
      '0x10',
      null,
      undefined,
      Number.NaN,
      Infinity,
      {},
      [],
      '9'.repeat(20),
    ]) {
      expect(parseInteger(bad)).toBe(0);
    }
  });
});

describe('leftPad', () => {
  it('pads with zeros to 4 by default', () => {
    expect(leftPad(7)).toBe('0007');
    expect(leftPad('12')).toBe('0012');
    expect(leftPad(12345)).toBe('12345');
    expect(leftPad(5, 3, ' ')).toBe('  5');
    expect(leftPad('', 2)).toBe('00');
    expect(leftPad(1, 3, '')).toBe('001');
  });
});

describe('floorToStep', () => {
  it('rounds the provider count down to a multiple of 10', () => {
    expect(floorToStep(57)).toBe(50);
    expect(floorToStep(60)).toBe(60);
    expect(floorToStep(9)).toBe(0);
    expect(floorToStep(1234, 100)).toBe(1200);
    expect(floorToStep(-5)).toBe(0);
    expect(floorToStep(Number.NaN)).toBe(0);
    expect(floorToStep(5, 0)).toBe(0);
  });
});

describe('dates', () => {
  it('formats calendar dates as written', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate(' 2026-12-31 ')).toBe('31/12/2026');
  });

  it('formats instants in Peru time', () => {
    expect(formatDate(new Date('2026-03-06T03:00:00Z'))).toBe('05/03/2026');
    expect(formatDateTime('2026-03-05T20:30:00Z')).toBe('05/03/2026 03:30 pm');
    expect(formatDateTime(new Date('2026-03-05T05:05:00Z'))).toBe('05/03/2026 12:05 am');
    expect(formatDateTime(Date.UTC(2026, 0, 1, 17, 0))).toBe('01/01/2026 12:00 pm');
  });

  it('returns empty text for empty or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('no es fecha')).toBe('');
    expect(formatDateTime(new Date('invalid'))).toBe('');
  });
});

describe('text helpers', () => {
  it('removes accents', () => {
    expect(removeAccents('Ñaña, Cañete, Huánuco, Pisagüe')).toBe('Nana, Canete, Huanuco, Pisague');
    expect(removeAccents('e\u0301')).toBe('e');
  });

  it('normalizes search text', () => {
    expect(normalizeSearchText('  Fotografía   y  VIDEO ')).toBe('fotografia y video');
  });

  it('slugifies', () => {
    expect(slugify('Eventos Ñañez & Cía.')).toBe('eventos-nanez-cia');
    expect(slugify('  --Hola   Mundo--  ')).toBe('hola-mundo');
    expect(slugify('Música en VIVO 2026')).toBe('musica-en-vivo-2026');
    expect(slugify('¡¿!!')).toBe('');
    expect(slugify('')).toBe('');
  });

  it('cuts slugs at a word boundary', () => {
    expect(slugify('catering los andes del peru', 12)).toBe('catering-los');
    expect(slugify('catering los andes', 11)).toBe('catering');
    expect(slugify('abcdefghijkl', 5)).toBe('abcde');
    expect(slugify('short', 20)).toBe('short');
  });

  it('formats cellphones', () => {
    expect(formatCellphone('987654321')).toBe('+51 987 654 321');
    expect(formatCellphone('+51987654321')).toBe('+51 987 654 321');
    expect(formatCellphone('12345')).toBe('12345');
  });
});

describe('lowerInSentence (issue 11: «catering, dj» in page descriptions)', () => {
  it('lowers words but keeps acronyms', async () => {
    const { lowerInSentence } = await import('./format');
    expect(lowerInSentence('DJ')).toBe('DJ');
    expect(lowerInSentence('Catering')).toBe('catering');
    expect(lowerInSentence('Pantallas LED')).toBe('pantallas LED');
    expect(lowerInSentence('Fotografía y video')).toBe('fotografía y video');
    expect(lowerInSentence('Ñandú')).toBe('ñandú');
  });
});

describe('compareSpanish', () => {
  it('orders as localeCompare with the Spanish locale does (ñ after n, accents beside their letter)', () => {
    const words = ['Ñuñoa', 'Zapallal', 'árbol', 'Nazca', 'Ática', 'Animación', 'ocaso', 'Óvalo'];
    expect([...words].sort(compareSpanish)).toEqual([...words].sort((a, b) => a.localeCompare(b, 'es')));
    expect([...words].sort(compareSpanish).indexOf('Ñuñoa')).toBe([...words].sort(compareSpanish).indexOf('Nazca') + 1);
  });
});
