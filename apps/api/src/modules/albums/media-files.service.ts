// Removing media for good: purge deletes the rows (likes and customer-album items go with them) and
// their upload records in one transaction, then the stored files (every size, JPEG and WebP).
// Only keys inside the album's folder (media/{albumId}/) are ever deleted, and an upload still
// used elsewhere (another media row, a provider logo) keeps its files.
import type { ModuleDeps } from '../../plugins/module-deps';
import type { MediaRow } from '../media';
import { deleteMediaRows, deleteUnusedUploads, deleteUploadUnlessInMedia, type UploadRef } from './albums.repository';

/** What these services use (docs/decisions/136-service-dependencies.md). */
type Deps = Pick<ModuleDeps, 'db' | 'storage' | 'log'>;

/** Storage keys a media row points at, limited to its album folder. */
export function mediaKeys(row: Pick<MediaRow, 'album_id' | 'path' | 'thumbnail' | 'sizes'>): string[] {
  const folder = `media/${row.album_id}/`;
  const keys = new Set<string>();
  const add = (key: unknown) => {
    if (typeof key === 'string' && key.startsWith(folder) && !key.includes('..')) keys.add(key);
  };
  add(row.path);
  add(row.thumbnail);
  if (row.sizes) {
    add(row.sizes.thumbnail);
    add(row.sizes.md);
    add(row.sizes.hq);
    if (row.sizes.webp) Object.values(row.sizes.webp).forEach(add);
  }
  return [...keys];
}

async function removeFiles(deps: Deps, keys: string[], prefixes: string[]): Promise<void> {
  const results = await Promise.allSettled([
    ...keys.map((key) => deps.storage.delete(key)),
    ...prefixes.map((prefix) => deps.storage.deletePrefix(prefix)),
  ]);
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed) deps.log.warn({ failed, keys: keys.length, prefixes }, 'No se pudieron borrar algunos archivos de medios');
}

/** Deletes media rows and, after commit, their files. Returns how many rows were deleted. */
export async function purgeMediaRows(deps: Deps, rows: MediaRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const ids = rows.map((r) => r.id);
  const uploadIds = [...new Set(rows.map((r) => r.upload_id).filter((id): id is number => id !== null))];
  const { deleted, freed } = await deps.db.transaction(async (tx) => {
    const gone = await deleteMediaRows(tx, ids);
    return { deleted: gone, freed: await deleteUnusedUploads(tx, uploadIds) };
  });
  const freedIds = new Set(freed.map((u) => u.id));
  const keys = rows.filter((r) => r.upload_id === null || freedIds.has(r.upload_id)).flatMap(mediaKeys);
  const prefixes = rows
    .map((r) => freed.find((u) => u.id === r.upload_id)?.key_prefix)
    .filter((p): p is string => typeof p === 'string' && p.startsWith(`media/`) && p.split('/').length === 3);
  await removeFiles(deps, keys, prefixes);
  return deleted;
}

/**
 * A registration failed: the upload it came from is removed with its files, unless some media row
 * already uses it. Errors are logged, never thrown (the caller is answering the original error).
 */
export async function discardUpload(deps: Deps, upload: UploadRef): Promise<void> {
  try {
    if (await deleteUploadUnlessInMedia(deps.db, upload.id)) await deps.storage.deletePrefix(upload.key_prefix);
  } catch (error) {
    deps.log.warn({ err: error, uploadId: upload.id }, 'No se pudo descartar la foto subida');
  }
}
