// Upload records (table `uploads`) and the ownership facts the CDN checks.
import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { albums, providers, uploads, users } from '../../db/schema';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(db: Db, values: NewUpload): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error('upload insert returned nothing');
  return row;
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
