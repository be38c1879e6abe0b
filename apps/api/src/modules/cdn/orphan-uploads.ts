// Sweep of abandoned uploads. POST cdn/upload/media and cdn/upload/pdf store the files and a row in
// `uploads`; the web registers them afterwards (album media, provider logo, testimonial photo,
// quotation attachment…). When that second step never happens the upload is an orphan: once it is
// older than UPLOAD_ORPHAN_GRACE_HOURS and nothing points at it, its files and then its row go.
//
// What can point at an upload (every FK to uploads.id, and every column holding a storage key):
//   by id   media.upload_id, providers.logo_id, users.avatar_upload_id, testimonials.photo_upload_id,
//           quotations.attachment_upload_id, quotation_versions.attachment_upload_id,
//           blog_posts.cover_upload_id, conversation_messages.attachment_upload_id
//   by key  media.path, media.thumbnail, testimonials.photo, quotations.attachment_path,
//           quotation_versions.attachment_path, blog_posts.cover, conversation_messages.attachment_path — a key, a size variant of it
//           ('…/ab12-md.webp') or one of our URLs ('/cdn/…', S3_PUBLIC_URL/…): they are matched on
//           the upload's random 16-hex stem, so any of those forms keeps the upload.
// Only uploads the CDN routes made are candidates: kinds media/logo/avatar/cover/testimonial/file
// with a key prefix '<cdn folder>/<16 hex>'. Cloud-storage files (kind 'file', 'cloud/<id>') are
// complete at upload time and never swept; neither are blog images nor anything else.
//
// Files first (every size: the exact keys, then the '<prefix>-' catch-all), then the row, with the
// "referenced by nothing" check repeated in the DELETE itself. A failed file deletion keeps the row
// so the next pass retries; a crash in between leaves a row whose files are gone, which the next
// pass finishes. Batches of BATCH_SIZE with an id cursor, the event loop is yielded between
// batches, and several processes may sweep at once (each row is deleted, and counted, once).
import type { FastifyBaseLogger } from 'fastify';
import type { ImageSizesJson } from '../../db/schema';
import type { ModuleDeps } from '../../plugins/module-deps';
import type { Storage } from '../../storage/storage';
import { deleteOrphanRows, findOrphans, type OrphanCandidate as Candidate } from './orphan-uploads.repository';

export const ORPHAN_SWEEP_BATCH_SIZE = 100;
export const ORPHAN_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
export const DEFAULT_ORPHAN_GRACE_HOURS = 24;
/** Storage calls at once while deleting a batch's files. */
const FILE_CONCURRENCY = 8;

export type SweepLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;

export interface SweepOptions {
  /** Uploads younger than this are never touched (default 24). */
  graceHours?: number;
  batchSize?: number;
  now?: Date;
  /** Stops between batches (app closing). */
  signal?: AbortSignal;
}

function parseSizes(sizes: Candidate['sizes']): ImageSizesJson | null {
  if (typeof sizes !== 'string') return sizes;
  try {
    return JSON.parse(sizes) as ImageSizesJson;
  } catch {
    return null;
  }
}

/** The upload's file keys (main key and every size), all under '<key_prefix>-'. */
export function uploadFileKeys(upload: Pick<Candidate, 'path' | 'key_prefix' | 'sizes'>): string[] {
  const stem = `${upload.key_prefix}-`;
  const keys = new Set<string>();
  const add = (key: unknown) => {
    if (typeof key === 'string' && key.startsWith(stem) && !key.includes('/', stem.length)) keys.add(key);
  };
  add(upload.path);
  const sizes = parseSizes(upload.sizes);
  if (sizes) {
    add(sizes.thumbnail);
    add(sizes.md);
    add(sizes.hq);
    if (sizes.webp) Object.values(sizes.webp).forEach(add);
  }
  return [...keys];
}

async function deleteFiles(storage: Storage, upload: Candidate): Promise<void> {
  await Promise.all(uploadFileKeys(upload).map((key) => storage.delete(key)));
  // Any other variant (a size added later, a left-over temporary file) shares the stem.
  await storage.deletePrefix(`${upload.key_prefix}-`);
}

/** Runs `work` over `items`, at most `limit` at a time; returns the items whose work failed. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<T[]> {
  const failed: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch {
        failed.push(item);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return failed;
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Deletes uploads older than the grace period that nothing references (files, then rows), in
 * batches; returns how many rows were deleted. Idempotent: a second run finds nothing.
 */
export async function sweepOrphanUploads(
  { db, storage, log }: Pick<ModuleDeps, 'db' | 'storage'> & { log: SweepLog },
  options: SweepOptions = {},
): Promise<number> {
  const graceHours = Math.max(1, options.graceHours ?? DEFAULT_ORPHAN_GRACE_HOURS);
  const batchSize = Math.max(1, options.batchSize ?? ORPHAN_SWEEP_BATCH_SIZE);
  const cutoff = new Date((options.now ?? new Date()).getTime() - graceHours * 3_600_000);
  let swept = 0;
  let afterId = 0;
  for (;;) {
    if (options.signal?.aborted) break;
    const batch = await findOrphans(db, cutoff, afterId, batchSize);
    if (batch.length === 0) break;
    afterId = Number(batch[batch.length - 1]!.id);

    const failed = await eachLimited(batch, FILE_CONCURRENCY, (upload) => deleteFiles(storage, upload));
    if (failed.length > 0) {
      log.warn(
        { uploadIds: failed.map((u) => u.id) },
        'No se pudieron borrar los archivos de algunas subidas sin usar; se reintentará',
      );
    }
    const cleaned = batch.filter((u) => !failed.includes(u)).map((u) => Number(u.id));
    const deleted = await deleteOrphanRows(db, cutoff, cleaned);
    swept += deleted.length;
    const kept = cleaned.filter((id) => !deleted.includes(id));
    if (kept.length > 0) {
      // Registered (or removed by another process) between the check and the delete.
      log.warn({ uploadIds: kept }, 'Subidas sin usar que dejaron de serlo durante la limpieza');
    }
    if (batch.length < batchSize) break;
    await nextTick();
  }
  return swept;
}
