/**
 * Search queries (SPEC §7): GET search/providers (q, c, s, p, d, l, page, size) and
 * GET search/media (the same plus t). Parameters are optional; '' counts as not set.
 *   q  free text (≤ 200)            c  service group key (e.g. 'feeding')
 *   s  service type slug            d  department id
 *   p  province id                  l  district id (localidad)
 *   t  media type: photo | video
 */
import { z } from '../zod';
import { SEARCH_QUERY_MAX_LENGTH } from '../constants';
import { MEDIA_TYPES, SERVICE_GROUPS } from '../enums';
import { t } from '../messages/format-message';
import { IdSchema } from '../common/common.schemas';
import { PageSchema, PageSizeSchema } from '../pagination/pagination.schemas';

/** Query parameter that may be sent empty ('' → undefined). */
function optionalParam<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
}

export const SearchProvidersQuerySchema = z.object({
  q: optionalParam(
    z
      .string()
      .trim()
      .max(SEARCH_QUERY_MAX_LENGTH, t('search.q.max', { max: SEARCH_QUERY_MAX_LENGTH })),
  ),
  c: optionalParam(z.enum(SERVICE_GROUPS, { error: t('search.group.invalid') })),
  s: optionalParam(z.string().trim().max(100)),
  d: optionalParam(IdSchema),
  p: optionalParam(IdSchema),
  l: optionalParam(IdSchema),
  page: PageSchema,
  size: PageSizeSchema,
});
export type SearchProvidersQuery = z.infer<typeof SearchProvidersQuerySchema>;

export const SearchMediaQuerySchema = SearchProvidersQuerySchema.extend({
  t: optionalParam(z.enum(MEDIA_TYPES, { error: t('search.mediaType.invalid') })),
});
export type SearchMediaQuery = z.infer<typeof SearchMediaQuerySchema>;
