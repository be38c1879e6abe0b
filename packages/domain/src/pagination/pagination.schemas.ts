/**
 * Pagination query (`page` ≥ 1, default 1; `size` ∈ {10, 20, 50}, default 10) and the response
 * envelopes of the API: `{ data }` and `{ data, total, page, size }`.
 */
import { z } from '../zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../constants';
import { t } from '../messages/format-message';

export const PAGE_MAX = 100_000;

export const PageSchema = z.coerce
  .number({ error: t('pagination.page.invalid') })
  .int(t('pagination.page.invalid'))
  .min(1, t('pagination.page.invalid'))
  .max(PAGE_MAX, t('pagination.page.invalid'))
  .default(1);

export const PageSizeSchema = z.coerce
  .number({ error: t('pagination.size.invalid') })
  .pipe(z.literal(PAGE_SIZES, { error: t('pagination.size.invalid') }))
  .default(DEFAULT_PAGE_SIZE);

export const PaginationQuerySchema = z.object({ page: PageSchema, size: PageSizeSchema });
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

/** SQL offset of a page. */
export function pageOffset({ page, size }: { page: number; size: number }): number {
  return (page - 1) * size;
}

/** `{ data: item }` envelope. */
export function dataEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

/** `{ data: item[] }` envelope. */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item) });
}

/** `{ data: item[], total, page, size }` envelope. */
export function paginatedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    size: z.number().int().min(1),
  });
}

/** The body of a 204 answer (no content). */
export const NoContentSchema = z.null();

/** `{ count }`: how many there are (providers, unread notifications). */
export const CountSchema = z.object({ count: z.number() });

/** `{ updated }`: how many rows a bulk change touched. */
export const UpdatedCountSchema = z.object({ updated: z.number() });

/** Optional query flag: 'true' | '1' → true; 'false' | '0' or absent → false. */
export const QueryFlagSchema = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');
