/**
 * POST /api/v1/cdn/upload/media with path 'avatars' (SPEC §7: path, mime_type, data → id, url):
 * the picked file goes as the multipart `data` part through media's `uploadToCdn`, so its bytes
 * reach the server's image pipeline as they are (no base64 in the browser nor on the server), with
 * upload progress (lib/upload-with-progress: bearer token, one refresh and retry on a 401, a
 * time-out).
 */
import { uploadToCdn } from '../../media';
import type { UploadedImage } from '../../media';

export const AVATAR_UPLOAD_PATH = 'avatars';

export interface AvatarUploadInput {
  file: Blob;
  /** The file's name (its extension tells png from jpeg when the browser gives no type). */
  filename: string;
  mimeType: 'image/png' | 'image/jpeg';
}

/** Uploads the avatar; `onProgress` gets 0…1. Rejects with ApiError { status, data }. */
export function uploadAvatar(
  { file, filename, mimeType }: AvatarUploadInput,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  return uploadToCdn(file.slice(0, file.size, mimeType), AVATAR_UPLOAD_PATH, filename, {
    onProgress: (percent) => onProgress(percent / 100),
    signal,
  });
}
