/**
 * One picked file, judged from its bytes (pure): a real PNG/JPEG, at least 600 × 400 (400 × 600
 * when vertical), and how it will be prepared (resize, JPEG re-encoding).
 */
import { MESSAGES } from '@eventos/domain';
import { orientedSize, readImageHeader } from './image-header';
import type { HeaderMime } from './image-header';
import { checkPhotoSize } from './photo-rules';
import { planPhoto } from './resize-decision';
import type { PhotoPlan } from './resize-decision';

export type PhotoInspection =
  | { ok: true; mime: HeaderMime; width: number; height: number; plan: PhotoPlan }
  | { ok: false; error: string };

export function inspectPhoto(bytes: Uint8Array): PhotoInspection {
  const header = readImageHeader(bytes);
  // A renamed or corrupt file: the same message as a wrong extension.
  if (!header) return { ok: false, error: MESSAGES['media.photo.type'] };
  const { width, height } = orientedSize(header);
  const error = checkPhotoSize(width, height);
  if (error) return { ok: false, error };
  return { ok: true, mime: header.mime, width, height, plan: planPhoto(width, height, header.mime) };
}
