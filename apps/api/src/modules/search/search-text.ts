// The text part of a search: what was typed, its normalised form (for trigram matching of company
// names) and its typo-corrected form. Its SQL (the tsquery) is search-text.repository.ts'.
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
