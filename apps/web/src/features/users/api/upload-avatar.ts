/**
 * POST /api/v1/cdn/upload/media with path 'avatars' (SPEC §7: path, mime_type, data base64 →
 * id, url). XMLHttpRequest rather than fetch, for the upload progress (`upload.onprogress`).
 * Same rules as the API client: bearer token, and on a 401 one refresh and one retry.
 */
import { API_BASE_URL, ApiError, shouldRetryAfterUnauthorized } from '../../../lib/api-client';
import type { ApiErrorData } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/auth-token';

export const AVATAR_UPLOAD_PATH = 'avatars';
const UPLOAD_TIMEOUT_MS = 120_000;

export interface UploadedImage {
  id: number | string;
  url: string;
}

export interface AvatarUploadInput {
  mimeType: 'image/png' | 'image/jpeg';
  /** Base64 (a data URL is accepted too). */
  data: string;
}

interface Sent {
  status: number;
  data: unknown;
  token: string | null;
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { error: text };
  }
}

function send(body: string, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const token = getAccessToken();
    xhr.open('POST', `${API_BASE_URL}/cdn/upload/media`);
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, data: parse(xhr.responseText), token });
    xhr.onerror = () => reject(new ApiError(0, {}));
    xhr.ontimeout = () => reject(new ApiError(0, {}));
    xhr.onabort = () => reject(new DOMException('Subida cancelada', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** Uploads the avatar; `onProgress` gets 0…1. Rejects with ApiError { status, data }. */
export async function uploadAvatar(
  input: AvatarUploadInput,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  const body = JSON.stringify({ path: AVATAR_UPLOAD_PATH, mime_type: input.mimeType, data: input.data });
  let result = await send(body, onProgress, signal);
  if (result.status === 401 && (await shouldRetryAfterUnauthorized(result.token))) {
    onProgress(0);
    result = await send(body, onProgress, signal);
  }
  const data = (result.data ?? {}) as Record<string, unknown>;
  if (result.status < 200 || result.status >= 300) throw new ApiError(result.status, data as ApiErrorData);
  return { id: data.id as UploadedImage['id'], url: String(data.url ?? '') };
}
