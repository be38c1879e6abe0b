import { describe, expect, it } from 'vitest';
import { datePickerLocaleText } from '../date-picker-locale';

describe('datePickerLocaleText', () => {
  it('spells the section names with their accents (the library says «Dia»)', () => {
    expect(datePickerLocaleText.day).toBe('Día');
    expect(datePickerLocaleText.weekDay).toBe('Día de la semana');
    expect(datePickerLocaleText.month).toBe('Mes');
    expect(datePickerLocaleText.year).toBe('Año');
    expect(Object.values(datePickerLocaleText).filter((v) => typeof v === 'string' && /\bDia\b/.test(v))).toEqual([]);
  });
});
