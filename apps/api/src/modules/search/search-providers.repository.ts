// Provider search on PostgreSQL / PGlite (docs/decisions/160-search-at-scale.md): the SQL behind
// ProviderSearchEngine (search-engine.ts). Ranking is over ALL matches:
//   order  = relevance tier (text: every word in the company name first), then
//            providers.search_quality (rating, number of reviews, plan, response time; migration
//            0014), then id;
//   totals and facet counts are exact up to SEARCH_EXACT_TOTAL_LIMIT (10,000).
// Two plans:
//   filters only (category/service and/or place, no text): the page is an index-only range of
//     provider_search_entries in quality order, the total and every facet count one row each of
//     provider_search_counts — both kept by triggers, exact at any size, one statement;
//   text: full-text matches (GIN) with the filters, paged in (tier, quality) order — the planner
//     walks providers_search_quality_idx for common words or sorts the GIN matches for rare ones —
//     counted up to 10,001; facets count the services of those matches; when the text finds fewer
//     than NAME_FALLBACK_BELOW providers, similar company names (pg_trgm) are added.
import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_EXACT_TOTAL_LIMIT } from '@eventos/domain';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import { textTerm, textTsquery, type SearchText } from './search-text';

/** Similar company names are searched when the full text finds fewer providers than this. */
export const NAME_FALLBACK_BELOW = 20;
export const NAME_CAP = 50;
const COUNT_CAP = SEARCH_EXACT_TOTAL_LIMIT + 1;

/** Resolved filters: a facet (0 all, > 0 service type id, < 0 group) and at most one place. */
export interface ResolvedFilters {
  facet: number;
  /** The most precise place asked for (the others it implies are then redundant). */
  place: { column: 'department_id' | 'province_id' | 'location_id'; id: number } | null;
}

export interface FacetCount {
  facet: number;
  count: number;
}

export interface RawSearchResult {
  ids: number[];
  total: number;
  /** More than `total` (= SEARCH_EXACT_TOTAL_LIMIT) match. */
  capped: boolean;
  facets: FacetCount[];
}

type Json<T> = T | string;
const parse = <T>(value: Json<T> | null | undefined, fallback: T): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : (value ?? fallback);
const page = (p: { limit: number; offset: number }) => sql`LIMIT ${p.limit} OFFSET ${p.offset}`;

/** Filters only: one statement over the entries and the counts. */
export function filterSearchSql(f: ResolvedFilters, range: { limit: number; offset: number }): SQL {
  const placeId = f.place?.id ?? 0;
  const placeCond = f.place ? sql`AND e.${sql.identifier(f.place.column)} = ${f.place.id}` : sql``;
  return sql`SELECT
      (SELECT c.count FROM provider_search_counts c WHERE c.facet = ${f.facet} AND c.place_id = ${placeId}) AS total,
      (SELECT coalesce(json_agg(x.provider_id), '[]') FROM (
         SELECT e.provider_id FROM provider_search_entries e WHERE e.facet = ${f.facet} ${placeCond}
         ORDER BY e.quality DESC, e.provider_id ${page(range)}) x) AS ids,
      (SELECT coalesce(json_agg(json_build_object('facet', c.facet, 'count', c.count)), '[]')
         FROM provider_search_counts c WHERE c.place_id = ${placeId} AND c.facet <> 0 AND c.count > 0) AS facets`;
}

export async function searchByFilters(db: Db, f: ResolvedFilters, range: { limit: number; offset: number }): Promise<RawSearchResult> {
  const [row] = await queryRows<{ total: number | null; ids: Json<number[]>; facets: Json<FacetCount[]> }>(db, filterSearchSql(f, range));
  const total = Number(row?.total ?? 0);
  return {
    ids: parse(row?.ids, []).map(Number),
    total: Math.min(total, SEARCH_EXACT_TOTAL_LIMIT),
    capped: total > SEARCH_EXACT_TOTAL_LIMIT,
    facets: parse(row?.facets, []).map((c) => ({ facet: Number(c.facet), count: Math.min(Number(c.count), COUNT_CAP) })),
  };
}

/** Conditions on providers `p` for the place and (when `withFacet`) the category or service. */
function providerConditions(f: ResolvedFilters, withFacet: boolean): SQL {
  const out: SQL[] = [sql`p.unlinked_at IS NULL`];
  if (f.place) out.push(sql`p.${sql.identifier(f.place.column)} = ${f.place.id}`);
  if (withFacet && f.facet !== 0) {
    out.push(sql`EXISTS (SELECT 1 FROM provider_search_entries e WHERE e.provider_id = p.id AND e.facet = ${f.facet})`);
  }
  return sql.join(out, sql` AND `);
}

/** The tsquery restricted to the company name (weight A of search_document): every lexeme gets ':A'. */
function nameTsquery(text: SearchText): SQL {
  return sql`regexp_replace((${textTsquery(text)})::text, '''(?:[^'']|'''')+''', '\\&:A', 'g')::tsquery`;
}

/**
 * Text: total (up to 10,001), the page in (tier, quality, id) order and the facet counts of the
 * matches without category or service — one statement.
 */
export function textSearchSql(text: SearchText, f: ResolvedFilters, range: { limit: number; offset: number }): SQL {
  const tsq = textTsquery(text);
  const named = nameTsquery(text);
  const conds = providerConditions(f, true);
  const facetConds = providerConditions(f, false);
  const facetMatches =
    f.facet === 0
      ? sql`SELECT p.id FROM providers p, q WHERE ${conds} AND p.search_document @@ q.tsq LIMIT ${COUNT_CAP}`
      : sql`SELECT p.id FROM providers p, q WHERE ${facetConds} AND p.search_document @@ q.tsq LIMIT ${COUNT_CAP}`;
  return sql`WITH q AS MATERIALIZED (SELECT ${tsq} AS tsq, ${named} AS named),
    tier1 AS (SELECT count(*)::int AS n FROM (
      SELECT 1 FROM providers p, q WHERE ${conds} AND p.search_document @@ q.named LIMIT ${COUNT_CAP}) x),
    page1 AS (SELECT p.id, p.search_quality FROM providers p, q WHERE ${conds} AND p.search_document @@ q.named
      ORDER BY p.search_quality DESC, p.id ${page(range)}),
    page0 AS (SELECT p.id, p.search_quality FROM providers p, q WHERE ${conds} AND p.search_document @@ q.tsq
        AND NOT (p.search_document @@ q.named)
      ORDER BY p.search_quality DESC, p.id
      LIMIT greatest(0, ${range.limit} - (SELECT count(*) FROM page1))
      OFFSET greatest(0, ${range.offset} - (SELECT n FROM tier1)))
    SELECT
      (SELECT count(*)::int FROM (SELECT 1 FROM providers p, q WHERE ${conds} AND p.search_document @@ q.tsq LIMIT ${COUNT_CAP}) x) AS total,
      (SELECT coalesce(json_agg(id ORDER BY t DESC, search_quality DESC, id), '[]') FROM (
         SELECT id, search_quality, 1 AS t FROM page1 UNION ALL SELECT id, search_quality, 0 FROM page0) x) AS ids,
      (SELECT coalesce(json_agg(json_build_object('facet', facet, 'count', n)), '[]') FROM (
         SELECT e.facet, count(*)::int AS n FROM (${facetMatches}) m
         JOIN provider_search_entries e ON e.provider_id = m.id AND e.facet <> 0
         GROUP BY e.facet) fc) AS facets`;
}

/**
 * Few text matches: every match and up to NAME_CAP providers with a similar company name, each
 * with its tier (2: the words are in the name, 1: similar name, 0: elsewhere) and quality, so that
 * the caller ranks and pages the union in memory.
 */
export function fewMatchesSql(text: SearchText, f: ResolvedFilters, withFacet: boolean): SQL {
  const conds = providerConditions(f, withFacet);
  return sql`WITH q AS MATERIALIZED (SELECT ${textTsquery(text)} AS tsq, ${nameTsquery(text)} AS named)
    SELECT id, max(tier)::int AS tier, max(quality)::int AS quality FROM (
      SELECT p.id, CASE WHEN p.search_document @@ q.named THEN 2 ELSE 0 END AS tier, p.search_quality AS quality
        FROM providers p, q WHERE ${conds} AND p.search_document @@ q.tsq
      UNION ALL
      (SELECT p.id, 1, p.search_quality FROM providers p WHERE ${conds}
        AND f_unaccent(lower(p.company_name)) %> ${textTerm(text)}
        ORDER BY word_similarity(${textTerm(text)}, f_unaccent(lower(p.company_name))) DESC, p.search_quality DESC, p.id
        LIMIT ${NAME_CAP})
    ) m GROUP BY id`;
}

interface FewRow extends Record<string, unknown> {
  id: number;
  tier: number;
  quality: number;
}

async function fewMatches(db: Db, text: SearchText, f: ResolvedFilters, withFacet: boolean): Promise<FewRow[]> {
  const rows = await queryRows<FewRow>(db, fewMatchesSql(text, f, withFacet));
  return rows
    .map((r) => ({ id: Number(r.id), tier: Number(r.tier), quality: Number(r.quality) }))
    .sort((a, b) => b.tier - a.tier || b.quality - a.quality || a.id - b.id);
}

/** Facet counts of a set of providers (their entries other than 0). */
async function facetCountsOf(db: Db, ids: number[]): Promise<FacetCount[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ facet: number; n: number }>(
    db,
    sql`SELECT facet, count(*)::int AS n FROM provider_search_entries
        WHERE provider_id = ANY (${`{${ids.join(',')}}`}::int[]) AND facet <> 0 GROUP BY facet`,
  );
  return rows.map((r) => ({ facet: Number(r.facet), count: Number(r.n) }));
}

export async function searchByText(
  db: Db,
  text: SearchText,
  f: ResolvedFilters,
  range: { limit: number; offset: number },
): Promise<RawSearchResult> {
  const [row] = await queryRows<{ total: number; ids: Json<number[]>; facets: Json<FacetCount[]> }>(db, textSearchSql(text, f, range));
  const total = Number(row?.total ?? 0);
  if (total >= NAME_FALLBACK_BELOW) {
    return {
      ids: parse(row?.ids, []).map(Number),
      total: Math.min(total, SEARCH_EXACT_TOTAL_LIMIT),
      capped: total > SEARCH_EXACT_TOTAL_LIMIT,
      facets: parse(row?.facets, []).map((c) => ({ facet: Number(c.facet), count: Number(c.count) })),
    };
  }
  // Few matches: add similar company names ("sazon mistiano" → Sazón Mistiana), rank in memory.
  const all = await fewMatches(db, text, f, true);
  const forFacets = f.facet === 0 ? all : await fewMatches(db, text, f, false);
  return {
    ids: all.slice(range.offset, range.offset + range.limit).map((r) => r.id),
    total: all.length,
    capped: false,
    facets: await facetCountsOf(db, forFacets.map((r) => r.id)),
  };
}

/** Listed providers per facet at a place (0: all Peru), from the counts kept by triggers. */
export async function facetCountsAt(db: Db, placeId: number): Promise<FacetCount[]> {
  const rows = await queryRows<{ facet: number; count: number }>(
    db,
    sql`SELECT facet, count FROM provider_search_counts WHERE place_id = ${placeId} AND count > 0`,
  );
  return rows.map((r) => ({ facet: Number(r.facet), count: Number(r.count) }));
}
