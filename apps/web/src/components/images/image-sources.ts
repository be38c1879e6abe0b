import type { ImageUrls } from '../../features/search';

/** Pixel widths of the stored sizes when the API does not send them (lib/images.ts media sizes). */
const DEFAULT_WIDTHS = { thumbnail: 320, md: 960, hq: 1920 } as const;
const NAMES = ['thumbnail', 'md', 'hq'] as const;

export interface ImageSources {
  src: string;
  /** JPEG sizes for `srcset` ('… 320w, … 960w'); empty when only one URL is known. */
  srcSet: string;
  /** WebP sizes for a <source type="image/webp">, or ''. */
  webpSrcSet: string;
}

function srcSetOf(urls: Partial<Record<(typeof NAMES)[number], string | undefined>> | undefined, widths: Record<string, number>) {
  return NAMES.flatMap((name) => (urls?.[name] ? [`${urls[name]} ${widths[name]}w`] : [])).join(', ');
}

/** src, srcset and WebP srcset of an image (`preferred` size as the fallback src). */
export function imageSources(image: ImageUrls | null | undefined, preferred: 'thumbnail' | 'md' | 'hq' = 'md'): ImageSources | null {
  if (!image) return null;
  const sizes = image.sizes ?? undefined;
  const src = sizes?.[preferred] ?? sizes?.md ?? image.url ?? image.thumbnail_url ?? null;
  if (!src) return null;
  const widths = sizes?.widths ?? DEFAULT_WIDTHS;
  return { src, srcSet: srcSetOf(sizes, widths), webpSrcSet: srcSetOf(sizes?.webp, widths) };
}
