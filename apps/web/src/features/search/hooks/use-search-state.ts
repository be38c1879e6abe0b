import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { applySearchPatch, parseSearchState, toSearchParams, type SearchPatch } from '../utils/search-state';

/**
 * The search state of the URL and a way to change it. Every change pushes a history entry, so
 * the back button returns to the previous filters and page. Changes apply to the address bar's
 * current query (not the last render's): two quick changes in a row both stick, even while the
 * router is still rendering the first one.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearchState(params), [params]);
  const update = useCallback(
    (patch: SearchPatch) => {
      const current = parseSearchState(new URLSearchParams(window.location.search));
      const next = toSearchParams(applySearchPatch(current, patch));
      if (next.toString() !== toSearchParams(current).toString()) setParams(next);
    },
    [setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { state, update, clear };
}
