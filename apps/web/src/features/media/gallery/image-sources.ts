/** srcset / sizes helpers for the media sizes the CDN stores (thumbnail, md, hq; JPEG and WebP). */
import type { GalleryMedia, LooseSizes } from '../media-types';

const SIZE_NAMES = ['thumbnail', 'md', 'hq'] as const;
export type SizeName = (typeof SIZE_NAMES)[number];
/** Widths of the CDN sizes when the API does not send them (lib/images: 320 / 960 / 1920). */
export const DEFAULT_SIZE_WIDTHS: Record<SizeName, number> = { thumbnail: 320, md: 960, hq: 1920 };

/** `sizes` attribute for a masonry column of ~300 px (one full-width column on phones). */
export const MASONRY_SIZES = '(max-width: 640px) 100vw, 320px';

export function widthOf(sizes: Pick<LooseSizes, 'widths'>, name: SizeName): number {
  return sizes.widths?.[name] ?? DEFAULT_SIZE_WIDTHS[name];
}

/** 'a-thumbnail.jpg 320w, a-md.jpg 960w, a-hq.jpg 1920w' (WebP with `webp`); undefined when empty. */
export function buildSrcSet(sizes: LooseSizes | null | undefined, webp = false): string | undefined {
  if (!sizes) return undefined;
  const source = webp ? sizes.webp : sizes;
  if (!source) return undefined;
  const seen = new Set<number>();
  const parts: string[] = [];
  for (const name of SIZE_NAMES) {
    const url = source[name];
    const width = widthOf(sizes, name);
    if (url && !seen.has(width)) {
      seen.add(width);
      parts.push(`${url} ${width}w`);
    }
  }
  return parts.length ? parts.join(', ') : undefined;
}

/** The URL of `preferred`, else the nearest other size, else the item's own URL. */
export function pickSize(item: Pick<GalleryMedia, 'sizes' | 'url'> & { thumbnail_url?: string | null }, preferred: SizeName): string | null {
  const order: SizeName[] = preferred === 'thumbnail' ? ['thumbnail', 'md', 'hq'] : preferred === 'md' ? ['md', 'hq', 'thumbnail'] : ['hq', 'md', 'thumbnail'];
  for (const name of order) {
    const url = item.sizes?.[name];
    if (url) return url;
  }
  return item.thumbnail_url ?? item.url ?? null;
}

/** Width / height for the layout: the item's ratio, 16:9 for videos, square when unknown. */
export function aspectRatioOf(item: Pick<GalleryMedia, 'aspect_ratio' | 'width' | 'height' | 'media_type'>): number {
  if (item.aspect_ratio && item.aspect_ratio > 0) return item.aspect_ratio;
  if (item.width && item.height) return item.width / item.height;
  return item.media_type === 'video' ? 16 / 9 : 1;
}
