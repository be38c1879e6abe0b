import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiPage } from '../../../lib/api-client';
import type { UserEvent } from '../types';
import { eventKeys } from './event-keys';
import type { MyEventsParams } from './event-keys';

/** GET events/mine (newest first) with status, quotations received and unread. */
export function getMyEvents(params: MyEventsParams, signal?: AbortSignal) {
  return api.get<ApiPage<UserEvent>>('/events/mine', { params: { ...params }, signal });
}

export function useMyEvents(params: MyEventsParams, enabled = true) {
  return useQuery({
    queryKey: eventKeys.mine(params),
    queryFn: ({ signal }) => getMyEvents(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
