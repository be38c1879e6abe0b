import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { eventKeys } from './event-keys';

/** DELETE events/:id (204; 422 once a quotation was accepted: hide it instead). */
export function deleteEvent(id: number): Promise<void> {
  return api.delete<void>(`/events/${id}`);
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: eventKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}
