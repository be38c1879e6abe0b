import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import type { EventType } from '../types';
import { CATALOGUE_QUERY_OPTIONS } from './catalogue-query-options';

export async function getEventTypes(signal?: AbortSignal): Promise<EventType[]> {
  const response = await api.get<ApiData<EventType[]>>('/event-types', { signal });
  return response.data;
}

export const eventTypesQueryOptions = queryOptions({
  queryKey: ['catalogue', 'event-types'],
  queryFn: ({ signal }) => getEventTypes(signal),
  ...CATALOGUE_QUERY_OPTIONS,
});

/** Every event type (grouped by group/group_order), loaded on first use. */
export function useEventTypes() {
  return useQuery(eventTypesQueryOptions);
}
