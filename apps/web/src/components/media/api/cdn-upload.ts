/**
 * POST /api/v1/cdn/upload/media with upload progress. fetch() has no upload progress, so this is
 * an XMLHttpRequest sending multipart/form-data (path, mime_type and the bytes as the `data` file
 * part, which the CDN reads like the base64 `data` field of SPEC §7, without the 33 % overhead).
 * The bearer token is attached; a 401 refreshes the session once and retries, like the API client.
 */
import { getAccessToken } from '../../../lib/auth-token';
import { API_BASE_URL, ApiError, shouldRetryAfterUnauthorized } from '../../../lib/api-client';
import type { ApiErrorData } from '../../../lib/api-client';
import type { UploadedImage } from '../media-types';

/** CDN folders: album photos 'media/{albumId}', logos 'logotipos', avatars 'avatars'… */
export type MediaFolder = string;

export interface CdnUploadOptions {
  /** 0–100 while the bytes are sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

interface Sent {
  status: number;
  body: unknown;
  token: string | null;
}

function send(form: FormData, options: CdnUploadOptions): Promise<Sent> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException('Subida cancelada', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const token = getAccessToken();
    xhr.open('POST', `${API_BASE_URL}/cdn/upload/media`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = { error: xhr.responseText };
      }
      resolve({ status: xhr.status, body, token });
    };
    xhr.onerror = () => reject(new ApiError(0, {}));
    xhr.onabort = () => reject(new DOMException('Subida cancelada', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

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
  options.onProgress?.(0);
  let result = await send(form, options);
  if (result.status === 401 && (await shouldRetryAfterUnauthorized(result.token))) {
    result = await send(form, options);
  }
  if (result.status < 200 || result.status >= 300) {
    const body = result.body && typeof result.body === 'object' ? (result.body as ApiErrorData) : {};
    throw new ApiError(result.status, body);
  }
  options.onProgress?.(100);
  const envelope = (result.body ?? {}) as { data?: UploadedImage; id?: number; url?: string };
  return envelope.data ?? ({ id: envelope.id, url: envelope.url } as UploadedImage);
}
