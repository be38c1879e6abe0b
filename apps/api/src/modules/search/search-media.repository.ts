// Media search for the inspiration gallery: public, not trashed photos and videos of provider
// galleries, most liked first, then newest, among a capped set of candidates (mediaSearchSql).
//   q  full text over the media's title and description, or its provider's name, services and places
//   t  photo | video        c, s  media tagged with the service (or untagged media of a provider offering it)
//   d, p, l  the provider's department, province or district
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SearchMediaQuery } from '@eventos/domain';
import type { Db } from '../../db/client';
import { alwaysGenericPlan, queryRowsByShape } from '../../db/client';
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
 * Conditions on media `m`, by what the caller knows of it: 'any' media (its album must be a gallery
 * and its provider not unlinked), 'listed' (`m.gallery_listed`, kept by triggers: in a gallery album
 * of a listed Business provider; migration 0023, ADR 356) or 'gallery' (read through the gallery
 * album of a listed Business provider: nothing to check).
 */
export function mediaConditions(text: SearchText | null, f: MediaFilters, known: 'any' | 'listed' | 'gallery' = 'any'): SQL[] {
  // The partial indexes (media_public_recent_idx, media_search_idx, media_gallery_search_idx) require both predicates.
  const out: SQL[] = [sql`m.trashed_at IS NULL`, sql`m.visibility = 'public'`];
  if (known === 'listed') out.push(sql`m.gallery_listed`);
  if (text) out.push(sql`${mediaDocument} @@ ${textTsquery(text)}`);
  // (mediaSearchSql adds the text itself: the media's own words or its provider's.)
  if (f.t) out.push(sql`m.media_type = ${f.t}`);
  if (known === 'any') {
    // Gallery photos and videos only (cover photos are part of the site's header).
    out.push(sql`EXISTS (SELECT 1 FROM albums a WHERE a.id = m.album_id AND a.kind = 'gallery')`);
    // Not from sites hidden until claimed (docs/decisions/116-unlinked-sites.md). (Providers on the
    // basic plan are left out after the candidates are chosen: see mediaSearchSql.)
    out.push(sql`NOT EXISTS (SELECT 1 FROM providers u WHERE u.id = m.provider_id AND u.unlinked_at IS NOT NULL)`);
  }
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
 * Candidates: without text the MEDIA_CANDIDATE_CAP newest (media_public_recent_idx), then the media of
 * providers on the basic plan are dropped — the gallery is a Business option, hidden and kept after a
 * downgrade (ADR 115) — after the candidates are chosen, so the planner keeps reading that index (a
 * basic provider can add no media: only a downgraded provider's leftovers are dropped).
 * With text — uploads often have no title or description — media the search can show only
 * (docs/decisions/356-media-gallery-listed-flag.md): the media whose own text matches (the first
 * MEDIA_MATCH_SCAN_CAP of media_gallery_search_idx, a GIN index of the gallery media of listed
 * Business providers: the document is an index expression, never recomputed per row, and no album or
 * provider is probed per media) ∪ the media of the first MEDIA_PROVIDER_CAP providers whose search
 * document matches (their name, services, places and introduction) among the listed providers on
 * the Business plan (the partial GIN index providers_media_search_idx, migration 0022,
 * docs/decisions/355-media-search-among-business-providers.md), read through each one's gallery album
 * (albums_provider_kind_key, one per provider) and media_public_album_idx, which carries the columns
 * the candidates need (migration 0019, docs/decisions/305-media-search-by-gallery-album.md: no media
 * or album row read per media). Bounded work however common the words. Then most liked first, newest
 * next.
 */
export function mediaSearchSql(text: SearchText | null, f: MediaFilters, page: { limit: number; offset: number }): SQL {
  let candidates: SQL;
  if (text) {
    const listed = sql.join(mediaConditions(null, f, 'listed'), sql` AND `);
    const viaGallery = sql.join(mediaConditions(null, f, 'gallery'), sql` AND `);
    candidates = sql`WITH matched AS MATERIALIZED (
        SELECT p.id FROM providers p
        WHERE p.search_document @@ ${textTsquery(text)} AND p.plan = 'business' AND p.unlinked_at IS NULL
        LIMIT ${MEDIA_PROVIDER_CAP}
      ), raw AS (
        (SELECT m.id, m.provider_id, m.likes_count, m.created_at FROM media m
          WHERE ${listed} AND ${mediaDocument} @@ ${textTsquery(text)} LIMIT ${MEDIA_MATCH_SCAN_CAP})
        UNION ALL
        (SELECT m.id, m.provider_id, m.likes_count, m.created_at
          FROM matched mp JOIN albums ga ON ga.provider_id = mp.id AND ga.kind = 'gallery'
          JOIN media m ON m.album_id = ga.id AND m.provider_id = mp.id
          WHERE ${viaGallery} LIMIT ${MEDIA_MATCH_SCAN_CAP})
      )
      SELECT id, max(likes_count) AS likes_count, max(created_at) AS created_at FROM raw GROUP BY id
      LIMIT ${MEDIA_MATCH_SCAN_CAP}`;
  } else {
    candidates = sql`SELECT m.id, m.provider_id, m.likes_count, m.created_at FROM media m WHERE ${sql.join(mediaConditions(null, f), sql` AND `)}
        ORDER BY m.created_at DESC, m.id DESC LIMIT ${MEDIA_CANDIDATE_CAP}`;
  }
  // With text every candidate can be shown; without, the basic plan's are dropped now.
  const cand = text
    ? sql`cand AS MATERIALIZED (${candidates})`
    : sql`raw_cand AS MATERIALIZED (${candidates}),
    cand AS MATERIALIZED (
      SELECT c.id, c.likes_count, c.created_at FROM raw_cand c
      WHERE EXISTS (SELECT 1 FROM providers b WHERE b.id = c.provider_id AND b.plan = 'business'))`;
  return sql`
    WITH ${cand},
    ranked AS (SELECT id, row_number() OVER (ORDER BY likes_count DESC, created_at DESC, id DESC) AS rn FROM cand)
    SELECT (SELECT count(*) FROM cand)::int AS total, (SELECT count(*) FROM ${text ? sql`cand` : sql`raw_cand`})::int AS scanned,
      (SELECT coalesce(json_agg(id ORDER BY rn), '[]') FROM ranked WHERE rn > ${page.offset} AND rn <= ${page.offset + page.limit}) AS ids`;
}

export async function searchMediaIds(
  db: Db,
  text: SearchText | null,
  f: MediaFilters,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number; capped: boolean }> {
  const [row] = await queryRowsByShape<{ total: number; scanned: number; ids: number[] | string }>(db, 'search_media', mediaSearchSql(text, f, page));
  const ids = typeof row?.ids === 'string' ? (JSON.parse(row.ids) as number[]) : (row?.ids ?? []);
  const total = Number(row?.total ?? 0);
  return { ids, total, capped: Number(row?.scanned ?? 0) >= (text ? MEDIA_MATCH_SCAN_CAP : MEDIA_CANDIDATE_CAP) };
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
