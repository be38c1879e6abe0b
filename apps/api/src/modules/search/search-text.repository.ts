// The text part of a search, as SQL: a Spanish, accent-insensitive tsquery of what was typed (web
// search syntax: "frase exacta", OR, -palabra) OR of its typo-corrected form. Everything reaches SQL
// as bound parameters.
import { sql, type SQL } from 'drizzle-orm';
import type { SearchText } from './search-text';

/** tsquery of the text (or its correction). Immutable with constant arguments: planned as a constant. */
export function textTsquery(text: SearchText): SQL {
  const typed = sql`search_tsquery(${text.q})`;
  return text.corrected ? sql`(${typed} || search_tsquery(${text.corrected}))` : typed;
}
