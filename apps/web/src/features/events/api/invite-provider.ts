import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { InvitationResponse } from '../types';
import { eventKeys } from './event-keys';

/**
 * "Solicitar cotización" with one of the customer's open events: POST events/:id/invitations sends
 * it to the provider (201, or 200 when it already had it). 422 for a closed event, a provider that
 * does not take quotations or more than 20 providers.
 */
export function inviteProvider(eventId: number, providerId: number) {
  return api
    .post<InvitationResponse>(`/events/${eventId}/invitations`, { provider_id: providerId })
    .then((r) => r.data);
}

export function useInviteProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, providerId }: { eventId: number; providerId: number }) =>
      inviteProvider(eventId, providerId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
