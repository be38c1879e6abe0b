// Keyword autocomplete. `q` is compared with description_search (= f_unaccent(lower(description)),
// trigram-indexed) so 'ancash' finds 'Áncash'. Matches: prefix, word prefix, substring, or trigram
// similarity (typos). Order: priority, then how well it matches, then similarity, then description.
import { asc, desc, or, sql } from 'drizzle-orm';
import type { Keyword } from '@eventos/domain';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { keywords } from '../../db/schema';

const keywordColumns = {
  id: keywords.id,
  description: keywords.description,
  entry_type: keywords.entry_type,
  priority: keywords.priority,
  custom1: keywords.custom1,
  custom2: keywords.custom2,
  reference_id: keywords.reference_id,
  reference_key: keywords.reference_key,
};

/** Escapes LIKE wildcards so user text is matched literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function topKeywordsQuery(db: Db) {
  // keywords_priority_idx (priority DESC, description) serves this directly.
  return db
    .select(keywordColumns)
    .from(keywords)
    .orderBy(desc(keywords.priority), asc(keywords.description))
    .limit(sql.placeholder('limit'))
    .prepare('search_keywords_top');
}

function matchingKeywordsQuery(db: Db) {
  const column = keywords.description_search;
  const term = sql`f_unaccent(lower(${sql.placeholder('q')}))`;
  const like = sql`f_unaccent(lower(${sql.placeholder('like')}))`;
  const prefix = sql`${column} like ${like} || '%'`;
  const wordPrefix = sql`${column} like '% ' || ${like} || '%'`;
  const contains = sql`${column} like '%' || ${like} || '%'`;
  const similar = sql`${column} % ${term}`;
  const matchRank = sql`case when ${prefix} then 0 when ${wordPrefix} then 1 when ${contains} then 2 else 3 end`;
  return db
    .select(keywordColumns)
    .from(keywords)
    .where(or(contains, similar))
    .orderBy(desc(keywords.priority), matchRank, desc(sql`similarity(${column}, ${term})`), asc(keywords.description))
    .limit(sql.placeholder('limit'))
    .prepare('search_keywords_match');
}

/** The two statements, prepared once per database (the values are parameters: ADR 321). */
const preparedTop = preparedPerDatabase<ReturnType<typeof topKeywordsQuery>>();
const preparedMatching = preparedPerDatabase<ReturnType<typeof matchingKeywordsQuery>>();

export async function searchKeywords(db: Db, params: { q?: string; limit: number }): Promise<Keyword[]> {
  const q = params.q?.trim().replace(/\s+/g, ' ');
  if (!q) return preparedTop(db, 'search_keywords_top', () => topKeywordsQuery(db)).execute({ limit: params.limit });
  return preparedMatching(db, 'search_keywords_match', () => matchingKeywordsQuery(db)).execute({ q, like: escapeLike(q), limit: params.limit });
}
