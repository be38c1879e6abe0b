import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MediaSearchResult } from '../types';
import { mediaQuery, type SearchState } from '../utils/search-state';

export type MediaSearchParams = ReturnType<typeof mediaQuery>;

/** GET /api/v1/search/media (q, t, c, s, p, d, l, page, size): the inspiration gallery. */
export function searchMedia(params: MediaSearchParams, signal?: AbortSignal) {
  return api.get<MediaSearchResult>('/search/media', { params, signal });
}

export function useSearchMedia(state: SearchState, enabled = true) {
  const params = mediaQuery(state);
  return useQuery({
    queryKey: ['search', 'media', params],
    queryFn: ({ signal }) => searchMedia(params, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    enabled,
  });
}
