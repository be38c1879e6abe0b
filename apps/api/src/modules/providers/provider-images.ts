// Turns stored image rows (uploads, media) into API objects with public URLs of every size.
import type { ImageSizesJson } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import type { ImageOut } from '@eventos/domain';
import { keyUrl, photoSizes } from '../media';

export interface StoredImage {
  id: number | null;
  path: string;
  thumbnail?: string | null;
  sizes: ImageSizesJson | null;
  width: number | null;
  height: number | null;
  aspect_ratio: number | null;
}

export function toImageOut(storage: Storage, image: StoredImage): ImageOut {
  const thumbnail = image.thumbnail ?? image.sizes?.thumbnail ?? null;
  return {
    id: image.id,
    path: image.path,
    url: keyUrl(storage, image.path) ?? image.path,
    thumbnail,
    thumbnail_url: keyUrl(storage, thumbnail),
    // The URLs of every size, as a media item's (JPEG, WebP under `webp`, pixel widths).
    sizes: photoSizes(storage, image.sizes ?? null),
    width: image.width,
    height: image.height,
    aspect_ratio: image.aspect_ratio,
  };
}

/** Best URL to share an image (hq JPEG first): for og:image and JSON-LD. */
export function shareImageUrl(image: ImageOut | null | undefined): string | null {
  if (!image) return null;
  return image.sizes?.hq || image.url;
}
