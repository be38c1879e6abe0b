/**
 * Attachments of a message through the CDN: images with POST cdn/upload/media (folder mensajes,
 * png/jpeg/webp, resized by the API) and documents with POST cdn/upload/pdf (pdf, excel, word, at
 * most 1024 KB — SPEC §5). Resolves the `attachment` of the message body.
 */
import { FILE_MAX_SIZE_KB, validateFileInput, type UploadedFile } from '@eventos/domain';
import { ApiError } from '../../../lib/api-client';
import { postWithProgress, type UploadProgressOptions } from '../../../lib/upload-with-progress';

export const MESSAGE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const MESSAGE_FILE_ACCEPT = '.png,.jpg,.jpeg,.webp,.pdf,.xls,.xlsx,.doc,.docx';

export const isMessageImage = (file: File) => MESSAGE_IMAGE_TYPES.includes(file.type);

/** Why the file can't be attached, or null. */
export function messageFileError(file: File): string | null {
  if (isMessageImage(file)) return null;
  return validateFileInput({ name: file.name, type: file.type, size: file.size }, FILE_MAX_SIZE_KB);
}

export async function uploadMessageFile(file: File, options: UploadProgressOptions = {}): Promise<UploadedFile> {
  const form = new FormData();
  form.append('path', isMessageImage(file) ? 'mensajes' : 'attachments');
  if (isMessageImage(file)) form.append('mime_type', file.type);
  form.append('file', file, file.name);
  const body = (await postWithProgress(isMessageImage(file) ? '/cdn/upload/media' : '/cdn/upload/pdf', form, options)) as {
    data?: { id: number; url: string; filename?: string };
  } | null;
  if (!body?.data) throw new ApiError(500, {});
  return { id: body.data.id, url: body.data.url, filename: body.data.filename ?? file.name };
}
