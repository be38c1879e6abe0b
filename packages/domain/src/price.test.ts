import { describe, it, expect } from 'vitest';
import {
  PRICE_MAX,
  PriceSchema,
  formatPriceInput,
  fromCents,
  isValidPrice,
  priceInputChange,
  sanitizePriceInput,
  toCents,
} from './price';

describe('sanitizePriceInput', () => {
  it('keeps digits and one dot', () => {
    expect(sanitizePriceInput('1,234.567')).toBe('1234.56');
    expect(sanitizePriceInput('S/ 12.5')).toBe('12.5');
    expect(sanitizePriceInput('1.2.3')).toBe('1.23');
    expect(sanitizePriceInput('abc')).toBe('');
    expect(sanitizePriceInput('')).toBe('');
    expect(sanitizePriceInput('-15')).toBe('15');
  });

  it('limits integer digits and decimals', () => {
    expect(sanitizePriceInput('123456.7')).toBe('12345.7');
    expect(sanitizePriceInput('12.345')).toBe('12.34');
    expect(sanitizePriceInput('99999.99')).toBe('99999.99');
  });

  it('normalizes leading zeros and dots while typing', () => {
    expect(sanitizePriceInput('007')).toBe('7');
    expect(sanitizePriceInput('0')).toBe('0');
    expect(sanitizePriceInput('000.50')).toBe('0.50');
    expect(sanitizePriceInput('.5')).toBe('0.5');
    expect(sanitizePriceInput('12.')).toBe('12.');
  });
});

describe('priceInputChange', () => {
  it('refuses a sixth integer digit or a third decimal instead of cutting the number', () => {
    expect(priceInputChange('12345', '123456')).toEqual({
      value: '12345',
      refused: true,
      message: 'Máximo 5 dígitos enteros y 2 decimales',
    });
    expect(priceInputChange('', '123456.789')).toMatchObject({ value: '', refused: true });
    expect(priceInputChange('12.34', '12.345')).toMatchObject({ value: '12.34', refused: true });
  });

  it('accepts and cleans everything within the limits', () => {
    expect(priceInputChange('', '99999.99')).toEqual({ value: '99999.99', refused: false, message: null });
    expect(priceInputChange('', 'S/ 1,234.5')).toMatchObject({ value: '1234.5', refused: false });
    expect(priceInputChange('', '000012.5')).toMatchObject({ value: '12.5', refused: false });
    expect(priceInputChange('12', '12.')).toMatchObject({ value: '12.', refused: false });
    expect(priceInputChange('5', '')).toMatchObject({ value: '', refused: false });
  });
});

describe('isValidPrice', () => {
  it('accepts up to 5 integer digits and 2 decimals', () => {
    for (const ok of ['0', '1', '12.3', '12.34', '99999', '99999.99', ' 10.5 '])
      expect(isValidPrice(ok)).toBe(true);
    for (const ok of [0, 12.34, 99999.99, 0.1 + 0.2]) expect(isValidPrice(ok)).toBe(true);
  });

  it('rejects the issue 7 examples and other bad input', () => {
    for (const bad of ['123456.7', '12.345', '', '.5', '5.', '-1', '1,000', '1e3', 'abc', '1.2.3']) {
      expect(isValidPrice(bad)).toBe(false);
    }
    for (const bad of [123456.7, 12.345, -1, 100000, Number.NaN, Infinity])
      expect(isValidPrice(bad)).toBe(false);
  });

  it('has a maximum of 99999.99', () => {
    expect(PRICE_MAX).toBeCloseTo(99999.99, 10);
    expect(isValidPrice(PRICE_MAX)).toBe(true);
  });
});

describe('PriceSchema', () => {
  it('outputs numbers from numbers and text', () => {
    expect(PriceSchema.parse('1234.5')).toBe(1234.5);
    expect(PriceSchema.parse(12)).toBe(12);
  });

  it('gives the Spanish messages', () => {
    expect(PriceSchema.safeParse('123456.7').error?.issues[0]?.message).toBe(
      'Ingresa un precio válido: hasta 5 dígitos enteros y 2 decimales',
    );
    expect(PriceSchema.safeParse(12.345).error?.issues[0]?.message).toContain('precio válido');
    expect(PriceSchema.safeParse('').error?.issues[0]?.message).toBe('Ingresa un precio');
    expect(PriceSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Ingresa un precio');
    expect(PriceSchema.safeParse(true).success).toBe(false);
  });
});

describe('cents', () => {
  it('converts amounts to integer cents', () => {
    expect(toCents(1234.5)).toBe(123450);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(1.005)).toBe(100);
    expect(toCents('0.29')).toBe(29);
    expect(toCents('12')).toBe(1200);
    expect(toCents('12.3')).toBe(1230);
    expect(toCents('.5')).toBe(50);
    expect(toCents('-2.5')).toBe(-250);
    expect(toCents('abc')).toBe(0);
    expect(toCents('')).toBe(0);
    expect(toCents(Number.NaN)).toBe(0);
  });

  it('converts cents back', () => {
    expect(fromCents(123450)).toBe(1234.5);
    expect(fromCents(1)).toBe(0.01);
    expect(fromCents(Number.NaN)).toBe(0);
    expect(fromCents(toCents(99999.99))).toBe(99999.99);
  });

  it('formats the input with 2 decimals', () => {
    expect(formatPriceInput('12.5')).toBe('12.50');
    expect(formatPriceInput(7)).toBe('7.00');
    expect(formatPriceInput('')).toBe('');
    expect(formatPriceInput('x')).toBe('');
  });
});
