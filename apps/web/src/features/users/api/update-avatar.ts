/** PUT /api/v1/user/{id}/avatar: avatar_preferred = 'social' | 'uploaded' (SPEC §7). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import { setSessionUser } from '../../../lib/session';
import type { SessionUser } from '../../../lib/session';
import type { AvatarChoice } from '@eventos/domain';

export type { AvatarChoice };


export function updateAvatarPreference(id: number, choice: AvatarChoice): Promise<SessionUser> {
  return api
    .put<ApiData<SessionUser>>(`/user/${id}/avatar`, { avatar_preferred: choice })
    .then((response) => response.data);
}

export function useUpdateAvatarPreference(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: AvatarChoice) => updateAvatarPreference(id, choice),
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}
