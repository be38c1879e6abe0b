// Media queries shared by the media features: service tags of media rows, the public media of a
// provider's gallery (paginated, filtered by type, featured and top).
import { and, asc, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { albums, media, mediaServiceTypes, providers } from '../../db/schema';
import type { MediaRow } from './media.view';

/** Service type ids of each media row. */
export async function loadMediaServices(db: Db, mediaIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (mediaIds.length === 0) return map;
  const rows = await db
    .select({ media_id: mediaServiceTypes.media_id, service_type_id: mediaServiceTypes.service_type_id })
    .from(mediaServiceTypes)
    .where(inArray(mediaServiceTypes.media_id, mediaIds))
    .orderBy(asc(mediaServiceTypes.service_type_id));
  for (const row of rows) {
    const list = map.get(row.media_id) ?? [];
    list.push(row.service_type_id);
    map.set(row.media_id, list);
  }
  return map;
}

export async function providerExists(db: Db, id: number): Promise<boolean> {
  return (await providerPlan(db, id)) !== null;
}

/** The provider's plan, or null when there is no such provider. */
export async function providerPlan(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ plan: providers.plan }).from(providers).where(eq(providers.id, id)).limit(1);
  return row?.plan ?? null;
}

export interface ProviderMediaFilter {
  media_type?: 'photo' | 'video' | undefined;
  featured?: boolean | undefined;
  top?: boolean | undefined;
}

/** Public, not trashed media of the provider's gallery album, in the album's order. */
export async function listProviderMedia(
  db: Db,
  providerId: number,
  filter: ProviderMediaFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: MediaRow[]; total: number }> {
  const conditions: SQL[] = [
    eq(media.provider_id, providerId),
    isNull(media.trashed_at),
    eq(media.visibility, 'public'),
    eq(albums.kind, 'gallery'),
  ];
  if (filter.media_type) conditions.push(eq(media.media_type, filter.media_type));
  if (filter.featured !== undefined) conditions.push(eq(media.featured, filter.featured));
  if (filter.top !== undefined) conditions.push(eq(media.top, filter.top));
  const where = and(...conditions);
  const [totalRow] = await db
    .select({ total: count() })
    .from(media)
    .innerJoin(albums, eq(albums.id, media.album_id))
    .where(where);
  const rows = await db
    .select({ media })
    .from(media)
    .innerJoin(albums, eq(albums.id, media.album_id))
    .where(where)
    .orderBy(asc(media.sort_order), asc(media.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows: rows.map((r) => r.media), total: Number(totalRow?.total ?? 0) };
}
