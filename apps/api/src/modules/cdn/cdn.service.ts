// The CDN's work: store an image upload (sniffed, header checked against the pixel limit, decoded
// once with sharp, sizes thumbnail/md/hq in JPEG at once and in WebP by the worker) or a document (pdf/excel/word sniffed, ≤ FILE_MAX_SIZE_KB), record
// it in `uploads` with its owner, and delete it again (owner only). Nothing is kept on failure.
// Services take `Pick<ModuleDeps, …>` (docs/decisions/136-service-dependencies.md).
import { randomBytes } from 'node:crypto';
import {
  CDN_MEDIA_MAX_BYTES,
  CDN_MEDIA_MAX_MB,
  FILE_MAX_SIZE_KB,
  slugify,
  t,
  type CdnUploadedDocument,
  type CdnUploadedImage,
} from '@eventos/domain';
import { forbidden, notFound, payloadTooLarge, unsupportedMediaType, HttpError } from '../../plugins/errors';
import type { ModuleDeps } from '../../plugins/module-deps';
import sharp, { type Metadata } from 'sharp';
import {
  DEFAULT_LIMIT_INPUT_PIXELS,
  ImageProcessingError,
  newImageBaseKey,
  processImage,
  storeProcessedImage,
  type ImageKind,
} from '../../lib/images';
import {
  deleteUploadRow,
  findAlbumOwnership,
  findUploadById,
  findUploadByKey,
  findUserAccess,
  insertImageUpload,
  insertUpload,
  type UploadRow,
} from './cdn.repository';
import { sniffDocument, sniffImage } from './file-sniffing';
import { IMAGE_VARIANTS_JOB } from './image-variants';
import { setUploadedAvatar } from '../users';

export const IMAGE_TYPE_MESSAGE = t('cdn.mime_type.invalid');
export const IMAGE_TOO_LARGE_MESSAGE = t('media.image.tooLarge', { max: CDN_MEDIA_MAX_MB });
export const IMAGE_TOO_MANY_PIXELS = t('media.image.tooManyPixels');
export const FILE_MAX_BYTES = FILE_MAX_SIZE_KB * 1024;

type UploadKind = 'media' | 'logo' | 'avatar' | 'cover' | 'testimonial' | 'blog' | 'file';

/** What the CDN's services use. */
type CdnDeps = Pick<ModuleDeps, 'db' | 'storage' | 'jobs'>;

const FOLDER_KINDS: Record<string, Exclude<UploadKind, 'file'>> = {
  /** Images attached to conversation messages (any signed-in user; registered by the message). */
  mensajes: 'media',
  logotipos: 'logo',
  avatars: 'avatar',
  covers: 'cover',
  testimonials: 'testimonial',
  blog: 'blog',
};

/** POST cdn/upload/media `data` (the domain's CdnUploadedImageSchema). */
export type UploadedImage = CdnUploadedImage;

/**
 * Reads only the image header (no decoding) and refuses images above the pixel limit with 413,
 * before processImage decodes anything (decompression bombs).
 */
async function assertPixelBudget(bytes: Buffer): Promise<void> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return; // processImage reports unreadable input.
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > DEFAULT_LIMIT_INPUT_PIXELS)
    throw payloadTooLarge(IMAGE_TOO_MANY_PIXELS);
}

/** Checks the destination folder for this user and returns the upload kind. */
async function authorizeImageFolder(
  { db }: Pick<ModuleDeps, 'db'>,
  userId: number,
  folder: string,
): Promise<Exclude<UploadKind, 'file'>> {
  const album = /^media\/([1-9]\d{0,9})$/.exec(folder);
  if (album?.[1]) {
    const ownership = await findAlbumOwnership(db, Number(album[1]));
    if (!ownership) throw notFound(t('media.album.undefined'));
    const access = await findUserAccess(db, userId);
    const owns =
      ownership.createdBy === userId ||
      (access?.providerId != null && access.providerId === ownership.providerId);
    if (!owns) throw forbidden();
    return 'media';
  }
  const kind = FOLDER_KINDS[folder];
  // Blog covers: only editors (admins) upload them.
  if (kind === 'blog' && !(await findUserAccess(db, userId))?.isAdmin) throw forbidden();
  if (!kind) throw new HttpError(400, t('cdn.path.invalid'), { path: [t('cdn.path.invalid')] });
  return kind;
}

export async function uploadImage(deps: CdnDeps, userId: number, folder: string, bytes: Buffer): Promise<UploadedImage> {
  const kind = await authorizeImageFolder(deps, userId, folder);
  if (bytes.length > CDN_MEDIA_MAX_BYTES) throw payloadTooLarge(IMAGE_TOO_LARGE_MESSAGE);
  const mime = await sniffImage(bytes);
  if (!mime) throw unsupportedMediaType(IMAGE_TYPE_MESSAGE);

  await assertPixelBudget(bytes);
  let processed;
  try {
    // Photos answer once their JPEG sizes are stored; the WebP sizes follow from the worker (ADR 196).
    processed = await processImage(bytes, { kind: kind as ImageKind, deferWebp: true });
  } catch (error) {
    if (error instanceof ImageProcessingError) throw new HttpError(error.status, error.message);
    throw error;
  }
  const baseKey = newImageBaseKey(folder);
  try {
    const stored = await storeProcessedImage(deps.storage, baseKey, processed);
    const row = await insertImageUpload(deps.db, { user_id: userId, kind }, stored);
    if (processed.webpDeferred) await deps.jobs.send(IMAGE_VARIANTS_JOB, { uploadId: row.id });
    if (kind === 'avatar') {
      const previous = await setUploadedAvatar(deps.db, userId, row.id);
      if (previous && previous !== row.id) await removeUpload(deps, previous, userId).catch(() => undefined);
    }
    return {
      id: row.id,
      url: deps.storage.url(stored.path),
      path: stored.path,
      thumbnail: stored.thumbnail,
      sizes: stored.sizes,
      width: stored.width,
      height: stored.height,
      aspect_ratio: stored.aspect_ratio,
      size: stored.size,
      mime_type: 'image/jpeg',
      formats_ready: processed.webpDeferred ? ['jpeg'] : ['jpeg', 'webp'],
      formats_pending: processed.webpDeferred ? ['webp'] : [],
    };
  } catch (error) {
    await deps.storage.deletePrefix(baseKey).catch(() => undefined);
    throw error;
  }
}

export const FILE_FOLDER = /^(?:files|quotations|attachments|documents)(?:\/[1-9]\d{0,9})?$/;

/** POST cdn/upload/pdf `data` (the domain's CdnUploadedDocumentSchema). */
export type UploadedDocument = CdnUploadedDocument;

export async function uploadDocument(
  deps: Pick<ModuleDeps, 'db' | 'storage'>,
  userId: number,
  folder: string,
  filename: string,
  bytes: Buffer,
): Promise<UploadedDocument> {
  if (!FILE_FOLDER.test(folder))
    throw new HttpError(400, t('cdn.path.invalid'), { path: [t('cdn.path.invalid')] });
  if (bytes.length > FILE_MAX_BYTES) throw payloadTooLarge(t('files.size.max', { max: FILE_MAX_SIZE_KB }));
  if (bytes.length === 0) throw new HttpError(422, t('files.file.empty'));
  const type = await sniffDocument(bytes, filename);
  if (!type) throw unsupportedMediaType(t('files.type.invalid'));
  const base = filename.replace(/\.[^.]*$/, '');
  const name = `${slugify(base, 60) || 'archivo'}.${type.ext}`;
  const keyPrefix = `${folder}/${randomBytes(8).toString('hex')}`;
  const key = `${keyPrefix}-${name}`;
  try {
    await deps.storage.put(key, bytes, type.mime);
    const row = await insertUpload(deps.db, {
      user_id: userId,
      kind: 'file',
      path: key,
      key_prefix: keyPrefix,
      mime_type: type.mime,
      original_filename: filename.slice(0, 255) || null,
      size: bytes.length,
    });
    return {
      id: row.id,
      url: deps.storage.url(key),
      path: key,
      filename: name,
      mime_type: type.mime,
      size: bytes.length,
    };
  } catch (error) {
    await deps.storage.deletePrefix(keyPrefix).catch(() => undefined);
    throw error;
  }
}

async function removeUpload(deps: Pick<ModuleDeps, 'db' | 'storage'>, uploadId: number, userId: number): Promise<void> {
  const row = await findUploadById(deps.db, uploadId);
  if (!row || row.user_id !== userId) return;
  await deleteUploadRow(deps.db, row.id);
  await deps.storage.deletePrefix(row.key_prefix);
}

/** Variant keys ('…/ab12-md.webp') point at their image's key prefix ('…/ab12'). */
function candidateKeys(key: string): string[] {
  const prefix = /^(.*)-(?:thumbnail|md|hq)\.(?:jpg|webp)$/.exec(key)?.[1];
  return prefix ? [key, prefix] : [key];
}

/** Deletes a stored file and its variants; 404 if unknown, 403 unless the user uploaded it. */
export async function deleteStoredFile(
  deps: Pick<ModuleDeps, 'db' | 'storage'>,
  userId: number,
  key: string,
): Promise<void> {
  let row: UploadRow | undefined;
  for (const candidate of candidateKeys(key)) {
    row = await findUploadByKey(deps.db, candidate);
    if (row) break;
  }
  if (!row) throw notFound(t('files.file.notFound'));
  if (row.user_id !== userId) throw forbidden();
  await deleteUploadRow(deps.db, row.id);
  await deps.storage.deletePrefix(row.key_prefix);
}
