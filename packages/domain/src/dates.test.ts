import { describe, it, expect } from 'vitest';
import { addDaysIso, addYearsIso, isValidIsoDate, limaToday, minEventDate, toLimaIsoDate } from './dates';

describe('isValidIsoDate', () => {
  it('accepts real dates only', () => {
    expect(isValidIsoDate('2026-03-05')).toBe(true);
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2025-02-29')).toBe(false);
    expect(isValidIsoDate('2026-13-01')).toBe(false);
    expect(isValidIsoDate('2026-04-31')).toBe(false);
    expect(isValidIsoDate('2026-4-01')).toBe(false);
    expect(isValidIsoDate('05/03/2026')).toBe(false);
    expect(isValidIsoDate('')).toBe(false);
    expect(isValidIsoDate('2026-03-05T00:00:00Z')).toBe(false);
  });
});

describe('Lima dates (UTC−5)', () => {
  it('uses the Lima calendar day, not UTC', () => {
    // 03:00 UTC on 6 March is still 22:00 on 5 March in Lima.
    expect(toLimaIsoDate(new Date('2026-03-06T03:00:00Z'))).toBe('2026-03-05');
    expect(toLimaIsoDate(new Date('2026-03-06T05:00:00Z'))).toBe('2026-03-06');
    expect(limaToday(new Date('2026-03-06T04:59:59Z'))).toBe('2026-03-05');
  });

  it('minEventDate is tomorrow in Lima', () => {
    expect(minEventDate(new Date('2026-03-06T03:00:00Z'))).toBe('2026-03-06');
    expect(minEventDate(new Date('2026-03-06T05:00:00Z'))).toBe('2026-03-07');
    expect(minEventDate(new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
    expect(minEventDate(new Date('2028-02-28T12:00:00Z'))).toBe('2028-02-29');
  });

  it('adds days and years', () => {
    expect(addDaysIso('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDaysIso('2026-03-01', -1)).toBe('2026-02-28');
    expect(addYearsIso('2026-03-05', 3)).toBe('2029-03-05');
    expect(addYearsIso('2028-02-29', 1)).toBe('2029-02-28');
  });
});
