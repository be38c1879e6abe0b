import type { Keyword, Location } from '../types';

/** Search route of the app (SPEC §2: /proveedores and /buscar show the provider search). */
export const SEARCH_PATH = '/buscar';

/** Query parameter per location type (SPEC §7: d department, p province, l district). */
const LOCATION_PARAM: Record<string, 'd' | 'p' | 'l'> = { department: 'd', province: 'p', district: 'l' };

export function isLocationKeyword(keyword: Keyword): boolean {
  return keyword.entry_type === 'location';
}

export function isServiceKeyword(keyword: Keyword): boolean {
  return keyword.entry_type === 'service' || keyword.entry_type === 'service_type';
}

/** URL of the search page for a typed text: '/buscar?q=catering%20lima'. */
export function textSearchUrl(text: string): string {
  const q = text.trim();
  return q ? `${SEARCH_PATH}?${new URLSearchParams({ q }).toString()}` : SEARCH_PATH;
}

/**
 * URL for a chosen keyword: a location keyword filters by that location (d/p/l = location id), a
 * service keyword by service type (s = slug), anything else searches its text.
 */
export function keywordSearchUrl(keyword: Keyword, locations: ReadonlyArray<Location> = []): string {
  const params = new URLSearchParams();
  if (isLocationKeyword(keyword) && keyword.reference_id != null) {
    const location = locations.find((l) => l.id === keyword.reference_id);
    const param = LOCATION_PARAM[location?.type ?? keyword.custom1 ?? ''];
    if (param) {
      params.set(param, String(keyword.reference_id));
      return `${SEARCH_PATH}?${params.toString()}`;
    }
  }
  if (isServiceKeyword(keyword) && keyword.reference_key) {
    params.set('s', keyword.reference_key);
    return `${SEARCH_PATH}?${params.toString()}`;
  }
  return textSearchUrl(keyword.description);
}

/**
 * A new text or keyword applied over the search being shown (`current`: its query string) on the
 * same `path`: what was chosen replaces what it conflicts with — a typed text replaces `q`, a
 * place replaces the place filters (d, p, l), a service type replaces `s` and the category `c` —
 * the other filters and the page size stay, and the page goes back to the first.
 */
export function refineSearchUrl(target: string, current: string, path: string = SEARCH_PATH): string {
  const chosen = new URLSearchParams(target.split('?')[1] ?? '');
  const next = new URLSearchParams(current);
  next.delete('page');
  if (['d', 'p', 'l'].some((key) => chosen.has(key))) for (const key of ['d', 'p', 'l']) next.delete(key);
  if (chosen.has('s')) next.delete('c');
  if (chosen.size === 0) next.delete('q'); // an empty text clears the text, nothing else
  for (const [key, value] of chosen) next.set(key, value);
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}
