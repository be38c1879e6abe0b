// Query understanding, remembered (docs/decisions/349-search-understanding-remembered.md): reading
// a search's words (typo correction against the vocabulary, stems against every service, place
// names) is a pure function of the catalogue and the words, yet it cost ≈ 0.4 ms of the API's CPU
// on every search — a third of `/buscar?q=fotografo`'s search call — for the same few thousand
// queries asked again and again. Each reading is kept with the catalogue it was read against: the
// catalogue is never changed in place (a refresh, search-catalogue.ts, makes a new one), so a kept
// reading is exactly what understandQuery would return, and a new catalogue starts with none.
import { understandQuery, type UnderstandingCatalogue, type UnderstoodQuery } from './query-understanding';

/** Distinct readings kept per catalogue; the oldest is dropped first (a few hundred kB at most). */
export const UNDERSTOOD_MAX_ENTRIES = 2000;

const kept = new WeakMap<UnderstandingCatalogue, Map<string, UnderstoodQuery>>();

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
  let readings = kept.get(catalogue);
  if (!readings) {
    readings = new Map();
    kept.set(catalogue, readings);
  }
  const key = `${explicit.service ? 's' : '-'}${explicit.place ? 'p' : '-'}${q}`;
  const hit = readings.get(key);
  if (hit) return hit;
  const read = understandQuery(catalogue, q, explicit);
  const frozen = Object.freeze({ filters: Object.freeze({ ...read.filters }), text: read.text });
  if (readings.size >= maxEntries) {
    const oldest = readings.keys().next().value;
    if (oldest !== undefined) readings.delete(oldest);
  }
  readings.set(key, frozen);
  return frozen;
}
