// A media row (photo or YouTube video) as the API returns it: storage keys plus ready-to-use URLs
// of every size (JPEG at the top level, WebP under `webp`), the flags, the like counter and the
// service type ids. Shared by albums, provider media, likes and customer albums.
import { z } from 'zod';
import { MEDIA_TYPES, MEDIA_VISIBILITY, VIDEO_MIME_TYPE, VIDEO_QUALITY_BY_SIZE, youtubeWatchUrl } from '@eventos/domain';
import type { ImageSizesJson, media } from '../../db/schema';
import type { Storage } from '../../storage/storage';

export type MediaRow = typeof media.$inferSelect;

/** Video thumbnails keep YouTube's 16:9 frame. */
export const VIDEO_ASPECT_RATIO = 1.7778;

const SizeUrlsSchema = z.object({ thumbnail: z.string(), md: z.string(), hq: z.string() });
export const MediaSizesSchema = SizeUrlsSchema.extend({
  webp: SizeUrlsSchema.optional(),
  /** Pixel width of each JPEG/WebP size, for `srcset`. */
  widths: z.object({ thumbnail: z.number(), md: z.number(), hq: z.number() }).optional(),
});
export type MediaSizes = z.infer<typeof MediaSizesSchema>;

export const MediaOutSchema = z.object({
  id: z.number().int(),
  album_id: z.number().int(),
  provider_id: z.number().int(),
  media_type: z.enum(MEDIA_TYPES),
  mime_type: z.string(),
  filename: z.string(),
  seo_filename: z.string(),
  description: z.string(),
  original_filename: z.string().nullable(),
  external_id: z.string().nullable(),
  /** Storage key of the hq JPEG (photos); null for videos. */
  path: z.string().nullable(),
  /** Public URL of the hq JPEG, or the YouTube link of a video. */
  url: z.string().nullable(),
  /** Storage key of the thumbnail JPEG (photos) or the YouTube thumbnail URL (videos). */
  thumbnail: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  sizes: MediaSizesSchema.nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  size: z.number().int().nullable(),
  aspect_ratio: z.number().nullable(),
  sort_order: z.number().int(),
  featured: z.boolean(),
  top: z.boolean(),
  visibility: z.enum(MEDIA_VISIBILITY),
  likes_count: z.number().int(),
  services: z.array(z.number().int()),
  trashed_at: z.string().nullable(),
  created_at: z.string(),
});
export type MediaOut = z.infer<typeof MediaOutSchema>;

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
