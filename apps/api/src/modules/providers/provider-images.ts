// Turns stored image rows (uploads, media) into API objects with public URLs of every size.
import type { ImageSizesJson } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import type { ImageOut } from '@eventos/domain';
import { keyUrl } from '../media';

export interface StoredImage {
  id: number | null;
  path: string;
  thumbnail?: string | null;
  sizes: ImageSizesJson | null;
  width: number | null;
  height: number | null;
  aspect_ratio: number | null;
}

/** Public URL of a storage key; absolute URLs (external images) pass through: the media module's keyUrl. */
export const publicUrl = keyUrl;

/** Keys of the sizes → URLs, keeping the shape `{ thumbnail, md, hq, webp: { … } }`. */
export function sizeUrls(storage: Storage, sizes: ImageSizesJson | null | undefined): Record<string, unknown> | null {
  if (!sizes) return null;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(sizes)) {
    if (typeof value === 'string') out[name] = publicUrl(storage, value);
    else if (name === 'webp' && value && typeof value === 'object') {
      out.webp = Object.fromEntries(
        Object.entries(value as Record<string, string>).map(([k, v]) => [k, publicUrl(storage, v)]),
      );
    } else out[name] = value;
  }
  return out;
}

export function toImageOut(storage: Storage, image: StoredImage): ImageOut {
  const thumbnail = image.thumbnail ?? image.sizes?.thumbnail ?? null;
  return {
    id: image.id,
    path: image.path,
    url: publicUrl(storage, image.path) ?? image.path,
    thumbnail,
    thumbnail_url: publicUrl(storage, thumbnail),
    sizes: sizeUrls(storage, image.sizes),
    width: image.width,
    height: image.height,
    aspect_ratio: image.aspect_ratio,
  };
}

/** Best URL to share an image (hq JPEG first): for og:image and JSON-LD. */
export function shareImageUrl(image: ImageOut | null | undefined): string | null {
  if (!image) return null;
  const hq = image.sizes?.hq;
  return typeof hq === 'string' ? hq : image.url;
}
