import { describe, expect, it } from 'vitest';
import { sortRows } from '../compare/compare-sort';
import type { CompareRow } from '../../types';
import { customerActionLabel, formatResponseTime } from '../../utils/quotation-format';

const row = (id: number, total: number, perGuest: number | null, score: number, reviews: number, minutes: number) =>
  ({
    id,
    total_with_igv: total,
    per_guest: perGuest,
    response_minutes: minutes,
    provider: { reviews_score: score, reviews_number: reviews },
  }) as unknown as CompareRow;

const rows = [row(1, 500, null, 4, 10, 90), row(2, 300, 5, 0, 0, 10), row(3, 400, 4, 4.8, 3, 600)];
const ids = (list: CompareRow[]) => list.map((r) => r.id);

describe('comparison', () => {
  it('sorts by total, per guest (missing last), rating (without reviews last) and response time', () => {
    expect(ids(sortRows(rows, 'total'))).toEqual([2, 3, 1]);
    expect(ids(sortRows(rows, 'per_guest'))).toEqual([3, 2, 1]);
    expect(ids(sortRows(rows, 'rating'))).toEqual([3, 1, 2]);
    expect(ids(sortRows(rows, 'response'))).toEqual([2, 1, 3]);
  });

  it('formats response times and action labels in Spanish', () => {
    expect(formatResponseTime(35)).toBe('35 min');
    expect(formatResponseTime(190)).toBe('3 h 10 min');
    expect(formatResponseTime(2 * 24 * 60)).toBe('2 días');
    expect(formatResponseTime(null)).toBe('—');
    expect(customerActionLabel('opened', 'accepted')).toBe('Aceptar');
    expect(customerActionLabel('liked', 'opened')).toBe('Quitar de evaluación');
    expect(customerActionLabel('archived', 'liked')).toBe('Restaurar (En evaluación)');
  });
});
