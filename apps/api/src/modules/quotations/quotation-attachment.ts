// The optional PDF/Excel/Word attachment of a quotation: the `data` answered by
// POST cdn/upload/pdf ({ id, url, filename, … }). It must be a document the same user uploaded
// (uploads.kind 'file'); the URL must be the one of that upload. Otherwise 422, nothing saved.
import type { UploadedFile } from '@eventos/domain';
import { unprocessable } from '../../plugins/errors';
import type { ModuleDeps } from '../../plugins/module-deps';
import type { Storage } from '../../storage/storage';
import { em } from '../events';
import { findUserFileUpload } from './quotations.repository';

/** A quotation version's attachment as stored: the upload (when any), its key and its file name. */
export type AttachmentRef = { upload_id: number | null; path: string; name: string } | null;


function invalid(): never {
  const message = em('quotations.attachment.invalid');
  throw unprocessable(message, { attachment: [message] });
}

function sameFile(storage: Storage, url: string, path: string): boolean {
  const trimmed = url.trim();
  if (trimmed === path) return true;
  try {
    if (trimmed === storage.url(path)) return true;
  } catch {
    return false;
  }
  return storage.keyFromUrl(trimmed) === path;
}

/**
 * Resolves the attachment of a quotation body: undefined keeps `current` (revisions), null
 * removes it, an uploaded file is checked against the uploads table.
 */
export async function resolveAttachment(
  { db, storage }: Pick<ModuleDeps, 'db' | 'storage'>,
  userId: number,
  input: UploadedFile | null | undefined,
  current: AttachmentRef = null,
): Promise<AttachmentRef> {
  if (input === undefined) return current;
  if (input === null) return null;
  const id = Number(input.id);
  if (!Number.isSafeInteger(id) || id <= 0) invalid();
  if (current && current.upload_id === id) return current;
  const row = await findUserFileUpload(db, userId, id);
  if (!row || !sameFile(storage, input.url, row.path)) invalid();
  const name = (input.filename?.trim() || row.original_filename || row.path.split('/').pop() || 'archivo').slice(0, 255);
  return { upload_id: row.id, path: row.path, name };
}
