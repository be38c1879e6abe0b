/**
 * POST /api/v1/cdn/upload/media with upload progress (XMLHttpRequest: fetch has no upload
 * progress). Folders: 'logotipos' (logos), 'testimonials', 'media/{albumId}' (album photos).
 * The bearer token is attached; a 401 refreshes the session once and retries (same rule as the
 * API client).
 */
import { getAccessToken } from '../../../lib/auth-token';
import { API_BASE_URL, ApiError, shouldRetryAfterUnauthorized } from '../../../lib/api-client';
import type { ApiErrorData } from '../../../lib/api-client';
import type { ImageSizes } from '../types';

export type UploadFolder = 'logotipos' | 'testimonials' | `media/${number}`;

export interface UploadedImage {
  id: number;
  url: string;
  path: string;
  thumbnail: string;
  sizes: ImageSizes | null;
  width: number;
  height: number;
  aspect_ratio: number;
}

export interface UploadOptions {
  /** 0–100 while the bytes are sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** The file as base64 (without the `data:…;base64,` prefix). */
export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = String(reader.result ?? '');
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(new Error('No se pudo leer el archivo.'));
    reader.readAsDataURL(file);
  });
}

interface Sent {
  status: number;
  body: unknown;
  token: string | null;
}

function send(payload: string, options: UploadOptions): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const token = getAccessToken();
    xhr.open('POST', `${API_BASE_URL}/cdn/upload/media`);
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
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
    xhr.send(payload);
  });
}

/** Uploads an image file to `folder`; resolves the stored image (id, url, sizes…). */
export async function uploadImage(file: File, folder: UploadFolder, options: UploadOptions = {}) {
  const data = await readFileAsBase64(file);
  const payload = JSON.stringify({ path: folder, mime_type: file.type, data });
  options.onProgress?.(0);
  let result = await send(payload, options);
  if (result.status === 401 && (await shouldRetryAfterUnauthorized(result.token))) {
    result = await send(payload, options);
  }
  if (result.status < 200 || result.status >= 300) {
    const body = result.body && typeof result.body === 'object' ? (result.body as ApiErrorData) : {};
    throw new ApiError(result.status, body);
  }
  options.onProgress?.(100);
  const envelope = result.body as { data?: UploadedImage; id?: number; url?: string };
  if (envelope.data) return envelope.data;
  return { id: envelope.id, url: envelope.url } as UploadedImage;
}
