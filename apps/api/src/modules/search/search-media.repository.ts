// Media search for the inspiration gallery: public, not trashed photos and videos of provider
// galleries, most liked first, then newest, among a capped set of candidates (mediaSearchSql).
//   q  full text over the media's title and description, or its provider's name, services and places
//   t  photo | video        c, s  media tagged with the service (or untagged media of a provider offering it)
//   d, p, l  the provider's department, province or district
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SearchMediaQuery } from '@eventos/domain';
import type { Db } from '../../db/client';
import { alwaysGenericPlan, queryRowsByShape, withConnection } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { locations, media, providers, uploads } from '../../db/schema';
import type { SearchText } from './search-text';
import { textTsquery } from './search-text.repository';

export const MEDIA_CANDIDATE_CAP = 500;
export const MEDIA_MATCH_SCAN_CAP = 500;
export const MEDIA_PROVIDER_CAP = 200;

export type MediaFilters = Pick<SearchMediaQuery, 't' | 'c' | 's' | 'd' | 'p' | 'l'>;

const mediaDocument = sql`search_tsvector(m.seo_filename || ' ' || m.description)`;

function serviceCondition(serviceIds: SQL): SQL {
  return sql`(m.id IN (SELECT mst.media_id FROM media_service_types mst WHERE mst.service_type_id IN (${serviceIds}))
    OR (NOT EXISTS (SELECT 1 FROM media_service_types x WHERE x.media_id = m.id)
        AND m.provider_id IN (SELECT pst.provider_id FROM provider_service_types pst WHERE pst.service_type_id IN (${serviceIds}))))`;
}

/**
 * Conditions on media `m`: public, not trashed and `m.gallery_listed` (kept by triggers: in the
 * gallery album of a listed provider on the Business plan; migration 0023, ADR 356) — what the
 * gallery's search can show — then the filters.
 */
export function mediaConditions(text: SearchText | null, f: MediaFilters): SQL[] {
  // The partial indexes (media_gallery_search_idx, media_gallery_provider_idx, media_gallery_recent_idx) require all three.
  const out: SQL[] = [sql`m.trashed_at IS NULL`, sql`m.visibility = 'public'`, sql`m.gallery_listed`];
  if (text) out.push(sql`${mediaDocument} @@ ${textTsquery(text)}`);
  if (f.t) out.push(sql`m.media_type = ${f.t}`);
  if (f.c !== undefined) out.push(serviceCondition(sql`SELECT id FROM service_types WHERE "group" = ${f.c}`));
  if (f.s !== undefined) out.push(serviceCondition(sql`SELECT id FROM service_types WHERE slug = ${f.s}`));
  const place: SQL[] = [];
  if (f.d !== undefined) place.push(sql`p.department_id = ${f.d}`);
  if (f.p !== undefined) place.push(sql`p.province_id = ${f.p}`);
  if (f.l !== undefined) place.push(sql`p.location_id = ${f.l}`);
  if (place.length) out.push(sql`m.provider_id IN (SELECT p.id FROM providers p WHERE ${sql.join(place, sql` AND `)})`);
  return out;
}

/**
 * The candidates are media the search can show only (`gallery_listed`, mediaConditions), read from
 * partial indexes of those media that carry what the ranking needs (migration 0024,
 * docs/decisions/375-media-search-listed-media-by-provider.md):
 * - without text, the MEDIA_CANDIDATE_CAP newest (media_gallery_recent_idx, index-only);
 * - with text (uploads often have no title or description), the media whose own text matches (the
 *   first MEDIA_MATCH_SCAN_CAP of media_gallery_search_idx, a GIN index of the document expression:
 *   never recomputed per row) ∪ the media of the first MEDIA_PROVIDER_CAP providers whose search
 *   document matches (name, services, places, introduction) among the listed Business providers
 *   (partial GIN index providers_media_search_idx, migration 0022, ADR 355), each provider's media one
 *   index-only range of media_gallery_provider_idx. Bounded work however common the words. When
 *   more than MEDIA_MATCH_SCAN_CAP were read, the best of them by the order below are kept
 *   (`capped`: the media search ranks a capped candidate set, ADR 006d).
 * Then most liked first, newest next.
 */
export function mediaSearchSql(text: SearchText | null, f: MediaFilters, page: { limit: number; offset: number }): SQL {
  const listed = sql.join(mediaConditions(null, f), sql` AND `);
  let candidates: SQL;
  if (text) {
    candidates = sql`WITH matched AS MATERIALIZED (
        SELECT p.id FROM providers p
        WHERE p.search_document @@ ${textTsquery(text)} AND p.plan = 'business' AND p.unlinked_at IS NULL
        LIMIT ${MEDIA_PROVIDER_CAP}
      ), raw AS (
        (SELECT m.id, m.likes_count, m.created_at FROM media m
          WHERE ${listed} AND ${mediaDocument} @@ ${textTsquery(text)} LIMIT ${MEDIA_MATCH_SCAN_CAP})
        UNION ALL
        (SELECT m.id, m.likes_count, m.created_at
          FROM matched mp JOIN media m ON m.provider_id = mp.id
          WHERE ${listed} LIMIT ${MEDIA_MATCH_SCAN_CAP})
      )
      SELECT id, max(likes_count) AS likes_count, max(created_at) AS created_at FROM raw GROUP BY id
      ORDER BY 2 DESC, 3 DESC, 1 DESC LIMIT ${MEDIA_MATCH_SCAN_CAP}`;
  } else {
    candidates = sql`SELECT m.id, m.likes_count, m.created_at FROM media m WHERE ${listed}
        ORDER BY m.created_at DESC, m.id DESC LIMIT ${MEDIA_CANDIDATE_CAP}`;
  }
  return sql`
    WITH cand AS MATERIALIZED (${candidates}),
    ranked AS (SELECT id, row_number() OVER (ORDER BY likes_count DESC, created_at DESC, id DESC) AS rn FROM cand)
    SELECT (SELECT count(*) FROM cand)::int AS total,
      (SELECT coalesce(json_agg(id ORDER BY rn), '[]') FROM ranked WHERE rn > ${page.offset} AND rn <= ${page.offset + page.limit}) AS ids`;
}

export async function searchMediaIds(
  db: Db,
  text: SearchText | null,
  f: MediaFilters,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number; capped: boolean }> {
  const [row] = await queryRowsByShape<{ total: number; ids: number[] | string }>(db, 'search_media', mediaSearchSql(text, f, page));
  const ids = typeof row?.ids === 'string' ? (JSON.parse(row.ids) as number[]) : (row?.ids ?? []);
  const total = Number(row?.total ?? 0);
  return { ids, total, capped: total >= (text ? MEDIA_MATCH_SCAN_CAP : MEDIA_CANDIDATE_CAP) };
}

function mediaItemsQuery(db: Db) {
  // The same plan for any page of ids: planned once on PGlite (ADR 321).
  alwaysGenericPlan(db, 'search_media_items');
  return db
    .select({
      media,
      services: sql<number[] | null>`(SELECT array_agg(mst.service_type_id ORDER BY mst.service_type_id)
        FROM media_service_types mst WHERE mst.media_id = ${media.id})`,
      provider_slug: providers.slug,
      company_name: providers.company_name,
      department: locations.name,
      logo_path: uploads.path,
      logo_sizes: uploads.sizes,
    })
    .from(media)
    .innerJoin(providers, eq(providers.id, media.provider_id))
    .leftJoin(locations, eq(locations.id, providers.department_id))
    .leftJoin(uploads, eq(uploads.id, providers.logo_id))
    .where(sql`${media.id} = ANY(${sql.placeholder('ids')}::int[])`)
    .orderBy(desc(media.id))
    .prepare('search_media_items');
}

/** One prepared statement per database: its text is the same for any number of ids (ADR 321). */
const preparedItems = preparedPerDatabase<ReturnType<typeof mediaItemsQuery>>();

/** The media rows of `ids` with their service ids and a summary of their provider, in one query. */
export async function loadMediaItems(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const query = preparedItems(db, 'search_media_items', () => mediaItemsQuery(db));
  const rows = await query.execute({ ids: `{${ids.map((id) => Math.trunc(id)).join(',')}}` });
  const byId = new Map(rows.map((r) => [r.media.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/**
 * A page of the media search: the ids, then their items, on one connection (one wait for the
 * pool's queue, not two: docs/decisions/400-one-connection-per-search.md).
 */
export function searchMediaPage(db: Db, text: SearchText | null, f: MediaFilters, page: { limit: number; offset: number }) {
  return withConnection(db, async (conn) => {
    const result = await searchMediaIds(conn, text, f, page);
    return { result, rows: await loadMediaItems(conn, result.ids) };
  });
}
