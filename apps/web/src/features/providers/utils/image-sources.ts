/** Image helpers of provider images (logo, covers) over the CDN sizes (thumbnail, md, hq; JPEG and WebP). */
import type { ImageSizeSet } from '../../../components/images/image-sources';

const SIZE_NAMES = ['thumbnail', 'md', 'hq'] as const;

/** 'a-thumbnail.jpg 320w, a-md.jpg 960w, a-hq.jpg 1920w' (WebP with `webp`): the gallery's helper. */
export { buildSrcSet } from '../../media';

/** Best single URL for `preferred` size, falling back to the others. */
export function pickSize(
  sizes: ImageSizeSet | null | undefined,
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
