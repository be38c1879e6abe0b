/**
 * Uploading one photo (SPEC §4): first to the CDN (`media/{albumId}` with upload progress), then
 * its registration in the album (POST albums/{albumId}/media), which returns the saved media. A
 * folder without an album (e.g. 'logotipos') stops after the CDN. Without a numeric album id it
 * fails with "Album no definido". A failed registration needs no clean-up (the API removes the
 * upload).
 */
import { registerMedia } from '../api/albums-api';
import { uploadToCdn } from '../api/cdn-upload';
import type { MediaItem, UploadedImage } from '../media-types';
import { needsAlbumRegistration, requireAlbumId, resolveMediaFolder } from './photo-rules';

/** Share of the progress bar for the CDN upload; the registration completes it. */
const CDN_SHARE = 90;

export interface UploadPhotoInput {
  blob: Blob;
  filename: string;
  width: number | null;
  height: number | null;
}

export interface UploadPhotoOptions {
  albumId: unknown;
  mediaPath?: string | null;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export interface UploadPhotoResult {
  media: MediaItem | null;
  upload: UploadedImage;
}

export async function uploadPhoto(photo: UploadPhotoInput, options: UploadPhotoOptions): Promise<UploadPhotoResult> {
  const folder = resolveMediaFolder(options.albumId, options.mediaPath);
  const register = needsAlbumRegistration(folder);
  const albumId = register ? requireAlbumId(options.albumId) : null;
  const upload = await uploadToCdn(photo.blob, folder as string, photo.filename, {
    signal: options.signal,
    onProgress: (percent) => options.onProgress?.((percent * (register ? CDN_SHARE : 100)) / 100),
  });
  if (albumId === null) return { media: null, upload };
  const media = await registerMedia(
    albumId,
    {
      album_id: albumId,
      mime_type: upload.mime_type || photo.blob.type || 'image/jpeg',
      filename: photo.filename,
      original_filename: photo.filename,
      path: upload.path,
      seo_filename: '',
      description: '',
      ...(photo.width ? { width: photo.width } : {}),
      ...(photo.height ? { height: photo.height } : {}),
      size: photo.blob.size,
    },
    options.signal,
  );
  options.onProgress?.(100);
  return { media, upload };
}
