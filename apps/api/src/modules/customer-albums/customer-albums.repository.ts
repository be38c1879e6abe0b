// Customer albums and their items. Items show only media that is still public and not in the
// trash; a purged photo leaves every album with it (foreign key cascade).
import { and, asc, count, desc, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerAlbumItems, customerAlbums, media } from '../../db/schema';
import type { MediaRow } from '../media';

export type CustomerAlbumRow = typeof customerAlbums.$inferSelect;

const visible = and(isNull(media.trashed_at), eq(media.visibility, 'public'));

export async function listAlbums(db: Db, userId: number): Promise<CustomerAlbumRow[]> {
  return db
    .select()
    .from(customerAlbums)
    .where(eq(customerAlbums.user_id, userId))
    .orderBy(desc(customerAlbums.created_at), desc(customerAlbums.id));
}

export async function countAlbums(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customerAlbums).where(eq(customerAlbums.user_id, userId));
  return Number(row?.n ?? 0);
}

export async function findAlbum(db: Db, id: number): Promise<CustomerAlbumRow | undefined> {
  const [row] = await db.select().from(customerAlbums).where(eq(customerAlbums.id, id)).limit(1);
  return row;
}

/** Visible item count and first visible item of each album. */
export async function albumStats(db: Db, albumIds: number[]): Promise<Map<number, { count: number; cover: MediaRow | null }>> {
  const stats = new Map<number, { count: number; cover: MediaRow | null }>();
  if (albumIds.length === 0) return stats;
  for (const id of albumIds) stats.set(id, { count: 0, cover: null });
  const counts = await db
    .select({ album: customerAlbumItems.customer_album_id, n: count() })
    .from(customerAlbumItems)
    .innerJoin(media, eq(media.id, customerAlbumItems.media_id))
    .where(and(inArray(customerAlbumItems.customer_album_id, albumIds), visible))
    .groupBy(customerAlbumItems.customer_album_id);
  for (const c of counts) stats.get(c.album)!.count = Number(c.n);
  const covers = await db
    .selectDistinctOn([customerAlbumItems.customer_album_id], { album: customerAlbumItems.customer_album_id, media })
    .from(customerAlbumItems)
    .innerJoin(media, eq(media.id, customerAlbumItems.media_id))
    .where(and(inArray(customerAlbumItems.customer_album_id, albumIds), visible))
    .orderBy(customerAlbumItems.customer_album_id, asc(customerAlbumItems.sort_order), asc(customerAlbumItems.id));
  for (const c of covers) stats.get(c.album)!.cover = c.media;
  return stats;
}

export async function listItems(db: Db, albumId: number): Promise<MediaRow[]> {
  const rows = await db
    .select({ media })
    .from(customerAlbumItems)
    .innerJoin(media, eq(media.id, customerAlbumItems.media_id))
    .where(and(eq(customerAlbumItems.customer_album_id, albumId), visible))
    .orderBy(asc(customerAlbumItems.sort_order), asc(customerAlbumItems.id));
  return rows.map((r) => r.media);
}

export async function isSaveable(db: Db, mediaId: number): Promise<boolean> {
  const [row] = await db.select({ id: media.id }).from(media).where(and(eq(media.id, mediaId), visible)).limit(1);
  return Boolean(row);
}

export async function countItems(db: Db, albumId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customerAlbumItems).where(eq(customerAlbumItems.customer_album_id, albumId));
  return Number(row?.n ?? 0);
}

/** Adds an item at the end (idempotent); true when it was new. */
export async function addItem(db: Db, albumId: number, mediaId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: customerAlbums.id }).from(customerAlbums).where(eq(customerAlbums.id, albumId)).for('update');
    const [last] = await tx
      .select({ value: max(customerAlbumItems.sort_order) })
      .from(customerAlbumItems)
      .where(eq(customerAlbumItems.customer_album_id, albumId));
    const sort = last?.value === null || last?.value === undefined ? 0 : Number(last.value) + 1;
    const inserted = await tx
      .insert(customerAlbumItems)
      .values({ customer_album_id: albumId, media_id: mediaId, sort_order: sort })
      .onConflictDoNothing()
      .returning({ id: customerAlbumItems.id });
    if (inserted.length) await tx.update(customerAlbums).set({ updated_at: new Date() }).where(eq(customerAlbums.id, albumId));
    return inserted.length > 0;
  });
}

export async function removeItem(db: Db, albumId: number, mediaId: number): Promise<void> {
  await db
    .delete(customerAlbumItems)
    .where(and(eq(customerAlbumItems.customer_album_id, albumId), eq(customerAlbumItems.media_id, mediaId)));
}

/** Creates the album, with its first item when given, in one transaction. */
export async function createAlbum(db: Db, userId: number, name: string, mediaId?: number): Promise<CustomerAlbumRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(customerAlbums).values({ user_id: userId, name }).returning();
    if (mediaId) await tx.insert(customerAlbumItems).values({ customer_album_id: row!.id, media_id: mediaId, sort_order: 0 });
    return row!;
  });
}

export async function renameAlbum(db: Db, id: number, name: string): Promise<CustomerAlbumRow> {
  const [row] = await db.update(customerAlbums).set({ name, updated_at: new Date() }).where(eq(customerAlbums.id, id)).returning();
  return row!;
}

export async function deleteAlbum(db: Db, id: number): Promise<void> {
  await db.delete(customerAlbums).where(eq(customerAlbums.id, id));
}
