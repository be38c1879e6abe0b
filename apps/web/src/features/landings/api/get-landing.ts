import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LandingData, LandingLink } from '@eventos/domain';
import { api, type ApiData } from '../../../lib/api-client';
import type { ProviderCardData } from '../../search';

/** GET landings/{categoria}/{departamento}: texts, a page of provider cards, breadcrumbs and related links. */
export type Landing = LandingData & { providers: ProviderCardData[] };

export interface LandingParams {
  category: string;
  department: string;
  page: number;
}

const FIVE_MINUTES = 5 * 60_000;

/** One factory for the client and the server render (the loader calls `ensureQueryData` with it). */
export function landingQueryOptions({ category, department, page }: LandingParams) {
  return queryOptions({
    queryKey: ['landings', category, department, page],
    queryFn: ({ signal }) =>
      api
        .get<ApiData<Landing>>(`/landings/${encodeURIComponent(category)}/${encodeURIComponent(department)}`, {
          params: { page: page > 1 ? page : undefined },
          signal,
        })
        .then((r) => r.data),
    staleTime: 60_000,
  });
}

export function useLanding(params: LandingParams) {
  return useQuery(landingQueryOptions(params));
}

/** GET landings/popular: the home's links to the top categories in the top departments. */
export const popularLandingsQueryOptions = queryOptions({
  queryKey: ['landings', 'popular'],
  queryFn: ({ signal }) => api.get<ApiData<LandingLink[]>>('/landings/popular', { signal }).then((r) => r.data),
  staleTime: FIVE_MINUTES,
});

export function usePopularLandings() {
  return useQuery(popularLandingsQueryOptions);
}
