import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import type { EventType } from '../types';

export async function getPopularEventTypes(signal?: AbortSignal): Promise<EventType[]> {
  const response = await api.get<ApiData<EventType[]>>('/event-types/popular', { signal });
  return response.data;
}

export const popularEventTypesQueryOptions = queryOptions({
  queryKey: ['catalogue', 'event-types', 'popular'],
  queryFn: ({ signal }) => getPopularEventTypes(signal),
  staleTime: 10 * 60_000,
});

/** The 8 most popular event types (home page). */
export function usePopularEventTypes() {
  return useQuery(popularEventTypesQueryOptions);
}
