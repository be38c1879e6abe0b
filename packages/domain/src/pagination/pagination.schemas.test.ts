import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import {
  PaginationQuerySchema,
  dataEnvelope,
  listEnvelope,
  pageOffset,
  paginatedEnvelope,
} from './pagination.schemas';

describe('PaginationQuerySchema', () => {
  it('defaults to page 1, size 10', () => {
    expect(PaginationQuerySchema.parse({})).toEqual({ page: 1, size: 10 });
  });

  it('coerces query strings', () => {
    expect(PaginationQuerySchema.parse({ page: '3', size: '50' })).toEqual({ page: 3, size: 50 });
    expect(PaginationQuerySchema.parse({ size: 20 })).toEqual({ page: 1, size: 20 });
  });

  it('rejects bad pages in Spanish', () => {
    for (const page of ['0', '-1', '1.5', 'abc', '']) {
      const r = PaginationQuerySchema.safeParse({ page });
      expect(r.error?.issues[0]?.message).toBe('La página debe ser un número entero mayor o igual a 1');
    }
  });

  it('accepts only 10, 20 or 50 as size', () => {
    for (const size of ['5', '15', '100', 'x', '0']) {
      const r = PaginationQuerySchema.safeParse({ size });
      expect(r.error?.issues[0]?.message).toBe('El tamaño de página debe ser 10, 20 o 50');
    }
  });

  it('computes offsets', () => {
    expect(pageOffset({ page: 1, size: 10 })).toBe(0);
    expect(pageOffset({ page: 3, size: 20 })).toBe(40);
  });
});

describe('envelopes', () => {
  const item = z.object({ id: z.number() });
  it('builds data, list and paginated envelopes', () => {
    expect(dataEnvelope(item).parse({ data: { id: 1 } })).toEqual({ data: { id: 1 } });
    expect(listEnvelope(item).parse({ data: [{ id: 1 }] })).toEqual({ data: [{ id: 1 }] });
    const page = { data: [], total: 0, page: 1, size: 10 };
    expect(paginatedEnvelope(item).parse(page)).toEqual(page);
    expect(paginatedEnvelope(item).safeParse({ data: [] }).success).toBe(false);
  });
});
