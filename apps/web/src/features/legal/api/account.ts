/** Consents (GET/POST /user/consents), data export (GET /user/export) and DELETE /user. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcceptConsentsInput, ConsentStatus, MarketingConsentInput } from '@eventos/domain';
import { api, type ApiData } from '../../../lib/api-client';

export const CONSENTS_QUERY_KEY = ['user', 'consents'] as const;

export function useConsents(userId: number | null) {
  return useQuery({
    queryKey: [...CONSENTS_QUERY_KEY, userId],
    queryFn: ({ signal }) => api.get<ApiData<ConsentStatus>>('/user/consents', { signal }).then((r) => r.data),
    enabled: userId !== null,
    staleTime: 5 * 60_000,
  });
}

export function useAcceptConsents(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptConsentsInput) =>
      api.post<ApiData<ConsentStatus>>('/user/consents', input).then((r) => r.data),
    onSuccess: (status) => queryClient.setQueryData([...CONSENTS_QUERY_KEY, userId], status),
  });
}

/** Gives or withdraws the marketing-e-mail consent (PUT /user/consents/marketing). */
export function useMarketingConsent(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarketingConsentInput) =>
      api.put<ApiData<ConsentStatus>>('/user/consents/marketing', input).then((r) => r.data),
    onSuccess: (status) => queryClient.setQueryData([...CONSENTS_QUERY_KEY, userId], status),
  });
}

/** Downloads the user's data as a .json file. */
export async function downloadMyData(): Promise<void> {
  const data = await api.get<unknown>('/user/export');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'mis-datos-eventos-peru.json';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (confirm: string) => api.delete<void>('/user', { body: { confirm } }),
  });
}
