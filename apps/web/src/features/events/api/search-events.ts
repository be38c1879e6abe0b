import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiData, ApiPage } from '../../../lib/api-client';
import type { UserEvent, UserEventDetail } from '../types';
import { eventKeys } from './event-keys';
import type { EventSearchParams } from './event-keys';
import { retryUnlessClientError } from './get-event';

/**
 * GET events/search: open events matching the provider's services and area, newest first.
 * Business plan only (basic providers get 422 with the plan message, customers 403).
 */
export function searchEvents(params: EventSearchParams, signal?: AbortSignal) {
  return api.get<ApiPage<UserEvent>>('/events/search', { params: { ...params }, signal });
}

export function useEventSearch(params: EventSearchParams, enabled = true) {
  return useQuery({
    queryKey: eventKeys.search(params),
    queryFn: ({ signal }) => searchEvents(params, signal),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
    enabled,
  });
}

/** GET events/search/:id: the event for a provider (customer contact only once accepted). */
export function getSearchEvent(id: number, signal?: AbortSignal) {
  return api.get<ApiData<UserEventDetail>>(`/events/search/${id}`, { signal }).then((r) => r.data);
}

export function useSearchEvent(id: number, enabled = true) {
  return useQuery({
    queryKey: eventKeys.searchDetail(id),
    queryFn: ({ signal }) => getSearchEvent(id, signal),
    enabled: enabled && id > 0,
    retry: retryUnlessClientError,
  });
}
