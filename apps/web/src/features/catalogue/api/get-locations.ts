import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import type { Location } from '../types';
import { CATALOGUE_QUERY_OPTIONS } from './catalogue-query-options';

export async function getLocations(signal?: AbortSignal): Promise<Location[]> {
  const response = await api.get<ApiData<Location[]>>('/locations', { signal });
  return response.data;
}

export const locationsQueryOptions = queryOptions({
  queryKey: ['catalogue', 'locations'],
  queryFn: ({ signal }) => getLocations(signal),
  ...CATALOGUE_QUERY_OPTIONS,
});

/** All of Peru's locations (departments, provinces, districts), loaded once. */
export function useLocations() {
  return useQuery(locationsQueryOptions);
}
