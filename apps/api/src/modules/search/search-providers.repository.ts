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
//   text of one plain word (or a word and its correction), with or without filters, when no listed
//     provider has it only in its introduction: the per-word rows of provider_search_words
//     (migrations 0017 and 0018, docs/decisions/163-search-words.md and 265-search-words-filters.md)
//     — one word is an index-only range in (tier, quality) order with its total counted from the
//     index (the place, category or service a filter on the index's included columns), the typed
//     and the corrected word a union of the ranges of the primary key (ADR 342); same results as
//     the next plan. Two words could be merged there too, but the next plan is faster for them
//     since ADR 384 (ADR 385);
//   text otherwise: full-text matches (GIN) with the filters, paged in (tier, quality) order — the
//     planner walks providers_search_quality_idx for common words or sorts the GIN matches for rare
//     ones — counted up to 10,001; facets count the services of those matches (their rows'
//     search_facets, migration 0026, docs/decisions/384-providers-search-facets.md). Beyond 10,000
//     matches the first tier of plain words comes from the per-word rows (ADR 398).
// A misspelt company name is corrected before (the words of company names are part of the typo
// vocabulary).
import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_EXACT_TOTAL_LIMIT } from '@eventos/domain';
import type { Db } from '../../db/client';
import { queryRowsByShape, queryRowsPreparedByShape, withConnection } from '../../db/client';
import type { SearchText } from './search-text';
import { cardsOfIdsSql, type RawCards } from './provider-cards.repository';
import { textTsquery } from './search-text.repository';

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
  /** The page's cards, read by the same statement when asked for (`withCards`, ADR 392). */
  cards?: RawCards;
}

/** The engine's statement with the page's cards beside it (its `ids`, ADR 392), or as it is. */
const withCards = (query: SQL, cards: boolean): SQL =>
  cards ? sql`WITH s AS MATERIALIZED (${query}) SELECT s.*, ${cardsOfIdsSql(sql`s.ids`)} AS cards FROM s` : query;

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

export async function searchByFilters(
  db: Db,
  f: ResolvedFilters,
  range: { limit: number; offset: number },
  cards = false,
): Promise<RawSearchResult> {
  // The same index ranges for any value (the cards' function keeps its own plan): prepared on
  // PostgreSQL too (ADR 395).
  const [row] = await queryRowsPreparedByShape<{ total: number | null; ids: Json<number[]>; facets: Json<FacetCount[]>; cards?: RawCards }>(
    db,
    cards ? 'search_filters_cards' : 'search_filters',
    withCards(filterSearchSql(f, range), cards),
  );
  const total = Number(row?.total ?? 0);
  return {
    ids: parse(row?.ids, []).map(Number),
    total: Math.min(total, SEARCH_EXACT_TOTAL_LIMIT),
    capped: total > SEARCH_EXACT_TOTAL_LIMIT,
    facets: parse(row?.facets, []).map((c) => ({ facet: Number(c.facet), count: Math.min(Number(c.count), COUNT_CAP) })),
    ...(cards ? { cards: row?.cards ?? null } : {}),
  };
}

/** Conditions on providers `p` for the place and (when `withFacet`) the category or service. */
function providerConditions(f: ResolvedFilters, withFacet: boolean): SQL {
  const out: SQL[] = [sql`p.unlinked_at IS NULL`];
  if (f.place) out.push(sql`p.${sql.identifier(f.place.column)} = ${f.place.id}`);
  if (withFacet && f.facet !== 0) {
    out.push(sql`${f.facet}::int = ANY (p.search_facets)`);
  }
  return sql.join(out, sql` AND `);
}

/** The tsquery restricted to the company name (weight A of search_document): every lexeme gets ':A'. */
export function nameTsquery(text: SearchText): SQL {
  return sql`regexp_replace((${textTsquery(text)})::text, '''(?:[^'']|'''')+''', '\\&:A', 'g')::tsquery`;
}

/** Lexemes per variant up to which the first tier is read from the per-word rows (a join each). */
const MAX_NAME_TIER_LEXEMES = 4;

/**
 * The first tier of a plain-words text (providers with every lexeme of the typed or of the corrected
 * text in their company name) from provider_search_words: a variant's rows are its first lexeme's
 * rows in the name (rank index: in quality order) joined to its other lexemes' in the name (primary
 * key), all index-only; the place and the category or service filter the included columns. The
 * planner walks the rank index in order while the tier is dense and joins the two ranges when it
 * is sparse; the scan of providers in quality order it replaces read every provider when no
 * company name held the words (2.0–2.6 s for `quispe ofrecemos` at 1,000,000 providers, ADR 398).
 * `page` is the tier's rows (id, search_quality) in (quality, id) order; `count(n)` its size up to n.
 * Null when a variant has more lexemes than MAX_NAME_TIER_LEXEMES.
 */
function nameTierRows(
  variants: string[][],
  f: ResolvedFilters,
): { page(range: { limit: number; offset: number }): SQL; count(n: number): SQL } | null {
  if (variants.length === 0 || variants.some((v) => v.length === 0 || v.length > MAX_NAME_TIER_LEXEMES)) return null;
  const rows = variants.map(([first, ...others]) => {
    const joins = others.map((lexeme, i) => {
      const w = sql.identifier(`w${i + 1}`);
      return sql`JOIN provider_search_words ${w} ON ${w}.lexeme = ${lexeme} AND ${w}.provider_id = w0.provider_id AND ${w}.in_name`;
    });
    return sql`SELECT w0.provider_id AS id, w0.quality AS search_quality FROM provider_search_words w0 ${sql.join(joins, sql` `)}
      WHERE w0.lexeme = ${first} AND w0.in_name ${wordConditions('w0', f, true)}`;
  });
  const ranked = sql`ORDER BY search_quality DESC, id`;
  return {
    // Two variants: the page is among the first offset + limit rows of each (a provider's rows
    // carry the same quality in both, so UNION keeps it once).
    page: (range) =>
      rows.length === 1
        ? sql`${rows[0]} ${ranked} ${page(range)}`
        : sql`SELECT id, search_quality FROM (${sql.join(
            rows.map((r) => sql`(${r} ${ranked} LIMIT ${range.offset + range.limit})`),
            sql` UNION `,
          )}) t ${ranked} ${page(range)}`,
    // Each variant's first n rows hold n distinct providers of the union when it has that many.
    count: (n) =>
      sql`SELECT least(count(*), ${n})::int AS n FROM (${sql.join(
        rows.map((r) => sql`(${r} LIMIT ${n})`),
        sql` UNION `,
      )}) t`,
  };
}

/**
 * Text: total (up to 10,001), the page in (tier, quality, id) order and the facet counts of the
 * matches without category or service — one statement. The matches are read once (`m`, at most
 * 10,001): when they are all there, the page is sorted from them; when there are more, the first
 * tier's part of the page comes from the per-word rows (`nameLexemes`: the variants' lexemes of a
 * plain-words text, ADR 398) or else from providers in quality order, and the second tier's from
 * providers in quality order (providers_search_quality_idx: the words are then common, so the
 * first rows of the index that match are found quickly) with a constant LIMIT that the planner
 * weighs.
 */
export function textSearchSql(
  text: SearchText,
  f: ResolvedFilters,
  range: { limit: number; offset: number },
  options: { nameLexemes?: string[][] | null; cap?: number } = {},
): SQL {
  const tsq = textTsquery(text);
  const named = nameTsquery(text);
  const conds = providerConditions(f, true);
  // The cap is SEARCH_EXACT_TOTAL_LIMIT + 1; tests pass a small one to reach the capped branch.
  const cap = options.cap ?? COUNT_CAP;
  // The second tier's page starts at greatest(0, offset − first-tier matches): counting the first
  // tier up to `offset` gives the same value (none on page 1). At 1,000,000 providers counting it up
  // to 10,001 read 33,325 heap blocks for `palacios eventos` (1.6 of 3.7 s, bench/README.md).
  const tier1Needed = range.offset;
  // The first tier (every word in the company name) from the per-word rows when the text is plain
  // words: index-only, whatever its size (ADR 398); else from the providers in quality order.
  const nameTier = options.nameLexemes ? nameTierRows(options.nameLexemes, f) : null;
  const tier1 = nameTier
    ? nameTier.count(tier1Needed)
    : sql`SELECT count(*)::int AS n FROM (
            SELECT 1 FROM providers p, q WHERE ${conds} AND p.search_document @@ q.named LIMIT ${tier1Needed}) x`;
  const page1 = nameTier
    ? nameTier.page(range)
    : sql`SELECT p.id, p.search_quality FROM providers p, q WHERE ${conds} AND p.search_document @@ q.named
            ORDER BY p.search_quality DESC, p.id ${page(range)}`;
  // The facets of the matches are in their rows (providers.search_facets, migration 0026): no
  // entry is probed per match.
  const facetSource =
    f.facet === 0
      ? sql`SELECT facets FROM m`
      : sql`SELECT p.search_facets AS facets FROM providers p, q WHERE ${providerConditions(f, false)} AND p.search_document @@ q.tsq LIMIT ${cap}`;
  return sql`WITH q AS MATERIALIZED (SELECT ${tsq} AS tsq, ${named} AS named),
    m AS MATERIALIZED (SELECT p.id, p.search_quality AS quality, (p.search_document @@ q.named) AS in_name, p.search_facets AS facets
      FROM providers p, q WHERE ${conds} AND p.search_document @@ q.tsq LIMIT ${cap}),
    n AS (SELECT count(*)::int AS total FROM m)
    SELECT n.total,
      CASE WHEN n.total < ${cap} THEN (
        SELECT coalesce(json_agg(id ORDER BY in_name DESC, quality DESC, id), '[]') FROM (
          SELECT id, in_name, quality FROM m ORDER BY in_name DESC, quality DESC, id ${page(range)}) x)
      ELSE (
        WITH tier1 AS (${tier1}),
          page1 AS (${page1}),
          page0 AS (SELECT id, search_quality FROM (
              SELECT p.id, p.search_quality FROM providers p, q WHERE ${conds} AND p.search_document @@ q.tsq
                AND NOT (p.search_document @@ q.named)
              ORDER BY p.search_quality DESC, p.id LIMIT ${range.offset + range.limit}) r
            ORDER BY search_quality DESC, id
            LIMIT greatest(0, ${range.limit} - (SELECT count(*) FROM page1))
            OFFSET greatest(0, ${range.offset} - (SELECT n FROM tier1)))
        SELECT coalesce(json_agg(id ORDER BY t DESC, search_quality DESC, id), '[]') FROM (
          SELECT id, search_quality, 1 AS t FROM page1 UNION ALL SELECT id, search_quality, 0 FROM page0) x)
      END AS ids,
      (SELECT coalesce(json_agg(json_build_object('facet', facet, 'count', c)), '[]') FROM (
         SELECT f AS facet, count(*)::int AS c FROM (SELECT unnest(fm.facets) AS f FROM (${facetSource}) fm) u
         GROUP BY f) fc) AS facets
    FROM n`;
}

/**
 * Words of letters and digits only, none of them "or" (no phrase, OR or -word syntax of
 * websearch_to_tsquery): their tsquery is the AND of their lexemes.
 */
const PLAIN_WORDS = /^(?!or(?: |$))[a-z0-9]+(?: (?!or(?: |$))[a-z0-9]+)*$/;
const MAX_WORD_LEXEMES = 2;
/**
 * The engine asks the per-word rows only for texts of one lexeme (typed, and its correction): with
 * the facets in the provider's row (ADR 384), two lexemes are intersected faster by the GIN index of
 * the full-text plan than by merging two ranges of the words' key — 22–27 against 30–37 ms for
 * "gutierrez peru", "quispe producciones"; 3–6 against 19–33 ms for "quispe mamani", "express sur"
 * at 1,000,000 providers (docs/decisions/385-two-words-by-the-full-text-plan.md).
 */
const ENGINE_WORD_LEXEMES = 1;

/**
 * Whether provider_search_words may answer the text: plain words typed and corrected (at most two
 * lexemes each, checked with textLexemesSql). Filters are no obstacle: the rows carry the
 * provider's facets and places (migration 0018).
 */
export function wordsMayAnswer(text: SearchText): boolean {
  return PLAIN_WORDS.test(text.normalized) && (text.corrected === null || PLAIN_WORDS.test(text.corrected));
}

/**
 * The lexemes of the typed and of the corrected text, as search_tsquery() parses them (the same
 * parser and dictionary: for plain words websearch_to_tsquery is their AND), and whether a listed
 * provider has one of them only in its introduction (then the per-word rows cannot answer).
 */
export function textLexemesSql(text: SearchText): SQL {
  const lexemes = (value: string) =>
    sql`ARRAY(SELECT lexeme FROM unnest(to_tsvector('spanish'::regconfig, f_unaccent(lower(${value})))) ORDER BY lexeme)`;
  return sql`WITH l AS (SELECT ${lexemes(text.q)} AS typed, ${lexemes(text.corrected ?? '')} AS corrected)
    SELECT typed, corrected, EXISTS (SELECT 1 FROM provider_search_intro_words i
      WHERE i.lexeme = ANY (typed || corrected) AND i.providers > 0) AS intro FROM l`;
}

/**
 * Conditions on a provider_search_words row `w` for the place and (when `withFacet`) the category
 * or service: columns of the rank index's INCLUDE, so they filter an index-only range.
 */
function wordConditions(w: string, f: ResolvedFilters, withFacet: boolean): SQL {
  const out: SQL[] = [];
  if (f.place) out.push(sql`AND ${sql.identifier(w)}.${sql.identifier(f.place.column)} = ${f.place.id}`);
  if (withFacet && f.facet !== 0) out.push(sql`AND ${f.facet}::int = ANY (${sql.identifier(w)}.facets)`);
  return sql.join(out, sql` `);
}

/**
 * A text search over provider_search_words: `variants` are the lexemes of the typed text and of
 * its correction (a provider matches when it has every lexeme of one variant; it is in the first
 * tier when they are all in its company name), `f` the place and facet filters. Total up to
 * 10,001, the page in (tier, quality, id) order, the facet counts of the first 10,001 matches
 * without the category or service filter in that order (all of them when they are not more than
 * 10,000, as the full-text plan counts) — one statement.
 */
export function wordsSearchSql(variants: string[][], f: ResolvedFilters, range: { limit: number; offset: number }): SQL {
  const ranked = sql`ORDER BY in_name DESC, quality DESC, provider_id`;
  // The facets of the matches travel in the rows (INCLUDE of the rank index): no entry is probed.
  const facetsOf = (source: SQL) => sql`(SELECT coalesce(json_agg(json_build_object('facet', facet, 'count', c)), '[]') FROM (
      SELECT f AS facet, count(*)::int AS c FROM (SELECT unnest(fm.facets) AS f FROM (${source}) fm) u GROUP BY f) fc)`;
  const filtered = f.place !== null || f.facet !== 0;
  const single = variants.length === 1 && variants[0]?.length === 1 ? variants[0][0] : undefined;
  if (single !== undefined) {
    // One lexeme: ranges of the indexes, nothing else read (the filters on the included columns).
    const rows = (withFacet: boolean) =>
      sql`SELECT provider_id, in_name, quality, facets FROM provider_search_words w WHERE w.lexeme = ${single} ${wordConditions('w', f, withFacet)}`;
    // Without filters the total is a range of the narrower primary key.
    const counted = filtered ? rows(true) : sql`SELECT 1 FROM provider_search_words WHERE lexeme = ${single}`;
    return sql`SELECT
      (SELECT count(*)::int FROM (${counted} LIMIT ${COUNT_CAP}) x) AS total,
      (SELECT coalesce(json_agg(provider_id ${ranked}), '[]') FROM (${rows(true)} ${ranked} ${page(range)}) x) AS ids,
      ${facetsOf(sql`${rows(false)} ${ranked} LIMIT ${COUNT_CAP}`)} AS facets`;
  }
  const variantRows = variants.map((lexemes) => {
    const [first, ...others] = lexemes;
    const joins = others.map(
      (lexeme, i) => sql`JOIN provider_search_words ${sql.identifier(`w${i + 1}`)} ON ${sql.identifier(`w${i + 1}`)}.lexeme = ${lexeme}
        AND ${sql.identifier(`w${i + 1}`)}.provider_id = w0.provider_id`,
    );
    const inName = sql.join([sql`w0.in_name`, ...others.map((_, i) => sql`${sql.identifier(`w${i + 1}`)}.in_name`)], sql` AND `);
    return sql`SELECT w0.provider_id, (${inName}) AS in_name, w0.quality, w0.facets FROM provider_search_words w0 ${sql.join(joins, sql` `)}
      WHERE w0.lexeme = ${first} ${wordConditions('w0', f, false)}`;
  });
  // One variant gives each provider once; with two, a provider's rows carry the same quality and facets.
  const matches =
    variantRows.length === 1
      ? (variantRows[0] as SQL)
      : sql`SELECT provider_id, bool_or(in_name) AS in_name, quality, facets
          FROM (${sql.join(variantRows, sql` UNION ALL `)}) v GROUP BY provider_id, quality, facets`;
  // m: the matches at the place (every facet); the category or service filters them below.
  const facetCond = f.facet !== 0 ? sql`WHERE ${f.facet}::int = ANY (facets)` : sql``;
  // The facets of all the matches when they are not more than 10,000 (no sort: the same rows
  // whatever their order), else of the first 10,001 in ranking order (CASE runs one branch).
  return sql`WITH m AS MATERIALIZED (${matches})
    SELECT
      (SELECT count(*)::int FROM (SELECT 1 FROM m ${facetCond} LIMIT ${COUNT_CAP}) x) AS total,
      (SELECT coalesce(json_agg(provider_id ${ranked}), '[]') FROM (SELECT * FROM m ${facetCond} ${ranked} ${page(range)}) x) AS ids,
      CASE WHEN (SELECT count(*) FROM (SELECT 1 FROM m LIMIT ${COUNT_CAP}) mc) < ${COUNT_CAP}
        THEN ${facetsOf(sql`SELECT facets FROM m`)}
        ELSE ${facetsOf(sql`SELECT facets FROM m ${ranked} LIMIT ${COUNT_CAP}`)} END AS facets`;
}

type TextRow = { total: number; ids: Json<number[]>; facets: Json<FacetCount[]> };

/** The lexemes of a plain-words text: one list per variant (typed, corrected when it differs). */
export interface TextLexemes {
  variants: string[][];
  /** A listed provider has one of them only in its introduction (the per-word rows cannot answer). */
  intro: boolean;
}

/** The lexemes of `text` (textLexemesSql) when it is plain words (wordsMayAnswer), else null. */
export async function textLexemes(db: Db, text: SearchText): Promise<TextLexemes | null> {
  if (!wordsMayAnswer(text)) return null;
  const [row] = await queryRowsPreparedByShape<{ typed: string[]; corrected: string[]; intro: boolean }>(db, 'search_lexemes', textLexemesSql(text));
  if (!row) return null;
  const variants = [row.typed, row.corrected].filter((v) => v.length > 0);
  if (variants.length === 2 && variants[0]?.join(' ') === variants[1]?.join(' ')) variants.pop();
  return { variants, intro: row.intro };
}

/** The per-word statement for `lexemes` when the rows answer it with at most `maxLexemes` per variant. */
function wordsStatementOf(lexemes: TextLexemes | null, f: ResolvedFilters, range: { limit: number; offset: number }, maxLexemes: number): SQL | null {
  if (!lexemes || lexemes.intro || lexemes.variants.length === 0) return null;
  if (lexemes.variants.some((v) => v.length > Math.min(maxLexemes, MAX_WORD_LEXEMES))) return null;
  return wordsSearchSql(lexemes.variants, f, range);
}

/**
 * The per-word statement when provider_search_words answers the text exactly (see wordsMayAnswer
 * and textLexemesSql) with at most `maxLexemes` lexemes per variant, else null. The engine passes
 * ENGINE_WORD_LEXEMES; two lexemes remain answerable for the tests that compare both plans and for
 * `bench/search-explain.ts --plan=words`.
 */
export async function wordsSearchStatement(
  db: Db,
  text: SearchText,
  f: ResolvedFilters,
  range: { limit: number; offset: number },
  maxLexemes = MAX_WORD_LEXEMES,
): Promise<SQL | null> {
  return wordsStatementOf(await textLexemes(db, text), f, range, maxLexemes);
}

/**
 * The statement the engine runs for a text: the per-word plan when it answers (one lexeme per
 * variant), else the full-text plan with the first tier from the per-word rows when the text is
 * plain words. `plan` names it for the benchmarks.
 */
export async function textSearchStatement(
  db: Db,
  text: SearchText,
  f: ResolvedFilters,
  range: { limit: number; offset: number },
): Promise<{ statement: SQL; plan: 'words' | 'full text' }> {
  const lexemes = await textLexemes(db, text);
  const words = wordsStatementOf(lexemes, f, range, ENGINE_WORD_LEXEMES);
  if (words) return { statement: words, plan: 'words' };
  return { statement: textSearchSql(text, f, range, { nameLexemes: lexemes?.variants }), plan: 'full text' };
}

export async function searchByText(
  db: Db,
  text: SearchText,
  f: ResolvedFilters,
  range: { limit: number; offset: number },
  cards = false,
): Promise<RawSearchResult> {
  // The lexemes, then the statement they choose: on one connection (one wait for the pool, ADR 400).
  const [row] = await withConnection(db, async (conn) => {
    const { statement, plan } = await textSearchStatement(conn, text, f, range);
    return queryRowsByShape<TextRow & { cards?: RawCards }>(
      conn,
      `${plan === 'words' ? 'search_words' : 'search_text'}${cards ? '_cards' : ''}`,
      withCards(statement, cards),
    );
  });
  const total = Number(row?.total ?? 0);
  return {
    ids: parse(row?.ids, []).map(Number),
    total: Math.min(total, SEARCH_EXACT_TOTAL_LIMIT),
    capped: total > SEARCH_EXACT_TOTAL_LIMIT,
    facets: parse(row?.facets, []).map((c) => ({ facet: Number(c.facet), count: Number(c.count) })),
    ...(cards ? { cards: row?.cards ?? null } : {}),
  };
}

/** Listed providers per facet at a place (0: all Peru), from the counts kept by triggers. */
export async function facetCountsAt(db: Db, placeId: number): Promise<FacetCount[]> {
  const rows = await queryRowsPreparedByShape<{ facet: number; count: number }>(
    db,
    'search_facet_counts',
    sql`SELECT facet, count FROM provider_search_counts WHERE place_id = ${placeId} AND count > 0`,
  );
  return rows.map((r) => ({ facet: Number(r.facet), count: Number(r.count) }));
}
