/**
 * Keywords added locally from a search (SPEC §5): only when longer than 3 characters and not
 * already present as a query; stored in lower case with priority 7.
 */
import { KEYWORD_MIN_LENGTH, LOCAL_KEYWORD_PRIORITY } from './constants';
import { normalizeSearchText } from './text';
import type { Keyword } from './catalogue/catalogue.schemas';

/** Keyword description as stored: trimmed, single spaces, lower case (accents kept). */
export function normalizeKeyword(text: string): string {
  return String(text ?? '')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('es');
}

/**
 * True when `text` should be added as a local 'query' keyword: more than 3 characters once
 * normalised, and no existing 'query' keyword with the same text (compared ignoring case and
 * accents, so 'Cumpleaños' and 'cumpleanos' count as the same search).
 */
export function shouldAddLocalKeyword(
  text: string,
  existing: ReadonlyArray<Pick<Keyword, 'description' | 'entry_type'>>,
): boolean {
  const description = normalizeKeyword(text);
  if (description.length <= KEYWORD_MIN_LENGTH) return false;
  const key = normalizeSearchText(description);
  return !existing.some((k) => k.entry_type === 'query' && normalizeSearchText(k.description) === key);
}

/** A keyword not yet saved (no id). */
export type NewKeyword = Omit<Keyword, 'id'>;

/** The local keyword for a search text: lower case, entry_type 'query', priority 7. */
export function makeLocalKeyword(text: string): NewKeyword {
  return {
    description: normalizeKeyword(text),
    entry_type: 'query',
    priority: LOCAL_KEYWORD_PRIORITY,
    custom1: null,
    custom2: null,
    reference_id: null,
    reference_key: null,
  };
}
