import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ProviderSearchResult } from '../types';
import { providerQuery, type SearchState } from '../utils/search-state';

export type ProviderSearchParams = ReturnType<typeof providerQuery>;

/** GET /api/v1/search/providers (q, c, s, p, d, l, page, size; each sent only when set). */
export function searchProviders(params: ProviderSearchParams, signal?: AbortSignal) {
  return api.get<ProviderSearchResult>('/search/providers', { params, signal });
}

export function searchProvidersQueryOptions(params: ProviderSearchParams) {
  return queryOptions({
    queryKey: ['search', 'providers', params],
    queryFn: ({ signal }) => searchProviders(params, signal),
    staleTime: 60_000,
  });
}

/** Results of the search in the URL; the previous page stays on screen while the next loads. */
export function useSearchProviders(state: SearchState, enabled = true) {
  return useQuery({ ...searchProvidersQueryOptions(providerQuery(state)), placeholderData: keepPreviousData, enabled });
}
