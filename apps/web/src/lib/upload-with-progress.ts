/**
 * POST to our API with upload progress. fetch() reports no upload progress, so this is an
 * XMLHttpRequest, with the API client's rules: bearer token, and on a 401 one session refresh and
 * one retry. Resolves the parsed JSON body of a 2xx; rejects with ApiError (status 0 for a network
 * failure or time-out) or an AbortError DOMException when `signal` aborts.
 */
import { API_BASE_URL, ApiError, shouldRetryAfterUnauthorized } from './api-client';
import type { ApiErrorData } from './api-client';
import { getAccessToken } from './auth-token';

/** An upload that sends nothing for this long fails (slow phone networks still finish). */
export const UPLOAD_TIMEOUT_MS = 120_000;

export interface UploadProgressOptions {
  /** 0–100 while the bytes are sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

interface Sent {
  status: number;
  body: unknown;
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

function send(path: string, body: FormData | string, options: UploadProgressOptions): Promise<Sent> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException('Subida cancelada', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const token = getAccessToken();
    xhr.open('POST', `${API_BASE_URL}${path}`);
    if (typeof body === 'string') xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr.responseText), token });
    xhr.onerror = () => reject(new ApiError(0, {}));
    xhr.ontimeout = () => reject(new ApiError(0, {}));
    xhr.onabort = () => reject(new DOMException('Subida cancelada', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** POST `body` (multipart, or a JSON string) to API_BASE_URL + `path`; the parsed 2xx body. */
export async function postWithProgress(
  path: string,
  body: FormData | string,
  options: UploadProgressOptions = {},
): Promise<unknown> {
  options.onProgress?.(0);
  let result = await send(path, body, options);
  if (result.status === 401 && (await shouldRetryAfterUnauthorized(result.token))) {
    options.onProgress?.(0);
    result = await send(path, body, options);
  }
  if (result.status < 200 || result.status >= 300) {
    throw new ApiError(
      result.status,
      result.body && typeof result.body === 'object' ? (result.body as ApiErrorData) : {},
    );
  }
  options.onProgress?.(100);
  return result.body;
}
