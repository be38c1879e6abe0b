/**
 * Media as the API returns it (apps/api/src/modules/media/media.view.ts, docs/design/media.md):
 * storage keys plus ready-to-use URLs of every size (JPEG at the top level, WebP under `webp`,
 * pixel widths under `widths` for `srcset`), flags, like counter and service type ids.
 */

export interface SizeUrls {
  thumbnail: string;
  md: string;
  hq: string;
}

export interface MediaSizes extends SizeUrls {
  webp?: SizeUrls;
  widths?: { thumbnail: number; md: number; hq: number };
}

export type MediaType = 'photo' | 'video';
export type MediaVisibility = 'public' | 'private';

/** A photo or YouTube video of an album (SPEC §3 "Media item"). */
export interface MediaItem {
  id: number;
  album_id: number;
  provider_id: number;
  media_type: MediaType;
  mime_type: string;
  filename: string;
  seo_filename: string;
  description: string;
  original_filename: string | null;
  external_id: string | null;
  /** Storage key of the hq JPEG (photos); null for videos. */
  path: string | null;
  /** Public URL of the hq JPEG, or the YouTube link of a video. */
  url: string | null;
  thumbnail: string | null;
  thumbnail_url: string | null;
  sizes: MediaSizes | null;
  width: number | null;
  height: number | null;
  size: number | null;
  aspect_ratio: number | null;
  sort_order: number;
  featured: boolean;
  top: boolean;
  visibility: MediaVisibility;
  likes_count: number;
  services: number[];
  trashed_at: string | null;
  created_at: string;
}

/** GET albums/{albumId}. */
export interface Album {
  id: number;
  provider_id: number;
  kind: string;
  title: string | null;
  media: MediaItem[];
}

/** SPEC §3 "Video data" (GET videos/metadata). */
export interface VideoData {
  id: string;
  url: string;
  title: string;
  description: string;
  preview: string;
  previewhq: string;
}

export type LikeTargetType = 'media' | 'provider';

export interface LikeState {
  target_type: LikeTargetType;
  target_id: number;
  liked: boolean;
  likes_count: number;
}

export interface LikeEntry {
  target_type: LikeTargetType;
  target_id: number;
  created_at: string;
}

/** "Mis álbumes": a customer's album (GET me/albums). */
export interface CustomerAlbum {
  id: number;
  name: string;
  items_count: number;
  cover: MediaItem | null;
  created_at: string;
  updated_at: string;
}

export interface CustomerAlbumDetail extends CustomerAlbum {
  items: MediaItem[];
}

/** The CDN's answer to POST cdn/upload/media (`data`). */
export interface UploadedImage {
  id: number;
  url: string;
  path: string;
  thumbnail: string;
  sizes: unknown;
  width: number;
  height: number;
  aspect_ratio: number;
  size: number;
  mime_type: string;
}

/** Sizes as other features may type them (every field optional). */
export interface LooseSizes {
  thumbnail?: string | null;
  md?: string | null;
  hq?: string | null;
  webp?: { thumbnail?: string | null; md?: string | null; hq?: string | null } | null;
  widths?: { thumbnail?: number; md?: number; hq?: number } | null;
}

/**
 * What the gallery, the like button and "Guardar en Mis álbumes" need of an item: a MediaItem,
 * or the providers feature's ProviderMedia (GET providers/{id}/media) as it is.
 */
export interface GalleryMedia
  extends Pick<
    MediaItem,
    | 'id'
    | 'media_type'
    | 'mime_type'
    | 'filename'
    | 'seo_filename'
    | 'description'
    | 'external_id'
    | 'url'
    | 'thumbnail_url'
    | 'width'
    | 'height'
    | 'aspect_ratio'
    | 'featured'
    | 'top'
    | 'likes_count'
  > {
  sizes: LooseSizes | null;
}

/** Is this item a YouTube video? */
export function isVideoItem(item: Pick<MediaItem, 'media_type' | 'mime_type'>): boolean {
  return item.media_type === 'video' || item.mime_type === 'youtube';
}

/** Text for `alt`/titles: the SEO title, the description, or a generic name. */
export function mediaTitle(item: Pick<MediaItem, 'seo_filename' | 'description' | 'media_type'>): string {
  const text = item.seo_filename.trim() || item.description.trim();
  if (text) return text.length > 120 ? `${text.slice(0, 117)}…` : text;
  return item.media_type === 'video' ? 'Video' : 'Foto';
}
