/**
 * What the video player plays (SPEC §2): a YouTube video by id or by link, or a direct mp4 file;
 * and the YouTube thumbnail for each size (SPEC §9: sm→mq, md→hq, lg→sd, xl→maxres).
 */
import { VIDEO_QUALITY_BY_SIZE, isYouTubeId, parseYouTubeId, youtubeThumbnailUrl } from '@eventos/domain';
import type { VideoThumbnailSize } from '@eventos/domain';

export type VideoSource = { kind: 'youtube'; id: string } | { kind: 'mp4'; url: string };

const MP4 = /\.mp4(?:$|[?#])/i;

export function resolveVideoSource(input: { id?: string | null; url?: string | null }): VideoSource | null {
  const id = input.id?.trim();
  if (id && isYouTubeId(id)) return { kind: 'youtube', id };
  const url = input.url?.trim();
  if (!url) return null;
  const parsed = parseYouTubeId(url);
  if (parsed) return { kind: 'youtube', id: parsed };
  if (MP4.test(url) && (/^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url))) return { kind: 'mp4', url };
  return null;
}

/** Privacy-enhanced embed (no cookies until the visitor plays). */
export function youtubeNoCookieEmbedUrl(id: string, autoplay = true): string {
  const params = new URLSearchParams({ rel: '0', modestbranding: '1', playsinline: '1' });
  if (autoplay) params.set('autoplay', '1');
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?${params.toString()}`;
}

/** Pixel width of each YouTube thumbnail quality. */
export const VIDEO_THUMBNAIL_WIDTHS: Record<VideoThumbnailSize, number> = { sm: 320, md: 480, lg: 640, xl: 1280 };

export function videoThumbnail(id: string, size: VideoThumbnailSize = 'md'): string {
  return youtubeThumbnailUrl(id, size);
}

/** 'https://i.ytimg.com/vi/ID/mqdefault.jpg 320w, …' over the sizes up to `largest`. */
export function videoThumbnailSrcSet(id: string, largest: VideoThumbnailSize = 'lg'): string {
  const order = Object.keys(VIDEO_QUALITY_BY_SIZE) as VideoThumbnailSize[];
  return order
    .slice(0, order.indexOf(largest) + 1)
    .map((size) => `${youtubeThumbnailUrl(id, size)} ${VIDEO_THUMBNAIL_WIDTHS[size]}w`)
    .join(', ');
}
