import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type SearchMediaQuery } from '@eventos/domain';

/** The results tab: providers (default) or the inspiration gallery of photos and videos. */
export const SEARCH_TABS = ['proveedores', 'inspiracion'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];
export type PageSize = (typeof PAGE_SIZES)[number];

/**
 * Everything the search page shows lives in the URL (SPEC §2: shareable, back button works):
 * q text, c category group, s service slug, d/p/l department/province/district ids, page, size,
 * tab, t media type (inspiration tab).
 */
export type SearchState = SearchQueryState & { tab: SearchTab };

/**
 * The query of GET search/providers and search/media (the domain's SearchMediaQuery) as the URL
 * holds it: `q` as typed ('' without one), `c` and `s` as typed (the API checks them), the other
 * filters parsed, an absent filter null.
 */
type SearchQueryState = Record<keyof Pick<SearchMediaQuery, 'q'>, string> &
  Record<keyof Pick<SearchMediaQuery, 'c' | 's'>, string | null> & {
    [K in keyof Pick<SearchMediaQuery, 'd' | 'p' | 'l' | 't'>]-?: NonNullable<SearchMediaQuery[K]> | null;
  } & Pick<SearchMediaQuery, 'page' | 'size'>;

export type SearchPatch = Partial<SearchState>;

const positiveInt = (value: string | null): number | null => {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
};

/** Reads the state from the URL; invalid values fall back to their defaults. */
export function parseSearchState(params: URLSearchParams): SearchState {
  const size = Number(params.get('size'));
  const tab = params.get('tab');
  const t = params.get('t');
  return {
    q: (params.get('q') ?? '').trim(),
    c: params.get('c') || null,
    s: params.get('s') || null,
    d: positiveInt(params.get('d')),
    p: positiveInt(params.get('p')),
    l: positiveInt(params.get('l')),
    page: positiveInt(params.get('page')) ?? 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : DEFAULT_PAGE_SIZE,
    tab: (SEARCH_TABS as readonly string[]).includes(tab ?? '') ? (tab as SearchTab) : 'proveedores',
    t: t === 'photo' || t === 'video' ? t : null,
  };
}

/** The URL query of a state; defaults are left out so URLs stay short. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.q) out.set('q', state.q);
  for (const key of ['c', 's', 'd', 'p', 'l'] as const) {
    const value = state[key];
    if (value !== null && value !== '') out.set(key, String(value));
  }
  if (state.tab !== 'proveedores') out.set('tab', state.tab);
  if (state.t) out.set('t', state.t);
  if (state.page > 1) out.set('page', String(state.page));
  if (state.size !== DEFAULT_PAGE_SIZE) out.set('size', String(state.size));
  return out;
}

/** Keys whose change shows different results: going back to page 1. */
const RESULT_KEYS: ReadonlyArray<keyof SearchState> = ['q', 'c', 's', 'd', 'p', 'l', 'size', 'tab', 't'];

/**
 * Applies a change: a new department clears province and district, a new province the district;
 * any change of results goes back to page 1 unless the patch sets the page.
 */
export function applySearchPatch(state: SearchState, patch: SearchPatch): SearchState {
  const next = { ...state, ...patch };
  if ('d' in patch && patch.d !== state.d) {
    if (!('p' in patch)) next.p = null;
    if (!('l' in patch)) next.l = null;
  }
  if ('p' in patch && patch.p !== state.p && !('l' in patch)) next.l = null;
  const resultsChanged = RESULT_KEYS.some((key) => key in patch && patch[key] !== state[key]);
  if (resultsChanged && !('page' in patch)) next.page = 1;
  return next;
}

/** Query parameters for the API (only what is set, SPEC §7). */
export function providerQuery(state: SearchState) {
  return { q: state.q || undefined, c: state.c, s: state.s, d: state.d, p: state.p, l: state.l, page: state.page, size: state.size };
}

export function mediaQuery(state: SearchState) {
  return { ...providerQuery(state), t: state.t };
}

/** '?q=…&page=2': the link to a page of the current search (same path). */
export function searchHref(state: SearchState, page: number): string {
  const query = toSearchParams({ ...state, page }).toString();
  return query ? `?${query}` : '?';
}

/** '?c=feeding&d=15': the link that applies a change to the current search (same path). */
export function filterHref(state: SearchState, patch: SearchPatch): string {
  const query = toSearchParams(applySearchPatch(state, patch)).toString();
  return query ? `?${query}` : '?';
}
