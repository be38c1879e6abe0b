// Typo correction for the provider and media search. The vocabulary is every word of the catalogue
// (service types and their groups, event types, Peru's locations), built with the search catalogue
// (search-catalogue.ts). A query word that is not in it is replaced by the closest
// vocabulary word within one typing error (words of 5–7 letters) or two (8 or more), compared with
// the whole word or its beginning; candidates come from shared trigrams (pg_trgm's trigrams: words
// padded with two spaces in front and one behind, accents and case ignored):
// 'fotgrafo' → 'fotografia', 'catring' → 'catering', 'miraflorez' → 'miraflores'.
// The search then matches the original text OR the corrected text (search-text.ts).
import { normalizeSearchText } from '@eventos/domain';

/** Shorter words are never corrected (articles, 'dj', 'de'…). */
const MIN_WORD_LENGTH = 4;

export interface Vocabulary {
  words: Set<string>;
  /** trigram → indexes into `list` of the words containing it. */
  index: Map<string, number[]>;
  list: string[];
  trigrams: Set<string>[];
}

/** pg_trgm's trigrams of one word (already lower case and unaccented). */
export function wordTrigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) out.add(padded.slice(i, i + 3));
  return out;
}

export function trigramSimilarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** Words of a text as the vocabulary stores them: unaccented, lower case, letters and digits. */
export function splitWords(text: string): string[] {
  return normalizeSearchText(text)
    .split(/[^a-z0-9ñ]+/)
    .filter(Boolean);
}

export function buildVocabulary(texts: Iterable<string>): Vocabulary {
  const words = new Set<string>();
  for (const text of texts) for (const w of splitWords(text)) if (w.length >= MIN_WORD_LENGTH) words.add(w);
  const list = [...words].sort();
  const trigrams = list.map(wordTrigrams);
  const index = new Map<string, number[]>();
  trigrams.forEach((set, i) => {
    for (const t of set) {
      const ids = index.get(t);
      if (ids) ids.push(i);
      else index.set(t, [i]);
    }
  });
  return { words, index, list, trigrams };
}

/** Edits allowed for a word of this length: none below 5 letters, 1 up to 7, then 2. */
export function maxEdits(length: number): number {
  return length < MIN_WORD_LENGTH + 1 ? 0 : length < 8 ? 1 : 2;
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions), capped at `max + 1`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, (prev2[j - 2] as number) + 1);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length] as number;
}

/** Distance to the word or to a prefix of about the same length ('fotgrafo' ~ 'fotografi|a'). */
function distanceTo(word: string, candidate: string, max: number): number {
  let best = editDistance(word, candidate, max);
  for (let len = word.length - 1; len <= word.length + 1 && best > 0; len += 1) {
    if (len >= MIN_WORD_LENGTH && len < candidate.length) best = Math.min(best, editDistance(word, candidate.slice(0, len), max));
  }
  return best;
}

/**
 * The closest vocabulary word to `word`, or null when it is known, too short or nothing is close:
 * within maxEdits() typing errors of the word or of its beginning, found through shared trigrams;
 * ties go to the higher trigram similarity, then the shorter word.
 */
export function correctWord(vocabulary: Vocabulary, word: string): string | null {
  if (word.length < MIN_WORD_LENGTH || vocabulary.words.has(word) || /^\d+$/.test(word)) return null;
  const max = maxEdits(word.length);
  if (max === 0) return null;
  const target = wordTrigrams(word);
  const shared = new Map<number, number>();
  for (const t of target) for (const i of vocabulary.index.get(t) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
  // Each typing error changes at most three trigrams.
  const minShared = Math.max(1, target.size - 3 * max);
  let best: { word: string; distance: number; similarity: number } | null = null;
  for (const [i, count] of shared) {
    if (count < minShared) continue;
    const candidate = vocabulary.list[i] as string;
    const distance = distanceTo(word, candidate, max);
    if (distance > max) continue;
    const similarity = trigramSimilarity(target, vocabulary.trigrams[i] as Set<string>);
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && (similarity > best.similarity || (similarity === best.similarity && candidate.length < best.word.length)))
    ) {
      best = { word: candidate, distance, similarity };
    }
  }
  return best?.word ?? null;
}

/**
 * The query with its unknown words corrected, or null when nothing changed. Works on the
 * normalised text (accents and case removed), keeping everything else as typed.
 */
export function correctQuery(vocabulary: Vocabulary, q: string): string | null {
  const normalized = normalizeSearchText(q);
  let changed = false;
  const corrected = normalized.replace(/[a-z0-9ñ]+/g, (word) => {
    const fix = correctWord(vocabulary, word);
    if (fix && fix !== word) changed = true;
    return fix ?? word;
  });
  return changed ? corrected : null;
}
