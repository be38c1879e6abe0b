import { useQuery } from '@tanstack/react-query';
import { SIMILAR_PROVIDERS_MAX } from '@eventos/domain';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import type { Provider } from '../types';
import { providerKeys } from './provider-keys';

/** GET providers/{id}/similar: same services and location, never the provider itself, at most 5. */
export async function getSimilarProviders(provider: Provider, signal?: AbortSignal): Promise<Provider[]> {
  const response = await api.get<ApiData<Provider[]>>(`/providers/${provider.id}/similar`, { signal });
  return response.data.filter((p) => p.id !== provider.id).slice(0, SIMILAR_PROVIDERS_MAX);
}

/** Similar providers, cached per slug (SPEC §4) for the visit. */
export function useSimilarProviders(provider: Provider | null | undefined) {
  return useQuery({
    queryKey: providerKeys.similar(provider?.slug ?? ''),
    queryFn: ({ signal }) => getSimilarProviders(provider as Provider, signal),
    enabled: Boolean(provider),
    staleTime: 10 * 60_000,
  });
}
