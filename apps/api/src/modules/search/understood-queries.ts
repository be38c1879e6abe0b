// Query understanding, remembered (docs/decisions/349-search-understanding-remembered.md): reading
// a search's words (typo correction against the vocabulary, stems against every service, place
// names) is a pure function of the catalogue and the words, yet it cost ≈ 0.4 ms of the API's CPU
// on every search — a third of `/buscar?q=fotografo`'s search call — for the same few thousand
// queries asked again and again. Each reading is kept with the catalogue (or the vocabulary) it was
// read against: neither is ever changed in place (a refresh, search-catalogue.ts, makes new ones), so
// a kept reading is exactly what the function would return, and a new catalogue starts with none.
import { understandQuery, type UnderstandingCatalogue, type UnderstoodQuery } from './query-understanding';
import { prepareSearchText, type SearchText } from './search-text';
import type { Vocabulary } from './search-vocabulary';

/** Distinct readings kept per catalogue (and per vocabulary); the oldest is dropped first (a few hundred kB at most). */
export const UNDERSTOOD_MAX_ENTRIES = 2000;

/** `compute()`, kept under `key` with `owner` (an object never changed in place), at most `maxEntries` per owner. */
function keptWith<O extends object, V>(kept: WeakMap<O, Map<string, V>>, owner: O, key: string, compute: () => V, maxEntries: number): V {
  let values = kept.get(owner);
  if (!values) {
    values = new Map();
    kept.set(owner, values);
  }
  if (values.has(key)) return values.get(key) as V;
  const value = compute();
  if (values.size >= maxEntries) {
    const oldest = values.keys().next().value;
    if (oldest !== undefined) values.delete(oldest);
  }
  values.set(key, value);
  return value;
}

const readings = new WeakMap<UnderstandingCatalogue, Map<string, UnderstoodQuery>>();
const texts = new WeakMap<Vocabulary, Map<string, SearchText | null>>();

/**
 * understandQuery's reading of `q` (the same value), computed once per catalogue, query and
 * explicit kinds. Frozen: callers share it and copy what they change.
 */
export function understandQueryOnce(
  catalogue: UnderstandingCatalogue,
  q: string,
  explicit: { service: boolean; place: boolean },
  maxEntries = UNDERSTOOD_MAX_ENTRIES,
): UnderstoodQuery {
  const key = `${explicit.service ? 's' : '-'}${explicit.place ? 'p' : '-'}${q}`;
  return keptWith(
    readings,
    catalogue,
    key,
    () => {
      const read = understandQuery(catalogue, q, explicit);
      return Object.freeze({ filters: Object.freeze({ ...read.filters }), text: read.text });
    },
    maxEntries,
  );
}

/** prepareSearchText's text part of a search (the same value, frozen), computed once per vocabulary and words. */
export function prepareSearchTextOnce(vocabulary: Vocabulary, q: string | undefined | null, maxEntries = UNDERSTOOD_MAX_ENTRIES): SearchText | null {
  return keptWith(
    texts,
    vocabulary,
    q ?? '',
    () => {
      const text = prepareSearchText(vocabulary, q);
      return text && Object.freeze(text);
    },
    maxEntries,
  );
}
