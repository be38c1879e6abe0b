import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import type { Provider } from '../types';

/** GET providers/featured: the best rated Business sites (used as real examples on /sitioweb). */
export const featuredProvidersQueryOptions = queryOptions({
  queryKey: ['providers', 'featured'],
  queryFn: async ({ signal }) => (await api.get<ApiData<Provider[]>>('/providers/featured', { signal })).data,
  staleTime: 10 * 60_000,
});

export function useFeaturedProviders() {
  return useQuery(featuredProvidersQueryOptions);
}
