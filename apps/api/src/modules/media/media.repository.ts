// Media queries shared by the media features: service tags of media rows, the public media of a
// provider's gallery (paginated, filtered by type, featured and top).
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
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

/**
 * A page of the provider's public gallery with the provider's plan, the total and each item's
 * service types, in one statement (docs/decisions/295-site-sub-pages-in-one-statement.md): the
 * provider's row left-joined to its gallery media (only on the Business plan: the gallery is a
 * Business option), `count() over ()` for the total, a correlated subquery for the services. The
 * same answer as providerPlan + listProviderMedia + loadMediaServices (4 statements). A page past
 * the end has no row to carry the plan and total: then those are read as before.
 */
export async function findProviderGallery(
  db: Db,
  providerId: number,
  filter: ProviderMediaFilter,
  page: { limit: number; offset: number },
): Promise<{ plan: string | null; rows: Array<{ row: MediaRow; services: number[] }>; total: number }> {
  const onGallery: SQL[] = [
    eq(media.provider_id, providers.id),
    eq(providers.plan, 'business'),
    isNull(media.trashed_at),
    eq(media.visibility, 'public'),
    sql`EXISTS (SELECT 1 FROM albums ga WHERE ga.id = ${media.album_id} AND ga.kind = 'gallery')`,
  ];
  if (filter.media_type) onGallery.push(eq(media.media_type, filter.media_type));
  if (filter.featured !== undefined) onGallery.push(eq(media.featured, filter.featured));
  if (filter.top !== undefined) onGallery.push(eq(media.top, filter.top));
  const hits = await db
    .select({
      plan: providers.plan,
      media,
      total: sql<number | string>`count(${media.id}) over ()`,
      services: sql<number[] | string>`(SELECT coalesce(json_agg(ms.service_type_id ORDER BY ms.service_type_id), '[]'::json)
        FROM media_service_types ms WHERE ms.media_id = ${media.id})`,
    })
    .from(providers)
    .leftJoin(media, and(...onGallery))
    .where(eq(providers.id, providerId))
    .orderBy(asc(media.sort_order), asc(media.id))
    .limit(page.limit)
    .offset(page.offset);
  const [first] = hits;
  if (!first) {
    if (page.offset === 0) return { plan: null, rows: [], total: 0 };
    const plan = await providerPlan(db, providerId);
    if (plan !== 'business') return { plan, rows: [], total: 0 };
    const { total } = await listProviderMedia(db, providerId, filter, { limit: 1, offset: 0 });
    return { plan, rows: [], total };
  }
  const rows = hits.flatMap((hit) =>
    hit.media ? [{ row: hit.media, services: typeof hit.services === 'string' ? (JSON.parse(hit.services) as number[]) : hit.services }] : [],
  );
  return { plan: first.plan, rows, total: Number(first.total) };
}
