// Media queries shared by the media features: service tags of media rows, the public media of a
// provider's gallery (paginated, filtered by type, featured and top).
import { and, asc, count, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
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

/** The gallery's statement as it comes back: the page as one JSON value (dates as JSON text). */
interface GalleryHit {
  plan: string;
  total: number | string;
  rows: Array<Record<string, unknown> & { services: number[] }> | string;
}

const mediaColumns = getTableColumns(media);
type MediaKey = keyof typeof mediaColumns;
const MEDIA_KEYS = Object.keys(mediaColumns) as MediaKey[];
/** The timestamp columns: JSON text in the statement's answer, Date objects in MediaRow. */
const MEDIA_DATE_KEYS = MEDIA_KEYS.filter((key) => mediaColumns[key].dataType === 'date');

/** Names of a gallery page's placeholders: the statement's own, or prefixed inside another statement. */
export interface GalleryPlaceholders {
  limit: string;
  offset: string;
  media_type: string;
  featured: string;
  top: string;
}

const GALLERY_PLACEHOLDERS: GalleryPlaceholders = { limit: 'limit', offset: 'offset', media_type: 'media_type', featured: 'featured', top: 'top' };

/**
 * A page of the public gallery of the outer query's `providers` row, as SQL correlated on
 * `providers.id` and `providers.plan`: the total of the gallery's media with these filters (Business
 * only) and the page as one JSON value, each item with its services. The gallery statement below
 * and the site's statement (`withGallery`, ADR 338) read the page with this same SQL.
 */
export function galleryPageSql(filter: ProviderMediaFilter, names: GalleryPlaceholders = GALLERY_PLACEHOLDERS): { total: SQL; rows: SQL } {
  const onGallery: SQL[] = [
    sql`${media.provider_id} = ${providers.id}`,
    sql`${providers.plan} = 'business'`,
    sql`${media.trashed_at} IS NULL`,
    sql`${media.visibility} = 'public'`,
    sql`EXISTS (SELECT 1 FROM albums ga WHERE ga.id = ${media.album_id} AND ga.kind = 'gallery')`,
  ];
  if (filter.media_type) onGallery.push(sql`${media.media_type} = ${sql.placeholder(names.media_type)}`);
  if (filter.featured !== undefined) onGallery.push(sql`${media.featured} = ${sql.placeholder(names.featured)}`);
  if (filter.top !== undefined) onGallery.push(sql`${media.top} = ${sql.placeholder(names.top)}`);
  const where = sql.join(onGallery, sql` AND `);
  const fields = MEDIA_KEYS.map((key) => sql`${sql.raw(`'${key}'`)}, ${mediaColumns[key]}`);
  // The page's rows as one JSON value: PGlite turns each text column of each row into a JS value in
  // JavaScript (most of the gallery's time with ~25 columns × 50 rows), one JSON.parse is cheaper.
  return {
    total: sql`(SELECT count(*) FROM ${media} WHERE ${where})`,
    rows: sql`(SELECT coalesce(json_agg(json_build_object(${sql.join(fields, sql`, `)},
          'services', (SELECT coalesce(json_agg(ms.service_type_id ORDER BY ms.service_type_id), '[]'::json)
            FROM media_service_types ms WHERE ms.media_id = ${media.id})) ORDER BY ${media.sort_order}, ${media.id}), '[]'::json)
        FROM (SELECT * FROM ${media} WHERE ${where} ORDER BY ${media.sort_order}, ${media.id}
          LIMIT ${sql.placeholder(names.limit)} OFFSET ${sql.placeholder(names.offset)}) ${media})`,
  };
}

/** The placeholders' values of a gallery page (`names` as given to galleryPageSql). */
export function galleryPageParams(
  filter: ProviderMediaFilter,
  page: { limit: number; offset: number },
  names: GalleryPlaceholders = GALLERY_PLACEHOLDERS,
): Record<string, unknown> {
  return {
    [names.limit]: page.limit,
    [names.offset]: page.offset,
    ...(filter.media_type ? { [names.media_type]: filter.media_type } : {}),
    ...(filter.featured === undefined ? {} : { [names.featured]: filter.featured }),
    ...(filter.top === undefined ? {} : { [names.top]: filter.top }),
  };
}

/** Which filters a statement has (their values are its parameters): one prepared statement each. */
function galleryQuery(db: Db, filter: ProviderMediaFilter, name: string) {
  const page = galleryPageSql(filter);
  return db
    .select({ plan: providers.plan, total: sql<number | string>`${page.total}`, rows: sql<GalleryHit['rows']>`${page.rows}` })
    .from(providers)
    .where(eq(providers.id, sql.placeholder('id')))
    .prepare(name);
}

/** One prepared statement per database and set of filters (PostgreSQL and PGlite keep its plan, ADRs 285 and 315). */
const galleryQueries = preparedPerDatabase<ReturnType<typeof galleryQuery>>();

/** MediaRow from the statement's JSON: the same values as the typed columns (timestamps to Date, to the millisecond). */
function toMediaRow(json: Record<string, unknown>): MediaRow {
  const row = { ...json };
  for (const key of MEDIA_DATE_KEYS) {
    const value = row[key];
    row[key] = typeof value === 'string' ? new Date(value) : null;
  }
  return row as MediaRow;
}

/** A gallery page as galleryPageSql reads it (the rows' JSON text on PGlite, parsed on node-postgres). */
export type GalleryPageJson = GalleryHit['rows'];

/** The page's rows from galleryPageSql's `rows`: each media row (dates as Date) with its service type ids. */
export function galleryRows(json: GalleryPageJson): Array<{ row: MediaRow; services: number[] }> {
  const list = typeof json === 'string' ? (JSON.parse(json) as Exclude<GalleryPageJson, string>) : json;
  return list.map(({ services, ...row }) => ({ row: toMediaRow(row), services }));
}

/**
 * A page of the provider's public gallery with the provider's plan, the total and each item's
 * service types, in one prepared statement (docs/decisions/295-site-sub-pages-in-one-statement.md,
 * docs/decisions/316-gallery-page-as-one-json-value.md): the provider's row with the total of its
 * gallery media (only on the Business plan: the gallery is a Business option) and the page as one
 * JSON value, each item with its services. The same answer as providerPlan + listProviderMedia +
 * loadMediaServices (4 statements), a page past the end included.
 */
export async function findProviderGallery(
  db: Db,
  providerId: number,
  filter: ProviderMediaFilter,
  page: { limit: number; offset: number },
): Promise<{ plan: string | null; rows: Array<{ row: MediaRow; services: number[] }>; total: number }> {
  const name = `provider_gallery_${filter.media_type ? 1 : 0}${filter.featured === undefined ? 0 : 1}${filter.top === undefined ? 0 : 1}`;
  const query = galleryQueries(db, name, () => galleryQuery(db, filter, name));
  const [hit] = await query.execute({ id: providerId, ...galleryPageParams(filter, page) });
  if (!hit) return { plan: null, rows: [], total: 0 };
  return { plan: hit.plan, rows: galleryRows(hit.rows), total: Number(hit.total) };
}
