/**
 * Shapes of GET search/providers and GET search/media (apps/api/src/modules/search/search.schemas.ts)
 * as the web uses them.
 */

/** An image with public URLs of its sizes (JPEG at the top level, WebP under `webp`). */
export interface ImageUrls {
  url: string | null;
  thumbnail_url?: string | null;
  sizes: {
    thumbnail?: string;
    md?: string;
    hq?: string;
    webp?: { thumbnail?: string; md?: string; hq?: string };
    widths?: { thumbnail: number; md: number; hq: number };
  } | null;
  width: number | null;
  height: number | null;
  aspect_ratio: number | null;
}

export interface ProviderCardData {
  id: number;
  slug: string;
  company_name: string;
  plan: string;
  reviews_score: number;
  reviews_number: number;
  /** Median minutes to the first reply in conversations (badge); null when unknown. */
  response_minutes?: number | null;
  district: string | null;
  province: string | null;
  department: string | null;
  /** Service type names. */
  services: string[];
  logo: ImageUrls | null;
  cover: ImageUrls | null;
}

export interface CategoryFacet {
  group: string;
  group_name: string;
  count: number;
}

export interface ServiceFacet {
  id: number;
  slug: string;
  type_name: string;
  group: string;
  count: number;
}

export interface SearchPage<T> {
  data: T[];
  total: number;
  page: number;
  size: number;
  /** More matches exist than `total` (providers: exact up to 10,000; media: a candidate cap). */
  capped: boolean;
}

export interface ProviderSearchResult extends SearchPage<ProviderCardData> {
  facets: { categories: CategoryFacet[]; services: ServiceFacet[] };
}

export interface MediaItem extends ImageUrls {
  id: number;
  media_type: 'photo' | 'video';
  external_id: string | null;
  seo_filename: string;
  description: string;
  likes_count: number;
  provider: { id: number; slug: string; company_name: string; department: string | null; logo_url: string | null };
}

export type MediaSearchResult = SearchPage<MediaItem>;
