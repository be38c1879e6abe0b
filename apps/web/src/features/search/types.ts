/**
 * Shapes of GET search/providers and GET search/media as the web reads them: the domain's types
 * (z.infer of the schemas the API validates and documents with, @eventos/domain
 * search/search-responses.schemas.ts).
 */
import type { ImageOut, MediaSearchItem } from '@eventos/domain';

export type {
  ProviderCard as ProviderCardData,
  SearchMediaResponse as MediaSearchResult,
  SearchProvidersResponse as ProviderSearchResult,
} from '@eventos/domain';

/** An image with public URLs of its sizes (a card's logo and cover). */
export type ImageUrls = ImageOut;

/** A photo or video of the inspiration search, with its provider. */
export type MediaItem = MediaSearchItem;
