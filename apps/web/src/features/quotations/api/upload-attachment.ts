/**
 * POST /api/v1/cdn/upload/pdf (multipart: path, file) with upload progress: fetch has none, so
 * XMLHttpRequest. The bearer token is attached; a 401 refreshes the session once and retries.
 * The API sniffs the content (415 wrong type, 413 too large) and answers { data: { id, url, … } }.
 */
import { getAccessToken } from '../../../lib/auth-token';
import { API_BASE_URL, ApiError, shouldRetryAfterUnauthorized } from '../../../lib/api-client';
import type { ApiErrorData } from '../../../lib/api-client';

/** Folder of quotation attachments (the API accepts files, quotations, attachments, documents). */
export const ATTACHMENT_FOLDER = 'quotations';

export interface UploadedAttachment {
  id: number;
  url: string;
  path: string;
  filename: string;
  mime_type: string;
  size: number;
}

export interface UploadAttachmentOptions {
  /** 0–100 while the bytes are sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

interface Sent {
  status: number;
  body: unknown;
  token: string | null;
}

function send(file: File, options: UploadAttachmentOptions): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('path', ATTACHMENT_FOLDER);
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    const token = getAccessToken();
    xhr.open('POST', `${API_BASE_URL}/cdn/upload/pdf`);
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
    xhr.send(form);
  });
}

/** Uploads a PDF/Excel/Word file; resolves the stored file (id, url, filename…). */
export async function uploadAttachment(
  file: File,
  options: UploadAttachmentOptions = {},
): Promise<UploadedAttachment> {
  options.onProgress?.(0);
  let result = await send(file, options);
  if (result.status === 401 && (await shouldRetryAfterUnauthorized(result.token))) {
    result = await send(file, options);
  }
  if (result.status < 200 || result.status >= 300) {
    const body = result.body && typeof result.body === 'object' ? (result.body as ApiErrorData) : {};
    throw new ApiError(result.status, body);
  }
  options.onProgress?.(100);
  const envelope = result.body as { data?: UploadedAttachment };
  if (!envelope?.data) throw new ApiError(500, {});
  return envelope.data;
}
