import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import type { ImageUrls } from '../../search';

/** A provider of GET providers/featured and providers/latest (the fields a card needs). */
export interface HomeProvider {
  id: number;
  slug: string;
  company_name: string;
  plan: string;
  reviews_score: number;
  reviews_number: number;
  district?: string | null;
  province?: string | null;
  department?: string | null;
  service_type_ids?: number[];
  logo?: ImageUrls | null;
  cover?: ImageUrls | null;
}

/** GET search/categories: every category with its number of providers (SPEC §3 Category). */
export interface CategoryCount {
  group: string;
  group_name: string;
  count: number;
  services: Array<{ id: number; slug: string; type_name: string; count: number }>;
}

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

/** GET providers/featured (kind 'featured') or providers/latest (kind 'latest'): 8 providers. */
export function useHomeProviders(kind: 'featured' | 'latest') {
  return useQuery({
    queryKey: ['providers', kind],
    queryFn: ({ signal }) => api.get<ApiData<HomeProvider[]>>(`/providers/${kind}`, { signal }).then((r) => r.data),
    staleTime: FIVE_MINUTES,
  });
}
