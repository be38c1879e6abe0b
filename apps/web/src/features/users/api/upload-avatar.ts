/**
 * POST /api/v1/cdn/upload/media with path 'avatars' (SPEC §7: path, mime_type, data base64 →
 * id, url), with upload progress (lib/upload-with-progress: bearer token, one refresh and retry
 * on a 401, a time-out).
 */
import { postWithProgress } from '../../../lib/upload-with-progress';

export const AVATAR_UPLOAD_PATH = 'avatars';

export interface UploadedImage {
  id: number | string;
  url: string;
}

export interface AvatarUploadInput {
  mimeType: 'image/png' | 'image/jpeg';
  /** Base64 (a data URL is accepted too). */
  data: string;
}

/** Uploads the avatar; `onProgress` gets 0…1. Rejects with ApiError { status, data }. */
export async function uploadAvatar(
  input: AvatarUploadInput,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  const body = JSON.stringify({ path: AVATAR_UPLOAD_PATH, mime_type: input.mimeType, data: input.data });
  const answer = await postWithProgress('/cdn/upload/media', body, { onProgress: (percent) => onProgress(percent / 100), signal });
  const data = (answer ?? {}) as Record<string, unknown>;
  return { id: data.id as UploadedImage['id'], url: String(data.url ?? '') };
}
