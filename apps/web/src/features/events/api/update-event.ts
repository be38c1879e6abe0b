import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserEventInput } from '@eventos/domain';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import type { UserEventDetail } from '../types';
import { eventKeys } from './event-keys';

/** PUT events/:id (the owner; 422 once a quotation was accepted or the event expired). */
export function updateEvent(id: number, body: UpdateUserEventInput) {
  return api.put<ApiData<UserEventDetail>>(`/events/${id}`, body).then((r) => r.data);
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateUserEventInput }) => updateEvent(id, body),
    onSuccess: (data) => {
      queryClient.setQueryData(eventKeys.detail(data.id), data);
      return queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}
