/**
 * src / srcset of an image over the CDN sizes (thumbnail, md, hq; JPEG and WebP), for any image
 * the API sends (a search card's cover and logo, a provider site's covers, a gallery photo).
 */

import type { MediaSizes } from '@eventos/domain';

/** The sizes object of an image as the API sends it (the domain's MediaSizes, lib/images.ts media sizes). */
export type ImageSizeSet = Loose<MediaSizes>;

/** Every field optional and nullable, nested objects too: what older rows and other endpoints send. */
type Loose<T> = { [K in keyof T]?: (NonNullable<T[K]> extends object ? Loose<NonNullable<T[K]>> : T[K]) | null };

/** An image with its stored sizes; `url` (and `thumbnail_url`) when only one file is known. */
export interface ResponsiveImageData {
  url?: string | null;
  thumbnail_url?: string | null;
  sizes: ImageSizeSet | null | undefined;
  width?: number | null;
  height?: number | null;
  aspect_ratio?: number | null;
}

export type ImageSizeName = 'thumbnail' | 'md' | 'hq';

/** Pixel widths of the stored sizes when the API does not send them (lib/images.ts media sizes). */
const DEFAULT_WIDTHS: Record<ImageSizeName, number> = { thumbnail: 320, md: 960, hq: 1920 };
const NAMES: readonly ImageSizeName[] = ['thumbnail', 'md', 'hq'];

export interface ImageSources {
  src: string;
  /** JPEG sizes for `srcset` ('… 320w, … 960w'); empty when only one URL is known. */
  srcSet: string;
  /** WebP sizes for a <source type="image/webp">, or ''. */
  webpSrcSet: string;
}

function srcSetOf(urls: Partial<Record<ImageSizeName, string | null | undefined>> | null | undefined, sizes: ImageSizeSet): string {
  const seen = new Set<number>();
  const parts: string[] = [];
  for (const name of NAMES) {
    const url = urls?.[name];
    const width = sizes.widths?.[name] ?? DEFAULT_WIDTHS[name];
    if (url && !seen.has(width)) {
      seen.add(width);
      parts.push(`${url} ${width}w`);
    }
  }
  return parts.join(', ');
}

/** src, srcset and WebP srcset of an image (`preferred` size as the fallback src); null without any URL. */
export function imageSources(image: ResponsiveImageData | null | undefined, preferred: ImageSizeName = 'md'): ImageSources | null {
  if (!image) return null;
  const sizes = image.sizes ?? undefined;
  const order = [preferred, ...NAMES.filter((n) => n !== preferred)];
  const sized = order.map((name) => sizes?.[name]).find((url): url is string => typeof url === 'string' && url !== '');
  const src = sized ?? image.url ?? image.thumbnail_url ?? null;
  if (!src) return null;
  return { src, srcSet: sizes ? srcSetOf(sizes, sizes) : '', webpSrcSet: sizes ? srcSetOf(sizes.webp, sizes) : '' };
}
