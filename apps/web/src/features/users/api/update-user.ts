/** PUT /api/v1/user/{id}: first_name, last_name, gender, birth_date (SPEC §7). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserInput } from '@eventos/domain';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import { setSessionUser } from '../../../lib/session';
import type { SessionUser } from '../../../lib/session';

export function updateUser(id: number, input: UpdateUserInput): Promise<SessionUser> {
  const body = {
    first_name: input.first_name,
    last_name: input.last_name,
    gender: input.gender ?? null,
    birth_date: input.birth_date ?? null,
  };
  return api.put<ApiData<SessionUser>>(`/user/${id}`, body).then((response) => response.data);
}

/** Saves the profile and puts the answer in the session cache (header, menus see it at once). */
export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserInput) => updateUser(id, input),
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}
