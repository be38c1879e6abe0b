/**
 * Shapes of the providers API as the web reads them (apps/api/src/modules/providers/
 * providers-response.schemas.ts). Every provider field is optional on the wire because `columns=`
 * selects a subset; the site asks for the full row.
 */

/** Image sizes as public URLs: JPEG at the top level, WebP under `webp`, pixel widths for srcset. */
export interface ImageSizes {
  thumbnail?: string | null;
  md?: string | null;
  hq?: string | null;
  webp?: { thumbnail?: string | null; md?: string | null; hq?: string | null } | null;
  widths?: { thumbnail?: number; md?: number; hq?: number } | null;
  [key: string]: unknown;
}

/** An image in storage (logo, cover). */
export interface ImageOut {
  id: number | null;
  path: string;
  url: string;
  thumbnail: string | null;
  thumbnail_url: string | null;
  sizes: ImageSizes | null;
  width: number | null;
  height: number | null;
  aspect_ratio: number | null;
}

export interface CoverImage extends ImageOut {
  media_id: number;
}

export interface ProviderServiceType {
  id: number;
  type_name: string;
  slug: string;
  group: string;
  group_name: string;
}

export interface ProviderLocation {
  id: number;
  code: string;
  name: string;
  type: string;
  parent_id: number | null;
}

export interface ReviewDetail {
  criterion: string;
  rating: number;
}

export interface ProviderReview {
  id: number;
  comment: string;
  score: number;
  response: string | null;
  created_at: string;
  detail: ReviewDetail[];
  user: { id: number; first_name: string; last_name: string; avatar: string | null };
}

export interface Testimonial {
  id: number;
  customer_name: string;
  testimonial: string;
  company_url: string | null;
  photo: string | null;
  photo_url: string | null;
  sort_order: number;
}

export interface SocialLinksOut {
  facebook?: string | null;
  instagram?: string | null;
  twitter?: string | null;
  linkedin?: string | null;
}

export type ProviderPlan = 'basic' | 'business';

export interface Provider {
  id: number;
  guid?: string;
  company_name: string;
  slug: string;
  logo_id?: number | null;
  logo?: ImageOut | null;
  introductory_text?: string;
  plan?: ProviderPlan | string;
  settings?: Record<string, unknown>;
  social_links?: SocialLinksOut;
  contact_firstname?: string | null;
  contact_lastname?: string | null;
  email?: string | null;
  cellphone?: string | null;
  /** Public legal identity: RUC and razón social (a person's DNI is never sent). */
  ruc?: string | null;
  legal_name?: string | null;
  address_line1?: string | null;
  address_line2?: string | null;
  location_id?: number | null;
  province_id?: number | null;
  department_id?: number | null;
  district_name?: string | null;
  district?: string | null;
  province?: string | null;
  department?: string | null;
  website?: string | null;
  reviews_score?: number;
  reviews_number?: number;
  /** Median minutes to the first reply in conversations (badge "Responde en menos de…"). */
  response_minutes?: number | null;
  likes_count?: number;
  featured?: boolean;
  created_by?: number | null;
  created_at?: string;
  updated_at?: string;
  cover?: ImageOut | null;
  service_type_ids?: number[];
  servicesTypes?: ProviderServiceType[];
  location?: ProviderLocation | null;
  album?: { id: number; kind: string } | null;
  covers?: CoverImage[];
  reviews?: ProviderReview[];
  testimonials?: Testimonial[];
  /** Id of the covers album (sent with the `album` relation). */
  covers_album_id?: number | null;
}

/** A photo or YouTube video of a provider's gallery (GET providers/{id}/media). */
export interface ProviderMedia {
  id: number;
  album_id: number;
  provider_id: number;
  media_type: 'photo' | 'video';
  mime_type: string;
  filename: string;
  seo_filename: string;
  description: string;
  external_id: string | null;
  path: string | null;
  url: string | null;
  thumbnail: string | null;
  thumbnail_url: string | null;
  sizes: ImageSizes | null;
  width: number | null;
  height: number | null;
  aspect_ratio: number | null;
  sort_order: number;
  featured: boolean;
  top: boolean;
  likes_count: number;
}

/** GET providers/{id}/kpis. */
export type { ProviderKpisOut } from '@eventos/domain';

/** GET providers/slug-availability. */
export interface SlugAvailability {
  available: boolean;
  slug: string;
  reason?: 'invalid' | 'reserved' | 'taken';
  message?: string;
}
