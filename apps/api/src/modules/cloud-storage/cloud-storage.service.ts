// Cloud file storage (SPEC §7 "a cloud file storage script service"), as our own service over the
// Storage interface. A file gets an unguessable id (128 random bits, like a Drive file id) and is
// stored at  cloud/{fileId}/{filetype}/{environment}/{name}.{ext}  — the key records the file type
// (Media | Logotipos) and the caller's environment — with a row in `uploads` (kind 'file', the
// uploader, size, sniffed type). The type comes from the bytes, never from the declared mimeType.
import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { CDN_MEDIA_MAX_BYTES, CDN_MEDIA_MAX_MB, TIMEOUTS_MS, slugify, t, type CloudStorageFileType, type CloudStorageUploadInput } from '@eventos/domain';
import { HttpError, badRequest, forbidden, notFound, payloadTooLarge, unsupportedMediaType } from '../../plugins/errors';
import { decodeBase64, insertUpload } from '../cdn';
import type { ModuleDeps } from '../../plugins/module-deps';
import { deleteUploadsByPrefix, findCloudUpload } from './cloud-storage.repository';

export type CloudStorageDeps = Pick<ModuleDeps, 'db' | 'storage' | 'config'>;

export const CLOUD_MESSAGES = {
  notFound: t('files.file.notFound'),
  badData: t('files.data.invalid'),
  empty: t('files.file.empty'),
  tooLarge: t('files.size.maxMb', { max: CDN_MEDIA_MAX_MB }),
  type: t('files.type.notAllowed'),
  timeout: t('files.storage.timeout'),
} as const;

/**
 * How long the storage may take (SPEC §7: the service's calls time out after 60 s to store and 120 s
 * to read); then 504 with CLOUD_MESSAGES.timeout, and a store that timed out is cleaned up.
 * Mutable for tests only.
 */
export const cloudTimeouts: { storeMs: number; readMs: number } = {
  storeMs: TIMEOUTS_MS.cloudStoragePost,
  readMs: TIMEOUTS_MS.cloudStorageGet,
};

async function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HttpError(504, CLOUD_MESSAGES.timeout)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

export const CLOUD_MAX_BYTES = CDN_MEDIA_MAX_BYTES;
const IMAGES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
/** What each file type accepts (sniffed). */
export const CLOUD_ALLOWED: Record<CloudStorageFileType, string[]> = {
  Logotipos: IMAGES,
  Media: [...IMAGES, 'video/mp4', 'application/pdf'],
};

const FILE_ID = /^[a-f0-9]{32}$/;
const prefixOf = (fileId: string) => `cloud/${fileId}`;

export interface CloudFile {
  fileId: string;
  url: string;
  filename: string;
  mimeType: string;
  size: number;
  filetype: CloudStorageFileType;
  environment: string;
  created_at: string;
  key: string;
  user_id: number | null;
}

function environmentOf(value: string | undefined, fallback: string): string {
  return slugify(value ?? '', 30) || fallback;
}

export async function storeCloudFile(deps: CloudStorageDeps, userId: number, input: CloudStorageUploadInput): Promise<{ fileId: string; url: string }> {
  const bytes = decodeBase64(input.data);
  if (!bytes) throw badRequest(CLOUD_MESSAGES.badData, { data: [CLOUD_MESSAGES.badData] });
  if (bytes.length > CLOUD_MAX_BYTES) throw payloadTooLarge(CLOUD_MESSAGES.tooLarge);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !CLOUD_ALLOWED[input.filetype].includes(type.mime)) throw unsupportedMediaType(CLOUD_MESSAGES.type);

  const fileId = randomBytes(16).toString('hex');
  const base = slugify(input.filename.replace(/\.[^.]*$/, ''), 60) || 'archivo';
  const environment = environmentOf(input.environment, deps.config.NODE_ENV);
  const key = `${prefixOf(fileId)}/${input.filetype.toLowerCase()}/${environment}/${base}.${type.ext}`;
  try {
    await withinTime(deps.storage.put(key, bytes, type.mime), cloudTimeouts.storeMs);
    await insertUpload(deps.db, {
      user_id: userId,
      kind: 'file',
      path: key,
      key_prefix: prefixOf(fileId),
      mime_type: type.mime,
      original_filename: input.filename.slice(0, 255),
      size: bytes.length,
    });
  } catch (error) {
    await deps.storage.deletePrefix(`${prefixOf(fileId)}/`).catch(() => undefined);
    throw error;
  }
  return { fileId, url: deps.storage.url(key) };
}

export async function findCloudFile(deps: CloudStorageDeps, fileId: string): Promise<CloudFile> {
  if (!FILE_ID.test(fileId)) throw notFound(CLOUD_MESSAGES.notFound);
  const row = await findCloudUpload(deps.db, prefixOf(fileId));
  if (!row) throw notFound(CLOUD_MESSAGES.notFound);
  const [, , type, environment] = row.path.split('/');
  return {
    fileId,
    url: deps.storage.url(row.path),
    filename: row.original_filename ?? row.path.slice(row.path.lastIndexOf('/') + 1),
    mimeType: row.mime_type,
    size: row.size,
    filetype: type === 'logotipos' ? 'Logotipos' : 'Media',
    environment: environment ?? '',
    created_at: row.created_at.toISOString(),
    key: row.path,
    user_id: row.user_id,
  };
}

export async function readCloudFile(deps: CloudStorageDeps, file: CloudFile): Promise<Buffer> {
  const bytes = await withinTime(deps.storage.get(file.key), cloudTimeouts.readMs);
  if (!bytes) throw new HttpError(404, CLOUD_MESSAGES.notFound);
  return bytes;
}

/** Only who uploaded it may delete it. */
export async function deleteCloudFile(deps: CloudStorageDeps, userId: number, fileId: string): Promise<void> {
  const file = await findCloudFile(deps, fileId);
  if (file.user_id !== userId) throw forbidden();
  await deleteUploadsByPrefix(deps.db, prefixOf(fileId));
  await deps.storage.deletePrefix(`${prefixOf(fileId)}/`);
}
