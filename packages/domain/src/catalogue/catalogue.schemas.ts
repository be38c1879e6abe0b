/**
 * Catalogue loaded at start-up (SPEC §3, CONTRACT "Catalogue"): locations, service types, event
 * types, keywords, and the keyword query.
 */
import { z } from '../zod';
import { EVENT_TYPE_GROUPS, LOCATION_TYPES, SERVICE_GROUPS } from '../enums';
import { KEYWORDS_DEFAULT_LIMIT, KEYWORDS_MAX_LIMIT, SEARCH_QUERY_MAX_LENGTH } from '../constants';
import { t } from '../messages/format-message';
import { IdSchema, msg } from '../common/common.schemas';

/** Location of Peru's ubigeo: department → province → district. */
export const LocationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.enum(LOCATION_TYPES),
  parent_id: z.number().int().nullable(),
});
export type Location = z.infer<typeof LocationSchema>;

/** GET locations: `type` and `parent_id` filter (e.g. the provinces of a department). */
export const LocationsQuerySchema = z.object({
  type: z.enum(LOCATION_TYPES, msg('catalogue.location_type.invalid')).optional(),
  parent_id: IdSchema.optional(),
});
export type LocationsQuery = z.infer<typeof LocationsQuerySchema>;

export const ServiceTypeSchema = z.object({
  id: z.number().int(),
  type_name: z.string(),
  slug: z.string(),
  group: z.enum(SERVICE_GROUPS),
  group_name: z.string(),
  sort_order: z.number().int(),
});
export type ServiceType = z.infer<typeof ServiceTypeSchema>;

export const EventTypeSchema = z.object({
  id: z.number().int(),
  type_name: z.string(),
  slug: z.string(),
  group_name: z.string(),
  group: z.enum(EVENT_TYPE_GROUPS),
  group_order: z.number().int(),
});
export type EventType = z.infer<typeof EventTypeSchema>;

/** Autocomplete entry; `entry_type` is one of KEYWORD_ENTRY_TYPES (e.g. 'query'). */
export const KeywordSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  entry_type: z.string(),
  priority: z.number().int(),
  custom1: z.string().nullable(),
  custom2: z.string().nullable(),
  reference_id: z.number().int().nullable(),
  reference_key: z.string().nullable(),
});
export type Keyword = z.infer<typeof KeywordSchema>;

/** GET /api/v1/search/keywords?q=&limit= (no q → top `limit` by priority). */
export const KeywordsQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(SEARCH_QUERY_MAX_LENGTH, t('search.q.max', { max: SEARCH_QUERY_MAX_LENGTH }))
    .optional(),
  limit: z.coerce
    .number({ error: t('search.limit.invalid', { max: KEYWORDS_MAX_LIMIT }) })
    .int(t('search.limit.invalid', { max: KEYWORDS_MAX_LIMIT }))
    .min(1, t('search.limit.invalid', { max: KEYWORDS_MAX_LIMIT }))
    .max(KEYWORDS_MAX_LIMIT, t('search.limit.invalid', { max: KEYWORDS_MAX_LIMIT }))
    .default(KEYWORDS_DEFAULT_LIMIT),
});
export type KeywordsQuery = z.infer<typeof KeywordsQuerySchema>;

/** Service-category chip data: a group with its count and service type names (SPEC §3). */
export const CategorySchema = z.object({
  group: z.enum(SERVICE_GROUPS),
  group_name: z.string(),
  count: z.number().int().optional(),
  services: z.array(z.object({ type_name: z.string() })).optional(),
});
export type Category = z.infer<typeof CategorySchema>;
