import type { CompareRow } from '../../types';

export const COMPARE_SORTS = {
  total: 'Total (menor a mayor)',
  per_guest: 'Precio por invitado',
  rating: 'Calificación del proveedor',
  response: 'Tiempo de respuesta',
} as const;
export type CompareSort = keyof typeof COMPARE_SORTS;

const last = (v: number | null | undefined, dir: 1 | -1) =>
  v === null || v === undefined || !Number.isFinite(v) ? Number.POSITIVE_INFINITY : v * dir;

/** Sorted copy: totals and per-guest ascending, rating descending, response time ascending. */
export function sortRows(rows: readonly CompareRow[], sort: CompareSort): CompareRow[] {
  const key = (r: CompareRow): number => {
    switch (sort) {
      case 'per_guest':
        return last(r.per_guest, 1);
      case 'rating':
        return r.provider.reviews_number ? last(r.provider.reviews_score, -1) : Number.POSITIVE_INFINITY;
      case 'response':
        return last(r.response_minutes, 1);
      default:
        return last(r.total_with_igv, 1);
    }
  };
  return [...rows].sort((a, b) => key(a) - key(b) || a.total_with_igv - b.total_with_igv || a.id - b.id);
}
