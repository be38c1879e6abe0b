/** srcset helpers for the image sizes the CDN stores (thumbnail, md, hq; JPEG and WebP). */
import type { ImageSizes } from '../types';

const DEFAULT_WIDTHS = { thumbnail: 320, md: 960, hq: 1920 } as const;
const SIZE_NAMES = ['thumbnail', 'md', 'hq'] as const;

function widthOf(sizes: ImageSizes, name: (typeof SIZE_NAMES)[number]): number {
  return sizes.widths?.[name] ?? DEFAULT_WIDTHS[name];
}

/** 'a-thumbnail.jpg 320w, a-md.jpg 960w, a-hq.jpg 1200w' for JPEG, or WebP with `webp`. */
export function buildSrcSet(sizes: ImageSizes | null | undefined, webp = false): string | undefined {
  if (!sizes) return undefined;
  const source = webp ? sizes.webp : sizes;
  if (!source) return undefined;
  const seen = new Set<number>();
  const parts: string[] = [];
  for (const name of SIZE_NAMES) {
    const url = source[name];
    const width = widthOf(sizes, name);
    if (typeof url === 'string' && url && !seen.has(width)) {
      seen.add(width);
      parts.push(`${url} ${width}w`);
    }
  }
  return parts.length ? parts.join(', ') : undefined;
}

/** Best single URL for `preferred` size, falling back to the others. */
export function pickSize(
  sizes: ImageSizes | null | undefined,
  preferred: (typeof SIZE_NAMES)[number],
  fallback?: string | null,
): string | undefined {
  const order = [preferred, ...SIZE_NAMES.filter((n) => n !== preferred)];
  for (const name of order) {
    const url = sizes?.[name];
    if (typeof url === 'string' && url) return url;
  }
  return fallback ?? undefined;
}
