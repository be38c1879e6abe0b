/**
 * Photo picking rules (SPEC §5 "Photo picking"): how many, which files, minimum size, resize.
 * Each validator returns the Spanish message, or null when the photo is fine.
 */
import {
  MAX_PHOTOS_DEFAULT,
  MIN_PHOTO_HEIGHT,
  MIN_PHOTO_WIDTH,
  PHOTO_RESIZE_LONG_SIDE,
  VIDEO_DESCRIPTION_MAX_LENGTH,
} from '../constants';
import { t } from '../messages/format-message';

/** `accept` attribute of the photo input. */
export const PHOTO_EXTENSIONS = ['.png', '.jpg', '.jpeg'] as const;
export const PHOTO_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
export const PHOTO_ACCEPT = PHOTO_EXTENSIONS.join(',');

/** Error when `current + adding` photos would exceed `max` (default 5). */
export function validatePhotoCount(
  current: number,
  adding: number,
  max: number = MAX_PHOTOS_DEFAULT,
): string | null {
  return current + adding > max ? t('media.photos.max', { max }) : null;
}

/** Picking is allowed only when the picker is pickable and below the maximum. */
export function canPickPhotos(pickable: boolean, current: number, max: number = MAX_PHOTOS_DEFAULT): boolean {
  return pickable && current < max;
}

/**
 * Minimum size: 600 × 400 for horizontal photos (width ≥ height), 400 × 600 for vertical ones.
 * The width is checked first.
 */
export function validatePhotoDimensions(width: number, height: number): string | null {
  if (width >= height) {
    if (width < MIN_PHOTO_WIDTH) return t('media.photo.minWidthHorizontal', { n: MIN_PHOTO_WIDTH });
    if (height < MIN_PHOTO_HEIGHT) return t('media.photo.minHeightHorizontal', { n: MIN_PHOTO_HEIGHT });
    return null;
  }
  if (width < MIN_PHOTO_HEIGHT) return t('media.photo.minWidthVertical', { n: MIN_PHOTO_HEIGHT });
  if (height < MIN_PHOTO_WIDTH) return t('media.photo.minHeightVertical', { n: MIN_PHOTO_WIDTH });
  return null;
}

/** Size after resizing: long side at most 1920 px, aspect ratio kept, never enlarged. */
export function resizeTarget(width: number, height: number): { width: number; height: number } {
  const longSide = Math.max(width, height);
  if (longSide <= PHOTO_RESIZE_LONG_SIDE || longSide <= 0) return { width, height };
  const scale = PHOTO_RESIZE_LONG_SIDE / longSide;
  return {
    width: width >= height ? PHOTO_RESIZE_LONG_SIDE : Math.max(1, Math.round(width * scale)),
    height: height > width ? PHOTO_RESIZE_LONG_SIDE : Math.max(1, Math.round(height * scale)),
  };
}

/** Photos are re-encoded as JPEG only when larger than the resize limit. */
export function shouldReencodePhoto(width: number, height: number): boolean {
  return Math.max(width, height) > PHOTO_RESIZE_LONG_SIDE;
}

/**
 * True for .png, .jpg and .jpeg files (extension case ignored). When the browser gives a MIME
 * type it must be image/png or image/jpeg; an empty type is judged by the extension alone.
 */
export function isAcceptedPhotoFile(name: string, type = ''): boolean {
  const lower = name.trim().toLowerCase();
  const extensionOk = PHOTO_EXTENSIONS.some((ext) => lower.endsWith(ext) && lower.length > ext.length);
  const mime = type.trim().toLowerCase();
  return extensionOk && (mime === '' || (PHOTO_MIME_TYPES as readonly string[]).includes(mime));
}

/** Video descriptions are cut to 500 characters on save (SPEC §5). */
export function truncateVideoDescription(description: string | null | undefined): string {
  return Array.from((description ?? '').trim())
    .slice(0, VIDEO_DESCRIPTION_MAX_LENGTH)
    .join('');
}
