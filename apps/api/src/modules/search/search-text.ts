// The text part of a search, as SQL: a Spanish, accent-insensitive tsquery of what was typed (web
// search syntax: "frase exacta", OR, -palabra) OR of its typo-corrected form, and the normalised
// text for trigram matching of company names. Everything reaches SQL as bound parameters.
import { sql, type SQL } from 'drizzle-orm';
import { normalizeSearchText } from '@eventos/domain';
import { correctQuery, type Vocabulary } from './search-vocabulary';

export interface SearchText {
  /** As typed (trimmed). */
  q: string;
  /** Lower case, accents removed, single spaces. */
  normalized: string;
  /** `normalized` with unknown words replaced by catalogue words, or null. */
  corrected: string | null;
}

/** Null when `q` has nothing searchable (empty, or only punctuation). */
export function prepareSearchText(vocabulary: Vocabulary, q: string | undefined | null): SearchText | null {
  const trimmed = (q ?? '').trim();
  const normalized = normalizeSearchText(trimmed);
  if (!/[a-z0-9ñ]/.test(normalized)) return null;
  const corrected = correctQuery(vocabulary, normalized);
  return { q: trimmed, normalized, corrected };
}

/** tsquery of the text (or its correction). Immutable with constant arguments: planned as a constant. */
export function textTsquery(text: SearchText): SQL {
  const typed = sql`search_tsquery(${text.q})`;
  return text.corrected ? sql`(${typed} || search_tsquery(${text.corrected}))` : typed;
}

/** The normalised text, as compared with f_unaccent(lower(column)) by the trigram operators. */
export function textTerm(text: SearchText): SQL {
  return sql`${text.normalized}::text`;
}
