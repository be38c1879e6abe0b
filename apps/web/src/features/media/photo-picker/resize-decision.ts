/**
 * How a picked photo is prepared before the upload (SPEC §5: "resized to 1920 px on the long side
 * at high quality; re-encoded as JPEG only if larger"), as pure decisions on sizes:
 * - a photo whose long side exceeds 1920 px is drawn at the resize target and encoded as JPEG;
 * - a PNG within the limit is also tried as JPEG (photos are far lighter as JPEG);
 * - a JPEG within the limit is sent as it is (no second lossy pass);
 * - the JPEG is kept only if it is smaller than the original file; otherwise the original goes
 *   (the CDN resizes it anyway).
 */
import { resizeTarget, shouldReencodePhoto } from '@eventos/domain';

/** canvas.toBlob quality: high, visually lossless for photos. */
export const JPEG_QUALITY = 0.92;
export const JPEG_MIME = 'image/jpeg';

export interface PhotoPlan {
  /** Output dimensions (the original ones when no resize is needed). */
  width: number;
  height: number;
  /** The long side is over 1920 px. */
  resize: boolean;
  /** Draw on a canvas and encode as JPEG, then compare sizes. */
  encode: boolean;
}

export function planPhoto(width: number, height: number, mimeType: string): PhotoPlan {
  const resize = shouldReencodePhoto(width, height);
  const target = resizeTarget(width, height);
  const isPng = mimeType.toLowerCase() === 'image/png';
  return { ...target, resize, encode: resize || isPng };
}

/** Keep the re-encoded JPEG only when it is smaller than the original file. */
export function keepEncoded(originalBytes: number, encodedBytes: number | null | undefined): boolean {
  return typeof encodedBytes === 'number' && encodedBytes > 0 && encodedBytes < originalBytes;
}

/** 'boda.PNG' → 'boda.jpg' once re-encoded; unchanged otherwise. */
export function outputFilename(name: string, encoded: boolean): string {
  if (!encoded) return name;
  const base = name.replace(/\.[^.]*$/, '') || 'foto';
  return `${base}.jpg`;
}
