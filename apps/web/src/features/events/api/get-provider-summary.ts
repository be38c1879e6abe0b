import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import { retryUnlessClientError } from './get-event';

export interface ProviderSummary {
  id: number;
  company_name?: string;
  slug?: string;
  service_type_ids?: number[];
  /** Only Business providers take quotation requests (providerTakesQuotations). */
  plan?: string;
}

/** GET providers/:id with a few columns: the provider a "Solicitar cotización" is addressed to. */
export function useProviderSummary(id: number | null) {
  return useQuery({
    queryKey: ['events', 'provider-summary', id],
    queryFn: async ({ signal }) =>
      (
        await api.get<ApiData<ProviderSummary>>(`/providers/${id}`, {
          params: { columns: 'id,company_name,slug,service_type_ids,plan', withLogo: false },
          signal,
        })
      ).data,
    enabled: id !== null && id > 0,
    staleTime: 10 * 60_000,
    retry: retryUnlessClientError,
  });
}
