import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import type { ServiceType } from '../types';
import { CATALOGUE_QUERY_OPTIONS } from './catalogue-query-options';

export async function getServiceTypes(signal?: AbortSignal): Promise<ServiceType[]> {
  const response = await api.get<ApiData<ServiceType[]>>('/service-types', { signal });
  return response.data;
}

export const serviceTypesQueryOptions = queryOptions({
  queryKey: ['catalogue', 'service-types'],
  queryFn: ({ signal }) => getServiceTypes(signal),
  ...CATALOGUE_QUERY_OPTIONS,
});

/** Service types (with group and group_name), loaded once. */
export function useServiceTypes() {
  return useQuery(serviceTypesQueryOptions);
}
