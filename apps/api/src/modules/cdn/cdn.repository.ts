// Upload records (table `uploads`), the ownership facts the CDN checks and the WebP sizes the
// 'images.variants' job records. The orphan sweep's queries are in orphan-uploads.repository.ts.
import { eq, or, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { albums, providers, uploads, users, type ImageSizesJson } from '../../db/schema';
import type { StoredImage } from '../../lib/images';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(db: Db, values: NewUpload): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error('upload insert returned nothing');
  return row;
}

/** Records a stored image (lib/images.ts storeProcessedImage) as an upload of `user_id` (null: the seed's). */
export function insertImageUpload(
  db: Db,
  owner: { user_id: number | null; kind: NewUpload['kind'] },
  stored: StoredImage,
): Promise<UploadRow> {
  return insertUpload(db, {
    user_id: owner.user_id,
    kind: owner.kind,
    path: stored.path,
    key_prefix: stored.key_prefix,
    mime_type: 'image/jpeg',
    size: stored.size,
    width: stored.width,
    height: stored.height,
    aspect_ratio: stored.aspect_ratio,
    sizes: stored.sizes,
  });
}

/** The upload whose main key or key prefix is `key`. */
export async function findUploadByKey(db: Db, key: string): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(or(eq(uploads.path, key), eq(uploads.key_prefix, key)))
    .limit(1);
  return row;
}

export async function findUploadById(db: Db, id: number): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row;
}

export async function deleteUploadRow(db: Db, id: number): Promise<void> {
  await db.delete(uploads).where(eq(uploads.id, id));
}

export interface AlbumOwnership {
  albumId: number;
  providerId: number;
  createdBy: number | null;
}

export async function findAlbumOwnership(db: Db, albumId: number): Promise<AlbumOwnership | undefined> {
  const [row] = await db
    .select({ albumId: albums.id, providerId: albums.provider_id, createdBy: providers.created_by })
    .from(albums)
    .innerJoin(providers, eq(providers.id, albums.provider_id))
    .where(eq(albums.id, albumId))
    .limit(1);
  return row;
}

export async function findUserAccess(
  db: Db,
  userId: number,
): Promise<{ providerId: number | null; isAdmin: boolean } | undefined> {
  const [row] = await db
    .select({ providerId: users.provider_id, isAdmin: users.is_admin })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** An upload's key prefix, kind and sizes (the JSON as stored: PGlite may answer it as text). */
export async function findUploadSizes(
  db: Db,
  uploadId: number,
): Promise<{ key_prefix: string; kind: string; sizes: ImageSizesJson | string | null } | undefined> {
  const [upload] = await queryRows<{ key_prefix: string; kind: string; sizes: ImageSizesJson | string | null }>(
    db,
    sql`SELECT key_prefix, kind, sizes FROM uploads WHERE id = ${uploadId}`,
  );
  return upload;
}

/**
 * Records the WebP sizes (`webp`: the keys as JSON) in the upload, unless it has them already, and
 * in every media row that copied its sizes (same hq key). Call it in a transaction; false when the
 * upload had them (or is gone).
 */
export async function recordWebpSizes(
  tx: Db,
  a: { uploadId: number; webp: string; bytes: number; hq: string },
): Promise<boolean> {
  const updated = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE uploads SET sizes = jsonb_set(sizes, '{webp}', ${a.webp}::jsonb), size = size + ${a.bytes}
        WHERE id = ${a.uploadId} AND NOT (sizes ? 'webp') RETURNING id`,
  );
  if (updated.length === 0) return false;
  await tx.execute(sql`UPDATE media SET sizes = jsonb_set(sizes, '{webp}', ${a.webp}::jsonb)
    WHERE sizes ->> 'hq' = ${a.hq} AND NOT (sizes ? 'webp')`);
  return true;
}

export async function uploadExists(db: Db, uploadId: number): Promise<boolean> {
  const [still] = await queryRows<{ id: number }>(db, sql`SELECT id FROM uploads WHERE id = ${uploadId}`);
  return still !== undefined;
}
