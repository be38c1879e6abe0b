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
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '../../db/client';
import {
  blogPosts,
  conversationMessages,
  media,
  providers,
  quotationVersions,
  quotations,
  testimonials,
  uploads,
  users,
  type ImageSizesJson,
} from '../../db/schema';
import type { Storage } from '../../storage/storage';

export const ORPHAN_SWEEP_BATCH_SIZE = 100;
export const ORPHAN_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
export const DEFAULT_ORPHAN_GRACE_HOURS = 24;
/** Storage calls at once while deleting a batch's files. */
const FILE_CONCURRENCY = 8;

/** Upload kinds made by POST cdn/upload/media and cdn/upload/pdf (never 'blog'). */
const SWEPT_KINDS = ['media', 'logo', 'avatar', 'cover', 'testimonial', 'file'] as const;
/**
 * Key prefixes the CDN routes create: newImageBaseKey(folder) for images (cdn.service.ts
 * authorizeImageFolder) and `${folder}/${16 hex}` for documents (FILE_FOLDER).
 */
const CDN_KEY_PREFIX =
  '^(media/[1-9][0-9]{0,9}|mensajes|logotipos|avatars|covers|testimonials|(files|quotations|attachments|documents)(/[1-9][0-9]{0,9})?)/[0-9a-f]{16}$';
/** The random stem of an upload's key prefix. */
const UPLOAD_STEM = '/([0-9a-f]{16})$';
/** The stem of a stored reference: the last segment of a key or URL is '<stem>' or '<stem>-…'. */
const REFERENCE_STEM = '(?:^|/)([0-9a-f]{16})(?:-[^/]*)?$';

export type SweepLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;

export interface SweepOptions {
  /** Uploads younger than this are never touched (default 24). */
  graceHours?: number;
  batchSize?: number;
  now?: Date;
  /** Stops between batches (app closing). */
  signal?: AbortSignal;
}

interface Candidate extends Record<string, unknown> {
  id: number;
  path: string;
  key_prefix: string;
  sizes: ImageSizesJson | string | null;
}

/** Every column that holds an upload's id (each has a FK to uploads.id, ON DELETE SET NULL). */
const REFERENCED_IDS = sql`
  SELECT ${media.upload_id} AS id FROM ${media} WHERE ${media.upload_id} IS NOT NULL
  UNION ALL SELECT ${providers.logo_id} FROM ${providers} WHERE ${providers.logo_id} IS NOT NULL
  UNION ALL SELECT ${users.avatar_upload_id} FROM ${users} WHERE ${users.avatar_upload_id} IS NOT NULL
  UNION ALL SELECT ${testimonials.photo_upload_id} FROM ${testimonials} WHERE ${testimonials.photo_upload_id} IS NOT NULL
  UNION ALL SELECT ${quotations.attachment_upload_id} FROM ${quotations} WHERE ${quotations.attachment_upload_id} IS NOT NULL
  UNION ALL SELECT ${quotationVersions.attachment_upload_id} FROM ${quotationVersions} WHERE ${quotationVersions.attachment_upload_id} IS NOT NULL
  UNION ALL SELECT ${blogPosts.cover_upload_id} FROM ${blogPosts} WHERE ${blogPosts.cover_upload_id} IS NOT NULL
  UNION ALL SELECT ${conversationMessages.attachment_upload_id} FROM ${conversationMessages} WHERE ${conversationMessages.attachment_upload_id} IS NOT NULL`;

/** Every column that holds a storage key or URL of an upload's file. */
const REFERENCED_KEYS = sql`
  SELECT ${media.path} AS ref FROM ${media} WHERE ${media.path} IS NOT NULL
  UNION ALL SELECT ${media.thumbnail} FROM ${media} WHERE ${media.thumbnail} IS NOT NULL
  UNION ALL SELECT ${testimonials.photo} FROM ${testimonials} WHERE ${testimonials.photo} IS NOT NULL
  UNION ALL SELECT ${quotations.attachment_path} FROM ${quotations} WHERE ${quotations.attachment_path} IS NOT NULL
  UNION ALL SELECT ${quotationVersions.attachment_path} FROM ${quotationVersions} WHERE ${quotationVersions.attachment_path} IS NOT NULL
  UNION ALL SELECT ${blogPosts.cover} FROM ${blogPosts} WHERE ${blogPosts.cover} IS NOT NULL
  UNION ALL SELECT ${conversationMessages.attachment_path} FROM ${conversationMessages} WHERE ${conversationMessages.attachment_path} IS NOT NULL`;

/** The CTEs `ref_ids(id)` and `ref_keys(ref, stem)` used by isOrphan. */
const REFERENCES_CTE = sql`
  ref_ids AS MATERIALIZED (${REFERENCED_IDS}),
  ref_keys AS MATERIALIZED (
    SELECT ref, substring(ref from ${REFERENCE_STEM}) AS stem FROM (${REFERENCED_KEYS}) AS stored_refs
  )`;

/** An upload of `uploads` the sweep may delete: old, made by the CDN routes, referenced by nothing. */
function isOrphan(cutoff: Date): SQL {
  return sql`${uploads.created_at} < ${cutoff.toISOString()}::timestamptz
    AND ${uploads.kind} IN (${sql.join(
      SWEPT_KINDS.map((k) => sql`${k}`),
      sql`, `,
    )})
    AND ${uploads.key_prefix} NOT LIKE 'cloud/%'
    AND ${uploads.key_prefix} ~ ${CDN_KEY_PREFIX}
    AND NOT EXISTS (SELECT 1 FROM ref_ids WHERE ref_ids.id = ${uploads.id})
    AND NOT EXISTS (SELECT 1 FROM ref_keys WHERE ref_keys.ref = ${uploads.path})
    AND NOT EXISTS (SELECT 1 FROM ref_keys WHERE ref_keys.stem = substring(${uploads.key_prefix} from ${UPLOAD_STEM}))
    AND NOT EXISTS (
      SELECT 1 FROM ${uploads} AS other
      WHERE other.key_prefix = ${uploads.key_prefix} AND other.id <> ${uploads.id}
    )`;
}

function findOrphans(db: Db, cutoff: Date, afterId: number, limit: number): Promise<Candidate[]> {
  return queryRows<Candidate>(
    db,
    sql`WITH ${REFERENCES_CTE}
      SELECT ${uploads.id} AS id, ${uploads.path} AS path, ${uploads.key_prefix} AS key_prefix, ${uploads.sizes} AS sizes
      FROM ${uploads}
      WHERE ${uploads.id} > ${afterId} AND ${isOrphan(cutoff)}
      ORDER BY ${uploads.id}
      LIMIT ${limit}`,
  );
}

/** Deletes the rows among `ids` that are still orphans; returns the ids deleted. */
async function deleteOrphanRows(db: Db, cutoff: Date, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`WITH ${REFERENCES_CTE}
      DELETE FROM ${uploads}
      WHERE ${uploads.id} IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) AND ${isOrphan(cutoff)}
      RETURNING ${uploads.id} AS id`,
  );
  return rows.map((r) => Number(r.id));
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
  db: Db,
  storage: Storage,
  log: SweepLog,
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
