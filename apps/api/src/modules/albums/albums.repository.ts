// Album media queries: the album with its provider, the active list (album order), the trash,
// single items, the next sort position, reordering in one statement, the album row lock that
// serialises writes, media inserts and updates, and the upload rows that purging deletes.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, max, notExists, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { albums, media, mediaServiceTypes, providers, serviceTypes, uploads } from '../../db/schema';
import type { MediaRow } from '../media';

/** A transaction handle or the database (both run queries). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;

export async function listActiveMedia(db: Queryable, albumId: number, publicOnly: boolean): Promise<MediaRow[]> {
  const conditions: SQL[] = [eq(media.album_id, albumId), isNull(media.trashed_at)];
  if (publicOnly) conditions.push(eq(media.visibility, 'public'));
  return db
    .select()
    .from(media)
    .where(and(...conditions))
    .orderBy(asc(media.sort_order), asc(media.id));
}

export async function listTrashedMedia(db: Queryable, albumId: number): Promise<MediaRow[]> {
  return db
    .select()
    .from(media)
    .where(and(eq(media.album_id, albumId), isNotNull(media.trashed_at)))
    .orderBy(desc(media.trashed_at), desc(media.id));
}

/** A media item of the album (active or trashed). */
export async function findAlbumMedia(db: Queryable, albumId: number, mediaId: number): Promise<MediaRow | undefined> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, mediaId), eq(media.album_id, albumId)))
    .limit(1);
  return row;
}

/** Locks the album row until the transaction ends (registrations, reorders and restores queue up). */
export async function lockAlbum(tx: Tx, albumId: number): Promise<void> {
  await tx.select({ id: albums.id }).from(albums).where(eq(albums.id, albumId)).for('update');
}

export async function nextSortOrder(db: Queryable, albumId: number): Promise<number> {
  const [row] = await db
    .select({ value: max(media.sort_order) })
    .from(media)
    .where(and(eq(media.album_id, albumId), isNull(media.trashed_at)));
  return row?.value === null || row?.value === undefined ? 0 : Number(row.value) + 1;
}

export async function countActivePhotos(db: Queryable, albumId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(media)
    .where(and(eq(media.album_id, albumId), isNull(media.trashed_at), eq(media.media_type, 'photo')));
  return Number(row?.n ?? 0);
}

export async function findActiveVideo(db: Queryable, albumId: number, externalId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.album_id, albumId), isNull(media.trashed_at), eq(media.media_type, 'video'), eq(media.external_id, externalId)))
    .limit(1);
  return row?.id;
}

export async function findMediaByUpload(db: Queryable, uploadId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: media.id }).from(media).where(eq(media.upload_id, uploadId)).limit(1);
  return row?.id;
}

/** Sets sort_order = position for each id, in one UPDATE … FROM (VALUES …). */
export async function applySortOrder(tx: Tx, albumId: number, orderedIds: number[]): Promise<void> {
  if (orderedIds.length === 0) return;
  const values = sql.join(
    orderedIds.map((id, index) => sql`(${id}::integer, ${index}::integer)`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE ${media} SET sort_order = v.position, updated_at = now()
    FROM (VALUES ${values}) AS v(id, position)
    WHERE ${media.id} = v.id AND ${media.album_id} = ${albumId}`);
}

export async function countExistingServiceTypes(db: Queryable, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(serviceTypes).where(inArray(serviceTypes.id, ids));
  return Number(row?.n ?? 0);
}

export async function replaceMediaServices(tx: Tx, mediaId: number, serviceIds: number[]): Promise<void> {
  await tx.delete(mediaServiceTypes).where(eq(mediaServiceTypes.media_id, mediaId));
  if (serviceIds.length) {
    await tx.insert(mediaServiceTypes).values(serviceIds.map((service_type_id) => ({ media_id: mediaId, service_type_id })));
  }
}

export interface AlbumContext {
  album: typeof albums.$inferSelect;
  provider: { id: number; plan: string; created_by: number | null };
}

export async function findAlbumContext(db: Queryable, albumId: number): Promise<AlbumContext | undefined> {
  const [row] = await db
    .select({ album: albums, provider: { id: providers.id, plan: providers.plan, created_by: providers.created_by } })
    .from(albums)
    .innerJoin(providers, eq(providers.id, albums.provider_id))
    .where(eq(albums.id, albumId))
    .limit(1);
  return row;
}

export async function insertMedia(db: Queryable, values: typeof media.$inferInsert): Promise<MediaRow> {
  const [row] = await db.insert(media).values(values).returning();
  return row!;
}

export async function updateMediaRow(
  db: Queryable,
  mediaId: number,
  set: Partial<typeof media.$inferInsert>,
): Promise<MediaRow> {
  const [row] = await db
    .update(media)
    .set({ ...set, updated_at: new Date() })
    .where(eq(media.id, mediaId))
    .returning();
  return row!;
}

export type UploadRef = { id: number; key_prefix: string };

/** Deletes media rows; returns how many. */
export async function deleteMediaRows(db: Queryable, ids: number[]): Promise<number> {
  const gone = await db.delete(media).where(inArray(media.id, ids)).returning({ id: media.id });
  return gone.length;
}

/** Deletes the uploads no media row nor provider logo uses any more; returns them. */
export async function deleteUnusedUploads(db: Queryable, uploadIds: number[]): Promise<UploadRef[]> {
  if (uploadIds.length === 0) return [];
  return db
    .delete(uploads)
    .where(
      and(
        inArray(uploads.id, uploadIds),
        notExists(db.select({ id: media.id }).from(media).where(eq(media.upload_id, uploads.id))),
        notExists(db.select({ id: providers.id }).from(providers).where(eq(providers.logo_id, uploads.id))),
      ),
    )
    .returning({ id: uploads.id, key_prefix: uploads.key_prefix });
}

/** Deletes an upload unless a media row uses it; true when it was deleted. */
export async function deleteUploadUnlessInMedia(db: Queryable, uploadId: number): Promise<boolean> {
  const removed = await db
    .delete(uploads)
    .where(and(eq(uploads.id, uploadId), notExists(db.select({ id: media.id }).from(media).where(eq(media.upload_id, uploads.id)))))
    .returning({ id: uploads.id });
  return removed.length > 0;
}
