/** Response shapes of GET search/providers, GET search/media and GET categories (OpenAPI + serialisation). */
import { z } from '../zod';
import { MediaItemSchema } from '../media/media.schemas';
import { ImageOutSchema } from '../providers/provider-responses.schemas';

export const ProviderCardSchema = z.object({
  id: z.number(),
  slug: z.string(),
  company_name: z.string(),
  plan: z.string(),
  reviews_score: z.number(),
  reviews_number: z.number(),
  /** Median minutes to the first reply in conversations; null if none. */
  response_minutes: z.number().nullable(),
  district: z.string().nullable(),
  province: z.string().nullable(),
  department: z.string().nullable(),
  /** Service type names, by group. */
  services: z.array(z.string()),
  logo: ImageOutSchema.nullable(),
  /** First cover photo (business plan) or first gallery photo. */
  cover: ImageOutSchema.nullable(),
});

export const FacetsSchema = z.object({
  categories: z.array(z.object({ group: z.string(), group_name: z.string(), count: z.number() })),
  services: z.array(
    z.object({ id: z.number(), slug: z.string(), type_name: z.string(), group: z.string(), count: z.number() }),
  ),
});

const pageFields = {
  total: z.number(),
  page: z.number(),
  size: z.number(),
  /** True when more than `total` match (providers: total is exact up to 10,000; media: candidate cap). */
  capped: z.boolean(),
};

export const SearchProvidersResponseSchema = z.object({
  data: z.array(ProviderCardSchema),
  ...pageFields,
  /** Only the first max_results results can be paged through. */
  max_results: z.number(),
  facets: FacetsSchema,
  /** Filters read from the words of q (c, s, d, p, l); the other words were searched as text. */
  understood: z.object({
    c: z.string().optional(),
    s: z.string().optional(),
    d: z.number().optional(),
    p: z.number().optional(),
    l: z.number().optional(),
  }),
});

export const MediaProviderSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  company_name: z.string(),
  department: z.string().nullable(),
  logo_url: z.string().nullable(),
});

export const MediaSearchItemSchema = MediaItemSchema.omit({ trashed_at: true }).extend({
  provider: MediaProviderSummarySchema,
});

export const SearchMediaResponseSchema = z.object({ data: z.array(MediaSearchItemSchema), ...pageFields });

/** SPEC §3 Category: group, group_name, count, services (each with type_name). */
export const CategoryCountSchema = z.object({
  group: z.string(),
  group_name: z.string(),
  count: z.number(),
  services: z.array(z.object({ id: z.number(), slug: z.string(), type_name: z.string(), count: z.number() })),
});
export const CategoriesResponseSchema = z.object({ data: z.array(CategoryCountSchema) });

export type ProviderCard = z.infer<typeof ProviderCardSchema>;
export type SearchFacets = z.infer<typeof FacetsSchema>;
export type SearchProvidersResponse = z.infer<typeof SearchProvidersResponseSchema>;
export type MediaSearchItem = z.infer<typeof MediaSearchItemSchema>;
export type SearchMediaResponse = z.infer<typeof SearchMediaResponseSchema>;
export type CategoryCount = z.infer<typeof CategoryCountSchema>;
export type CategoriesResponse = z.infer<typeof CategoriesResponseSchema>;
