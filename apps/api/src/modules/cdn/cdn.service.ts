// The CDN's work: store an image upload (sniffed, header checked against the pixel limit, decoded
// once with sharp, sizes thumbnail/md/hq in JPEG at once and in WebP by the worker) or a document (pdf/excel/word sniffed, ≤ FILE_MAX_SIZE_KB), record
// it in `uploads` with its owner, and delete it again (owner only). Nothing is kept on failure.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
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
  app: FastifyInstance,
  userId: number,
  folder: string,
): Promise<Exclude<UploadKind, 'file'>> {
  const album = /^media\/([1-9]\d{0,9})$/.exec(folder);
  if (album?.[1]) {
    const ownership = await findAlbumOwnership(app.db, Number(album[1]));
    if (!ownership) throw notFound(t('media.album.undefined'));
    const access = await findUserAccess(app.db, userId);
    const owns =
      ownership.createdBy === userId ||
      (access?.providerId != null && access.providerId === ownership.providerId);
    if (!owns) throw forbidden();
    return 'media';
  }
  const kind = FOLDER_KINDS[folder];
  // Blog covers: only editors (admins) upload them.
  if (kind === 'blog' && !(await findUserAccess(app.db, userId))?.isAdmin) throw forbidden();
  if (!kind) throw new HttpError(400, t('cdn.path.invalid'), { path: [t('cdn.path.invalid')] });
  return kind;
}

export async function uploadImage(
  app: FastifyInstance,
  userId: number,
  folder: string,
  bytes: Buffer,
): Promise<UploadedImage> {
  const kind = await authorizeImageFolder(app, userId, folder);
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
    const stored = await storeProcessedImage(app.storage, baseKey, processed);
    const row = await insertUpload(app.db, {
      user_id: userId,
      kind,
      path: stored.path,
      key_prefix: stored.key_prefix,
      mime_type: 'image/jpeg',
      size: stored.size,
      width: stored.width,
      height: stored.height,
      aspect_ratio: stored.aspect_ratio,
      sizes: stored.sizes,
    });
    if (processed.webpDeferred) await app.jobs.send(IMAGE_VARIANTS_JOB, { uploadId: row.id });
    if (kind === 'avatar') {
      const previous = await setUploadedAvatar(app.db, userId, row.id);
      if (previous && previous !== row.id) await removeUpload(app, previous, userId).catch(() => undefined);
    }
    return {
      id: row.id,
      url: app.storage.url(stored.path),
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
    await app.storage.deletePrefix(baseKey).catch(() => undefined);
    throw error;
  }
}

export const FILE_FOLDER = /^(?:files|quotations|attachments|documents)(?:\/[1-9]\d{0,9})?$/;

/** POST cdn/upload/pdf `data` (the domain's CdnUploadedDocumentSchema). */
export type UploadedDocument = CdnUploadedDocument;

export async function uploadDocument(
  app: FastifyInstance,
  userId: number,
  folder: string,
  filename: string,
  bytes: Buffer,
): Promise<UploadedDocument> {
  if (!FILE_FOLDER.test(folder))
    throw new HttpError(400, t('cdn.path.invalid'), { path: [t('cdn.path.invalid')] });
  if (bytes.length > FILE_MAX_BYTES) throw payloadTooLarge(t('files.size.max', { max: FILE_MAX_SIZE_KB }));
  if (bytes.length === 0) throw new HttpError(422, 'El archivo está vacío.');
  const type = await sniffDocument(bytes, filename);
  if (!type) throw unsupportedMediaType(t('files.type.invalid'));
  const base = filename.replace(/\.[^.]*$/, '');
  const name = `${slugify(base, 60) || 'archivo'}.${type.ext}`;
  const keyPrefix = `${folder}/${randomBytes(8).toString('hex')}`;
  const key = `${keyPrefix}-${name}`;
  try {
    await app.storage.put(key, bytes, type.mime);
    const row = await insertUpload(app.db, {
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
      url: app.storage.url(key),
      path: key,
      filename: name,
      mime_type: type.mime,
      size: bytes.length,
    };
  } catch (error) {
    await app.storage.deletePrefix(keyPrefix).catch(() => undefined);
    throw error;
  }
}

async function removeUpload(app: FastifyInstance, uploadId: number, userId: number): Promise<void> {
  const row = await findUploadById(app.db, uploadId);
  if (!row || row.user_id !== userId) return;
  await deleteUploadRow(app.db, row.id);
  await app.storage.deletePrefix(row.key_prefix);
}

/** Variant keys ('…/ab12-md.webp') point at their image's key prefix ('…/ab12'). */
function candidateKeys(key: string): string[] {
  const prefix = /^(.*)-(?:thumbnail|md|hq)\.(?:jpg|webp)$/.exec(key)?.[1];
  return prefix ? [key, prefix] : [key];
}

/** Deletes a stored file and its variants; 404 if unknown, 403 unless the user uploaded it. */
export async function deleteStoredFile(app: FastifyInstance, userId: number, key: string): Promise<void> {
  let row: UploadRow | undefined;
  for (const candidate of candidateKeys(key)) {
    row = await findUploadByKey(app.db, candidate);
    if (row) break;
  }
  if (!row) throw notFound('Archivo no encontrado');
  if (row.user_id !== userId) throw forbidden();
  await deleteUploadRow(app.db, row.id);
  await app.storage.deletePrefix(row.key_prefix);
}
