/**
 * Response shapes of the providers API (OpenAPI + serialisation). A provider has every column and
 * the service type ids; the logo, the cover and the relations appear only when asked for.
 * `columns=` (GET providers, GET providers/{id}) selects a subset: ProviderColumnsOutSchema.
 */
import { z } from '../zod';
import { MediaItemSchema, MediaSizesSchema } from '../media/media.schemas';
import { paginatedEnvelope } from '../pagination/pagination.schemas';
import { ReviewsPageSchema } from '../reviews/reviews.schemas';

const nullableString = z.string().nullable();
const nullableNumber = z.number().nullable();

/**
 * A stored image's keys and ready-to-use URLs (logo, cover, gallery photo): the hq JPEG (`path`,
 * `url`), the thumbnail, the URLs of every size (the media's sizes: JPEG, WebP, widths) and its
 * proportions.
 */
const storedImageFields = {
  thumbnail: nullableString,
  thumbnail_url: nullableString,
  sizes: MediaSizesSchema.nullable(),
  width: nullableNumber,
  height: nullableNumber,
  aspect_ratio: nullableNumber,
};

/** An image in storage: keys and ready-to-use URLs of its sizes. */
export const ImageOutSchema = z.object({
  id: nullableNumber,
  path: z.string(),
  url: z.string(),
  ...storedImageFields,
});
export type ImageOut = z.infer<typeof ImageOutSchema>;

/** A cover photo of the carousel (a media item of the covers album). */
export const CoverImageOutSchema = ImageOutSchema.extend({ media_id: z.number() });
export type CoverImageOut = z.infer<typeof CoverImageOutSchema>;

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
  ...storedImageFields,
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

/**
 * A provider as the API presents it: every column (ISO dates), the response time and the service
 * type ids always; `logo` with withLogo, `cover` with withCover, the relations when asked for.
 */
export const ProviderOutSchema = z.object({
  id: z.number(),
  guid: z.string(),
  preregister_id: nullableString,
  company_name: z.string(),
  slug: z.string(),
  logo_id: nullableNumber,
  /** With withLogo. */
  logo: ImageOutSchema.nullable().optional(),
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
  /** With withCover (or the `cover` column): the first business cover, else the first gallery photo. */
  cover: ImageOutSchema.nullable().optional(),
  service_type_ids: z.array(z.number()),
  // Relations (`relations=`): present only when asked for.
  servicesTypes: z.array(ServiceTypeOutSchema).optional(),
  location: LocationOutSchema.nullable().optional(),
  album: ProviderAlbumOutSchema.nullable().optional(),
  /** Id of the covers album (with the `album` relation): where new cover photos are registered. */
  covers_album_id: nullableNumber.optional(),
  covers: z.array(CoverImageOutSchema).optional(),
  reviews: z.array(ProviderReviewOutSchema).optional(),
  testimonials: z.array(TestimonialOutSchema).optional(),
});
export type ProviderOut = z.infer<typeof ProviderOutSchema>;

/** A provider asked for with `columns=`: its id and the columns (and relations) asked for. */
export const ProviderColumnsOutSchema = ProviderOutSchema.partial().required({ id: true });
export type ProviderColumnsOut = z.infer<typeof ProviderColumnsOutSchema>;

export const ProviderEnvelope = z.object({ data: ProviderOutSchema });
/** GET providers/{id} (`columns=`). */
export const ProviderColumnsEnvelope = z.object({ data: ProviderColumnsOutSchema });
export const ProviderListEnvelope = z.object({ data: z.array(ProviderOutSchema) });
/**
 * GET providers: by slug `{ data: [provider] }` or `{ data: [] }` (`redirect_slug` when the slug
 * asked for is an old one, `unlinked` when its owner unlinked the site; `gallery` and `reviews` when a
 * server render asks for them, ADR 338), else a page `{ data, total, page, size }`. `columns=` selects
 * the fields.
 */
export const ProvidersGetEnvelope = z.object({
  data: z.array(ProviderColumnsOutSchema),
  total: z.number().optional(),
  page: z.number().optional(),
  size: z.number().optional(),
  redirect_slug: z.string().optional(),
  /** The slug is a site its owner unlinked: hidden until claimed (POST providers/claim). */
  unlinked: z.literal(true).optional(),
  /** `withGallery=<size>` with a slug: what `providers/{id}/media?media_type=photo&page=1&size=<size>` answers. */
  gallery: paginatedEnvelope(MediaItemSchema).optional(),
  /** `withReviews=<sort>:<page>` with a slug: what `providers/{id}/reviews?sort=<sort>&page=<page>` answers. */
  reviews: ReviewsPageSchema.optional(),
});
export type ProvidersGetResponse = z.infer<typeof ProvidersGetEnvelope>;

/** GET providers/slug-availability: `reason` and `message` say why a slug is not available. */
export const SlugAvailabilitySchema = z.object({
  available: z.boolean(),
  slug: z.string(),
  reason: z.enum(['invalid', 'reserved', 'taken']).optional(),
  message: z.string().optional(),
});
export type SlugAvailability = z.infer<typeof SlugAvailabilitySchema>;
