import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import type { UserEventDetail } from '../types';
import { eventKeys } from './event-keys';

export type EventVisibility = 'visible' | 'hidden';

/** PUT events/:id/status: shows or hides the event to providers (422 when expired). */
export function updateEventStatus(id: number, status: EventVisibility) {
  return api.put<ApiData<UserEventDetail>>(`/events/${id}/status`, { status }).then((r) => r.data);
}

export function useUpdateEventStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: EventVisibility }) => updateEventStatus(id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
