/**
 * POST /api/v1/cdn/upload/media with upload progress. fetch() has no upload progress, so this is
 * an XMLHttpRequest sending multipart/form-data (path, mime_type and the bytes as the `data` file
 * part, which the CDN reads like the base64 `data` field of SPEC §7, without the 33 % overhead).
 * (lib/upload-with-progress: bearer token, one refresh and retry on a 401.)
 */
import { postWithProgress } from '../../../lib/upload-with-progress';
import type { UploadProgressOptions } from '../../../lib/upload-with-progress';
import type { UploadedImage } from '../media-types';

/** CDN folders: album photos 'media/{albumId}', logos 'logotipos', avatars 'avatars'… */
export type MediaFolder = string;

export type CdnUploadOptions = UploadProgressOptions;

/** Uploads an image to a CDN folder; resolves the stored image (id, url, path, sizes…). */
export async function uploadToCdn(
  blob: Blob,
  folder: MediaFolder,
  filename: string,
  options: CdnUploadOptions = {},
): Promise<UploadedImage> {
  const form = new FormData();
  form.append('path', folder);
  form.append('mime_type', blob.type || 'image/jpeg');
  form.append('data', blob, filename);
  const body = await postWithProgress('/cdn/upload/media', form, options);
  const envelope = (body ?? {}) as { data?: UploadedImage; id?: number; url?: string };
  return envelope.data ?? ({ id: envelope.id, url: envelope.url } as UploadedImage);
}
