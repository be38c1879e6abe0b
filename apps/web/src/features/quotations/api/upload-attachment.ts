/**
 * POST /api/v1/cdn/upload/pdf (multipart: path, file) with upload progress
 * (lib/upload-with-progress: bearer token, one refresh and retry on a 401).
 * The API sniffs the content (415 wrong type, 413 too large) and answers { data: { id, url, … } }.
 */
import type { CdnUploadedDocument } from '@eventos/domain';
import { ApiError } from '../../../lib/api-client';
import { postWithProgress } from '../../../lib/upload-with-progress';
import type { UploadProgressOptions } from '../../../lib/upload-with-progress';

/** Folder of quotation attachments (the API accepts files, quotations, attachments, documents). */
export const ATTACHMENT_FOLDER = 'quotations';

/** The CDN's answer to POST cdn/upload/pdf (`data`). */
export type UploadedAttachment = CdnUploadedDocument;

export type UploadAttachmentOptions = UploadProgressOptions;

/** Uploads a PDF/Excel/Word file; resolves the stored file (id, url, filename…). */
export async function uploadAttachment(
  file: File,
  options: UploadAttachmentOptions = {},
): Promise<UploadedAttachment> {
  const form = new FormData();
  form.append('path', ATTACHMENT_FOLDER);
  form.append('file', file, file.name);
  const body = await postWithProgress('/cdn/upload/pdf', form, options);
  const envelope = body as { data?: UploadedAttachment } | null;
  if (!envelope?.data) throw new ApiError(500, {});
  return envelope.data;
}
