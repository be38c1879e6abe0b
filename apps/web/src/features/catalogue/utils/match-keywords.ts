import type { Keyword } from '../types';
import { foldText } from './fold-text';

/**
 * Accent- and case-insensitive keyword matching for the search box: every typed word must appear
 * in the description; descriptions that start with the text come first, then word starts, then
 * priority (desc) and shorter descriptions.
 */
export function matchKeywords(keywords: ReadonlyArray<Keyword>, input: string, limit = 8): Keyword[] {
  const query = foldText(input);
  if (!query) return [];
  const tokens = query.split(' ');
  const scored: Array<{ keyword: Keyword; score: number }> = [];
  for (const keyword of keywords) {
    const text = foldText(keyword.description);
    if (!tokens.every((token) => text.includes(token))) continue;
    let score = 0;
    if (text === query) score = 3;
    else if (text.startsWith(query)) score = 2;
    else if (text.includes(` ${tokens[0]}`)) score = 1;
    scored.push({ keyword, score });
  }
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      b.keyword.priority - a.keyword.priority ||
      a.keyword.description.length - b.keyword.description.length,
  );
  return scored.slice(0, limit).map((s) => s.keyword);
}

/** Adds `extra` keywords (e.g. from the server) not already in `base` (same id or description). */
export function mergeKeywords(base: Keyword[], extra: ReadonlyArray<Keyword>, limit = 8): Keyword[] {
  const seen = new Set(base.map((k) => foldText(k.description)));
  const merged = [...base];
  for (const keyword of extra) {
    const key = foldText(keyword.description);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(keyword);
  }
  return merged.slice(0, limit);
}
