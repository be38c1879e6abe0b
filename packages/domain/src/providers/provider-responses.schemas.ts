/**
 * Response shapes of the providers API (OpenAPI + serialisation). A provider has every field
 * optional because `columns=` selects a subset; relations appear only when asked for.
 */
import { z } from '../zod';

const nullableString = z.string().nullable();
const nullableNumber = z.number().nullable();

/** An image in storage: keys and ready-to-use URLs of its sizes. */
export const ImageOutSchema = z.object({
  id: nullableNumber,
  path: z.string(),
  url: z.string(),
  thumbnail: nullableString,
  thumbnail_url: nullableString,
  sizes: z.record(z.string(), z.unknown()).nullable(),
  width: nullableNumber,
  height: nullableNumber,
  aspect_ratio: nullableNumber,
});
export type ImageOut = z.infer<typeof ImageOutSchema>;

export const ServiceTypeOutSchema = z.object({
  id: z.number(),
  type_name: z.string(),
  slug: z.string(),
  group: z.string(),
  group_name: z.string(),
});

export const LocationOutSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  type: z.string(),
  parent_id: nullableNumber,
});

export const ProviderMediaOutSchema = z.object({
  id: z.number(),
  album_id: z.number(),
  media_type: z.string(),
  mime_type: z.string(),
  filename: z.string(),
  seo_filename: z.string(),
  description: z.string(),
  external_id: nullableString,
  path: nullableString,
  url: nullableString,
  thumbnail: nullableString,
  thumbnail_url: nullableString,
  sizes: z.record(z.string(), z.unknown()).nullable(),
  width: nullableNumber,
  height: nullableNumber,
  aspect_ratio: nullableNumber,
  sort_order: z.number(),
  featured: z.boolean(),
  top: z.boolean(),
  services: z.array(z.number()),
});
export type ProviderMediaOut = z.infer<typeof ProviderMediaOutSchema>;

export const ProviderAlbumOutSchema = z.object({ id: z.number(), kind: z.string(), media: z.array(ProviderMediaOutSchema) });

export const ProviderReviewOutSchema = z.object({
  id: z.number(),
  comment: z.string(),
  score: z.number(),
  response: nullableString,
  created_at: z.string(),
  detail: z.array(z.object({ criterion: z.string(), rating: z.number() })),
  user: z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), avatar: nullableString }),
});

export const TestimonialOutSchema = z.object({
  id: z.number(),
  customer_name: z.string(),
  testimonial: z.string(),
  company_url: nullableString,
  photo: nullableString,
  photo_url: nullableString,
  sort_order: z.number(),
});
export type TestimonialOut = z.infer<typeof TestimonialOutSchema>;

export const SocialLinksOutSchema = z.object({
  facebook: nullableString.optional(),
  instagram: nullableString.optional(),
  twitter: nullableString.optional(),
  linkedin: nullableString.optional(),
});

export const ProviderOutSchema = z
  .object({
    id: z.number(),
    guid: z.string(),
    preregister_id: nullableString,
    company_name: z.string(),
    slug: z.string(),
    logo_id: nullableNumber,
    logo: ImageOutSchema.nullable(),
    introductory_text: z.string(),
    plan: z.string(),
    settings: z.record(z.string(), z.unknown()),
    social_links: SocialLinksOutSchema,
    contact_firstname: nullableString,
    contact_lastname: nullableString,
    email: nullableString,
    cellphone: nullableString,
    /** Public legal identity (issue 18): shown as 'RUC 20…'. A person's DNI is never exposed. */
    ruc: nullableString,
    legal_name: nullableString,
    address_line1: nullableString,
    address_line2: nullableString,
    location_id: nullableNumber,
    province_id: nullableNumber,
    department_id: nullableNumber,
    district_name: nullableString,
    district: nullableString,
    province: nullableString,
    department: nullableString,
    website: nullableString,
    reviews_score: z.number(),
    reviews_number: z.number(),
    likes_count: z.number(),
    /** Median minutes to the first reply in conversations (badge "Responde en menos de…"); null if none. */
    response_minutes: nullableNumber,
    featured: z.boolean(),
    created_by: nullableNumber,
    created_at: z.string(),
    updated_at: z.string(),
    cover: ImageOutSchema.nullable(),
    service_type_ids: z.array(z.number()),
    servicesTypes: z.array(ServiceTypeOutSchema),
    location: LocationOutSchema.nullable(),
    album: ProviderAlbumOutSchema.nullable(),
    /** Id of the covers album (with the `album` relation): where new cover photos are registered. */
    covers_album_id: nullableNumber,
    covers: z.array(ImageOutSchema.extend({ media_id: z.number() })),
    reviews: z.array(ProviderReviewOutSchema),
    testimonials: z.array(TestimonialOutSchema),
  })
  .partial();
export type ProviderOut = z.infer<typeof ProviderOutSchema>;

export const ProviderEnvelope = z.object({ data: ProviderOutSchema });
export const ProviderListEnvelope = z.object({ data: z.array(ProviderOutSchema) });
/** GET providers?slug=: `redirect_slug` is set when the slug asked for is an old one. */
export const ProviderSlugEnvelope = z.object({
  data: z.array(ProviderOutSchema),
  redirect_slug: z.string().optional(),
});
export const ProviderPageEnvelope = z.object({
  data: z.array(ProviderOutSchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});
