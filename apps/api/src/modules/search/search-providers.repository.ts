// Provider search in one SQL statement: candidates (capped), their ranking, the page of ids, the
// total and the facet counts. See docs/decisions/006-search-ranking.md.
//
//   candidates = the CANDIDATE_CAP best rated of the first MATCH_SCAN_CAP full-text matches
//                (search_document @@ tsquery: GIN index, or a scan that stops early for words in
//                most documents), ∪ — when those are fewer than NAME_FALLBACK_BELOW — up to NAME_CAP
//                company names similar to the text (pg_trgm %> on f_unaccent(lower(company_name)),
//                GIN trigram index); without text: the CANDIDATE_CAP best rated matching the filters.
//   ranking    = relevance (ts_rank with weights name > services > places > intro, plus name
//                similarity) in steps of 0.1, then reviews_score, then plan (business first),
//                then reviews_number, then id.
//   facets     = counts per category and per service type over the candidates of the same text
//                and location filters but without c/s (so every category chip keeps its count).
import { sql, type SQL } from 'drizzle-orm';
import type { SearchProvidersQuery } from '@eventos/domain';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import { textTerm, textTsquery, type SearchText } from './search-text';

export const CANDIDATE_CAP = 200;
export const MATCH_SCAN_CAP = 400;
export const NAME_CAP = 50;
/** Similar company names are searched when the full text finds fewer providers than this. */
export const NAME_FALLBACK_BELOW = 20;

export interface CategoryFacet {
  group: string;
  group_name: string;
  count: number;
}
export interface ServiceFacet {
  id: number;
  slug: string;
  type_name: string;
  group: string;
  count: number;
}
export interface ProviderSearchResult {
  ids: number[];
  total: number;
  /** True when a candidate list reached its cap: there are more matches than `total`. */
  capped: boolean;
  facets: { categories: CategoryFacet[]; services: ServiceFacet[] };
}

export type ProviderFilters = Pick<SearchProvidersQuery, 'c' | 's' | 'd' | 'p' | 'l'>;

/** WHERE conditions on providers `p` for the filters (c and s only when `withServices`). */
export function providerConditions(f: ProviderFilters, withServices: boolean): SQL[] {
  // Unlinked sites are hidden until claimed (docs/decisions/116-unlinked-sites.md).
  const out: SQL[] = [sql`p.unlinked_at IS NULL`];
  if (f.d !== undefined) out.push(sql`p.department_id = ${f.d}`);
  if (f.p !== undefined) out.push(sql`p.province_id = ${f.p}`);
  if (f.l !== undefined) out.push(sql`p.location_id = ${f.l}`);
  if (withServices && f.c !== undefined) {
    out.push(sql`p.id IN (SELECT pst.provider_id FROM provider_service_types pst
      JOIN service_types st ON st.id = pst.service_type_id WHERE st."group" = ${f.c})`);
  }
  if (withServices && f.s !== undefined) {
    out.push(sql`p.id IN (SELECT pst.provider_id FROM provider_service_types pst
      JOIN service_types st ON st.id = pst.service_type_id WHERE st.slug = ${f.s})`);
  }
  return out;
}

const and = (conds: SQL[]): SQL => (conds.length ? sql.join(conds, sql` AND `) : sql`true`);

/** Columns every candidate carries (from providers `p`, or a subquery of it), so ranking never reads providers again. */
function candidateColumns(text: SearchText | null, branch: 1 | 2, p = sql`p`): SQL {
  const rank = text ? sql`ts_rank(${p}.search_document, ${textTsquery(text)})` : sql`0`;
  // Name similarity only for the (few) rows found by name; full-text rows rank by ts_rank alone.
  const nameSimilarity =
    text && branch === 2 ? sql`word_similarity(${textTerm(text)}, f_unaccent(lower(${p}.company_name)))` : sql`0`;
  return sql`${p}.id, ${sql.raw(String(branch))} AS b, (${rank})::real AS rank, (${nameSimilarity})::real AS name_sim,
    ${p}.reviews_score, ${p}.plan, ${p}.reviews_number`;
}

/**
 * Candidate rows (b: 1 full text or best-rated, 2 similar name), each branch capped. Full-text
 * matches: the first MATCH_SCAN_CAP found through the GIN index (bounded work however common the
 * words), of which the CANDIDATE_CAP best rated are kept.
 */
export function candidatesSql(text: SearchText | null, conds: SQL[]): SQL {
  if (!text) {
    return sql`SELECT ${candidateColumns(null, 1)} FROM providers p WHERE ${and(conds)}
      ORDER BY p.reviews_score DESC, p.plan, p.id LIMIT ${CANDIDATE_CAP}`;
  }
  // ts_rank only for the kept rows: the outer query ranks what the inner one found. The similar
  // names are looked for only when the full text finds few providers (the planner runs that scan
  // behind a one-time filter), so a misspelt company name is found without costing common words.
  return sql`WITH fts AS MATERIALIZED (
      SELECT ${candidateColumns(text, 1, sql`m`)} FROM (
        SELECT p.id, p.search_document, p.reviews_score, p.plan, p.reviews_number FROM providers p
        WHERE p.search_document @@ ${textTsquery(text)} AND ${and(conds)} LIMIT ${MATCH_SCAN_CAP}) m
      ORDER BY m.reviews_score DESC, m.plan, m.id LIMIT ${CANDIDATE_CAP})
    SELECT * FROM fts
    UNION ALL
    (SELECT ${candidateColumns(text, 2)} FROM providers p
      WHERE (SELECT count(*) FROM fts) < ${NAME_FALLBACK_BELOW}
        AND f_unaccent(lower(p.company_name)) %> ${textTerm(text)} AND ${and(conds)}
      LIMIT ${NAME_CAP})`;
}

/** One row per candidate (a provider found by both branches keeps its name similarity). */
const mergeCandidates = (raw: string) =>
  sql.raw(`SELECT id, max(rank) AS rank, max(name_sim) AS name_sim, max(reviews_score) AS reviews_score,
      max(plan) AS plan, max(reviews_number) AS reviews_number FROM ${raw} GROUP BY id`);

/** The whole search statement (one row: total, capped, ids, categories, services). */
export function providerSearchSql(text: SearchText | null, f: ProviderFilters, page: { limit: number; offset: number }): SQL {
  const serviceFilter = f.c !== undefined || f.s !== undefined;
  const pageCandidates = candidatesSql(text, providerConditions(f, true));
  // Facets ignore c/s: with neither set they reuse the page's candidates.
  const facetCte = serviceFilter
    ? sql`, facet_raw AS MATERIALIZED (${candidatesSql(text, providerConditions(f, false))}),
         facet_ids AS (SELECT DISTINCT id FROM facet_raw)`
    : sql`, facet_ids AS (SELECT id FROM cand)`;
  return sql`
    WITH cand_raw AS MATERIALIZED (${pageCandidates}),
    cand AS MATERIALIZED (${mergeCandidates('cand_raw')})
    ${facetCte},
    ranked AS (
      SELECT id, row_number() OVER (ORDER BY round((rank + 0.5 * name_sim)::numeric, 1) DESC, reviews_score DESC,
               (plan = 'business') DESC, reviews_number DESC, id) AS rn
      FROM cand
    ),
    fst AS (
      SELECT st.id, st.slug, st.type_name, st."group", st.group_name, st.sort_order, pst.provider_id
      FROM provider_service_types pst JOIN service_types st ON st.id = pst.service_type_id
      WHERE pst.provider_id = ANY (ARRAY(SELECT id FROM facet_ids))
    )
    SELECT
      (SELECT count(*) FROM cand)::int AS total,
      (SELECT count(*) FILTER (WHERE b = 1) >= ${CANDIDATE_CAP} OR count(*) FILTER (WHERE b = 2) >= ${NAME_CAP} FROM cand_raw) AS capped,
      (SELECT coalesce(json_agg(id ORDER BY rn), '[]') FROM ranked WHERE rn > ${page.offset} AND rn <= ${page.offset + page.limit}) AS ids,
      (SELECT coalesce(json_agg(c ORDER BY c.count DESC, c.group), '[]') FROM (
         SELECT "group", min(group_name) AS group_name, count(DISTINCT provider_id)::int AS count FROM fst GROUP BY "group") c
      ) AS categories,
      (SELECT coalesce(json_agg(s ORDER BY s.count DESC, s.sort_order, s.id), '[]') FROM (
         SELECT id, slug, type_name, "group", min(sort_order) AS sort_order, count(*)::int AS count FROM fst
         GROUP BY id, slug, type_name, "group") s
      ) AS services`;
}

type Json<T> = T | string;
const parse = <T>(value: Json<T>): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export async function searchProviderIds(
  db: Db,
  text: SearchText | null,
  f: ProviderFilters,
  page: { limit: number; offset: number },
): Promise<ProviderSearchResult> {
  const [row] = await queryRows<{
    total: number;
    capped: boolean;
    ids: Json<number[]>;
    categories: Json<CategoryFacet[]>;
    services: Json<Array<ServiceFacet & { sort_order?: number }>>;
  }>(db, providerSearchSql(text, f, page));
  if (!row) return { ids: [], total: 0, capped: false, facets: { categories: [], services: [] } };
  return {
    ids: parse(row.ids),
    total: Number(row.total),
    capped: Boolean(row.capped),
    facets: {
      categories: parse(row.categories),
      services: parse(row.services).map(({ id, slug, type_name, group, count }) => ({ id, slug, type_name, group, count })),
    },
  };
}

/**
 * A page of providers without text or place (only c/s, or nothing), in rank order, uncapped: the
 * totals then come from the catalogue-wide counts (search-stats.repository.ts).
 */
export function browseProviderIdsSql(f: Pick<ProviderFilters, 'c' | 's'>, page: { limit: number; offset: number }): SQL {
  return sql`SELECT p.id FROM providers p WHERE ${and(providerConditions(f, true))}
    ORDER BY p.reviews_score DESC, (p.plan = 'business') DESC, p.reviews_number DESC, p.id
    LIMIT ${page.limit} OFFSET ${page.offset}`;
}

export async function browseProviderIds(db: Db, f: Pick<ProviderFilters, 'c' | 's'>, page: { limit: number; offset: number }) {
  const rows = await queryRows<{ id: number }>(db, browseProviderIdsSql(f, page));
  return rows.map((r) => Number(r.id));
}
