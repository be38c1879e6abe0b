import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import type { CategoryCount, ProviderOut } from '@eventos/domain';

/** A provider of GET providers/featured and providers/latest (a whole provider, with logo and cover). */
export type HomeProvider = ProviderOut;

/** GET search/categories: every category with its number of providers (SPEC §3 Category). */
export type { CategoryCount };

const FIVE_MINUTES = 5 * 60_000;

/** GET providers/count; the page shows it floored to a multiple of 10 (SPEC §7). */
export const providerCountQueryOptions = queryOptions({
  queryKey: ['providers', 'count'],
  queryFn: ({ signal }) => api.get<ApiData<{ count: number }>>('/providers/count', { signal }).then((r) => r.data.count),
  staleTime: FIVE_MINUTES,
});

export function useProviderCount() {
  return useQuery(providerCountQueryOptions);
}

export const categoryCountsQueryOptions = queryOptions({
  queryKey: ['search', 'categories'],
  queryFn: ({ signal }) => api.get<ApiData<CategoryCount[]>>('/search/categories', { signal }).then((r) => r.data),
  staleTime: FIVE_MINUTES,
});

export function useCategoryCounts() {
  return useQuery(categoryCountsQueryOptions);
}

/**
 * GET providers/featured (kind 'featured') or providers/latest (kind 'latest'): 8 providers. The
 * home's server loader fills the featured ones, so their cards are in the page's HTML.
 */
export function homeProvidersQueryOptions(kind: 'featured' | 'latest') {
  return queryOptions({
    queryKey: ['providers', kind],
    queryFn: ({ signal }) => api.get<ApiData<HomeProvider[]>>(`/providers/${kind}`, { signal }).then((r) => r.data),
    staleTime: FIVE_MINUTES,
  });
}

export function useHomeProviders(kind: 'featured' | 'latest') {
  return useQuery(homeProvidersQueryOptions(kind));
}
