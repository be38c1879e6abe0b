// Searches this browser remembers as keywords (SPEC §5 local keyword rule), kept in localStorage so
// they survive a reload and the start-up refetch of the catalogue. Texts only, newest last, at most
// LOCAL_KEYWORDS_MAX; storage that is full, blocked or corrupt is ignored.
import { makeLocalKeyword, shouldAddLocalKeyword } from '@eventos/domain';
import type { Keyword } from '../types';

export const LOCAL_KEYWORDS_KEY = 'eventos-peru.busquedas';
export const LOCAL_KEYWORDS_MAX = 50;

export function readLocalSearches(storage: Storage | undefined = globalThis.localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(LOCAL_KEYWORDS_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((t): t is string => typeof t === 'string').slice(-LOCAL_KEYWORDS_MAX)
      : [];
  } catch {
    return [];
  }
}

export function rememberLocalSearch(
  text: string,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    const texts = readLocalSearches(storage).filter((t) => t !== text);
    storage?.setItem(LOCAL_KEYWORDS_KEY, JSON.stringify([...texts, text].slice(-LOCAL_KEYWORDS_MAX)));
  } catch {
    // storage full or blocked: the keyword still lives in memory for this visit
  }
}

/** `keywords` plus the remembered searches that the rule still adds (negative ids: local only). */
export function withLocalKeywords(keywords: Keyword[], texts: string[] = readLocalSearches()): Keyword[] {
  const out = [...keywords];
  let id = 0;
  for (const text of texts) {
    if (shouldAddLocalKeyword(text, out)) out.push({ id: (id -= 1), ...makeLocalKeyword(text) });
  }
  return out;
}
