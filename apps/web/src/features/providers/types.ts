/**
 * Shapes of the providers API as the web reads them: the domain's types (z.infer of the schemas
 * the API validates and documents with, @eventos/domain providers/provider-responses.schemas.ts).
 * The site asks for whole providers (no `columns=`), so a provider has every column.
 */
import type { ProviderOut } from '@eventos/domain';

export type {
  CoverImageOut as CoverImage,
  ImageOut,
  MediaSizes as ImageSizes,
  ProviderKpisOut,
  ProviderOut as Provider,
  SlugAvailability,
  TestimonialOut as Testimonial,
} from '@eventos/domain';

/** A photo or YouTube video of a provider's gallery (GET providers/{id}/media): a media item. */
export type { MediaItem as ProviderMedia } from '@eventos/domain';

export type SocialLinksOut = ProviderOut['social_links'];
export type ProviderServiceType = NonNullable<ProviderOut['servicesTypes']>[number];
