import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserEventInput } from '@eventos/domain';
import { api } from '../../../lib/api-client';
import type { CreateEventResponse } from '../types';
import { eventKeys } from './event-keys';

/**
 * "Publicar evento": POST events, or POST events/request-quotation when the customer asks one
 * provider directly (`provider_id` set: the API creates the event or reuses an open one).
 */
export function createEvent(body: UserEventInput): Promise<CreateEventResponse> {
  const path = body.provider_id ? '/events/request-quotation' : '/events';
  return api.post<CreateEventResponse>(path, body);
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
