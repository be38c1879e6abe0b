import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import type { Keyword } from '../types';
import { withLocalKeywords } from '../utils/local-keywords';
import { CATALOGUE_QUERY_OPTIONS } from './catalogue-query-options';

/** How many top keywords are cached at start-up for the search box autocomplete. */
export const STARTUP_KEYWORDS_LIMIT = 1000;

export async function getKeywords(params: { q?: string; limit?: number } = {}, signal?: AbortSignal) {
  const response = await api.get<ApiData<Keyword[]>>('/search/keywords', { params, signal });
  return response.data;
}

export const keywordsQueryOptions = queryOptions({
  queryKey: ['catalogue', 'keywords'],
  // Plus the searches this browser remembers (utils/local-keywords).
  queryFn: async ({ signal }) => withLocalKeywords(await getKeywords({ limit: STARTUP_KEYWORDS_LIMIT }, signal)),
  ...CATALOGUE_QUERY_OPTIONS,
});

/** The top keywords by priority (search suggestions), loaded once at start-up. */
export function useKeywords() {
  return useQuery(keywordsQueryOptions);
}

/** Server-side suggestions for a typed text (used when the cached keywords don't match enough). */
export function useKeywordSuggestions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['catalogue', 'keywords', 'q', q],
    queryFn: ({ signal }) => getKeywords({ q, limit: 10 }, signal),
    enabled: enabled && q.length > 0,
    staleTime: 5 * 60_000,
  });
}
