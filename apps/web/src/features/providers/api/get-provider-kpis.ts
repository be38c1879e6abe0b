import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import type { ProviderKpisOut } from '../types';
import { providerKeys } from './provider-keys';

/** GET providers/{id}/kpis (owner only). */
export function useProviderKpis(providerId: number, enabled: boolean) {
  return useQuery({
    queryKey: providerKeys.kpis(providerId),
    queryFn: async ({ signal }) =>
      (await api.get<ApiData<ProviderKpisOut>>(`/providers/${providerId}/kpis`, { signal })).data,
    enabled,
    staleTime: 5 * 60_000,
  });
}
