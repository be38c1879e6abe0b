/**
 * Media as the API returns it: the types are the domain's (z.infer of the schemas the API
 * validates and documents with, @eventos/domain media/*.schemas.ts and likes/likes.schemas.ts).
 * Only the web's own view types are declared here.
 */
import type { MediaItem } from '@eventos/domain';

export type {
  Album,
  CustomerAlbum,
  CustomerAlbumDetail,
  LikeEntry,
  LikeState,
  LikeTargetType,
  MediaItem,
  MediaSizes,
  SizeUrls,
  VideoData,
} from '@eventos/domain';

export type MediaType = MediaItem['media_type'];
export type MediaVisibility = MediaItem['visibility'];

/** The CDN's answer to POST cdn/upload/media (`data`): storage keys of the sizes, the public URL of `path`. */
export type { CdnUploadedImage as UploadedImage } from '@eventos/domain';

/** Sizes as other features may type them (every field optional). */
import type { ImageSizeSet as LooseSizes } from '../../components/images/image-sources';

export type { LooseSizes };

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
