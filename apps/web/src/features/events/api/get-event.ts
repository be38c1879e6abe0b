import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import type { UserEventDetail } from '../types';
import { eventKeys } from './event-keys';

/** No retries for answers that won't change (403 not yours, 404 gone, 422 plan). */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** GET events/:id: the owner gets everything plus its quotations (with versions and history). */
export function getEvent(id: number, signal?: AbortSignal) {
  return api.get<ApiData<UserEventDetail>>(`/events/${id}`, { signal }).then((r) => r.data);
}

export function useEvent(id: number, enabled = true) {
  return useQuery({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => getEvent(id, signal),
    enabled: enabled && id > 0,
    retry: retryUnlessClientError,
  });
}
