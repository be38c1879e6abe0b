// A media row (photo or YouTube video) as the API returns it: storage keys plus ready-to-use URLs
// of every size (JPEG at the top level, WebP under `webp`), the flags, the like counter and the
// service type ids. Shared by albums, provider media, likes and customer albums.
import {
  VIDEO_MIME_TYPE,
  VIDEO_QUALITY_BY_SIZE,
  youtubeWatchUrl,
  type MediaItem,
  type MediaSizes,
} from '@eventos/domain';
import type { ImageSizesJson, media } from '../../db/schema';
import type { Storage } from '../../storage/storage';

export type MediaRow = typeof media.$inferSelect;

/** Video thumbnails keep YouTube's 16:9 frame. */
export const VIDEO_ASPECT_RATIO = 1.7778;

/** The response shape is the domain's MediaItemSchema (@eventos/domain, media/media.schemas.ts). */
export type MediaOut = MediaItem;

/** Public URL of a storage key; absolute URLs pass through. */
export function keyUrl(storage: Storage, key: string | null | undefined): string | null {
  if (!key) return null;
  if (/^https?:\/\//i.test(key) || key.startsWith('/')) return key;
  try {
    return storage.url(key);
  } catch {
    return null;
  }
}

function youtubeImage(id: string, quality: string, webp = false): string {
  const folder = webp ? 'vi_webp' : 'vi';
  return `https://i.ytimg.com/${folder}/${encodeURIComponent(id)}/${quality}default.${webp ? 'webp' : 'jpg'}`;
}

/** thumbnail → mq, md → hq, hq → sd (SPEC §9 sm/md/lg). */
export function videoSizes(id: string): MediaSizes {
  const q = { thumbnail: VIDEO_QUALITY_BY_SIZE.sm, md: VIDEO_QUALITY_BY_SIZE.md, hq: VIDEO_QUALITY_BY_SIZE.lg };
  return {
    thumbnail: youtubeImage(id, q.thumbnail),
    md: youtubeImage(id, q.md),
    hq: youtubeImage(id, q.hq),
    webp: { thumbnail: youtubeImage(id, q.thumbnail, true), md: youtubeImage(id, q.md, true), hq: youtubeImage(id, q.hq, true) },
    widths: { thumbnail: 320, md: 480, hq: 640 },
  };
}

export function photoSizes(storage: Storage, sizes: ImageSizesJson | null): MediaSizes | null {
  if (!sizes) return null;
  const url = (key: string) => keyUrl(storage, key) ?? key;
  return {
    thumbnail: url(sizes.thumbnail),
    md: url(sizes.md),
    hq: url(sizes.hq),
    ...(sizes.webp ? { webp: { thumbnail: url(sizes.webp.thumbnail), md: url(sizes.webp.md), hq: url(sizes.webp.hq) } } : {}),
    ...(sizes.widths ? { widths: sizes.widths } : {}),
  };
}

export function isVideo(row: Pick<MediaRow, 'media_type' | 'mime_type'>): boolean {
  return row.media_type === 'video' || row.mime_type === VIDEO_MIME_TYPE;
}

export function toMediaOut(storage: Storage, row: MediaRow, services: number[] = []): MediaOut {
  const video = isVideo(row);
  // A video's picture is YouTube's, unless it has a stored thumbnail (the demo videos: no internet).
  const sizes = video && row.external_id && !row.sizes ? videoSizes(row.external_id) : photoSizes(storage, row.sizes);
  const thumbnail = row.thumbnail ?? row.sizes?.thumbnail ?? null;
  return {
    id: row.id,
    album_id: row.album_id,
    provider_id: row.provider_id,
    media_type: video ? 'video' : 'photo',
    mime_type: row.mime_type,
    filename: row.filename,
    seo_filename: row.seo_filename,
    description: row.description,
    original_filename: row.original_filename,
    external_id: row.external_id,
    path: row.path,
    url: video ? (row.external_id ? youtubeWatchUrl(row.external_id) : row.filename) : keyUrl(storage, row.path),
    thumbnail,
    thumbnail_url: keyUrl(storage, thumbnail),
    sizes,
    width: row.width,
    height: row.height,
    size: row.size,
    aspect_ratio: row.aspect_ratio ?? (video ? VIDEO_ASPECT_RATIO : null),
    sort_order: row.sort_order,
    featured: row.featured,
    top: row.top,
    visibility: row.visibility === 'private' ? 'private' : 'public',
    likes_count: row.likes_count,
    services,
    trashed_at: row.trashed_at ? row.trashed_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
  };
}
