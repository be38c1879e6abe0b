import { useQuery } from '@tanstack/react-query';
import type { ProviderColumnsOut } from '@eventos/domain';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import { retryUnlessClientError } from './get-event';

/** The columns asked for below (`plan`: only Business providers take quotation requests, providerTakesQuotations). */
export type ProviderSummary = Pick<ProviderColumnsOut, 'id' | 'company_name' | 'slug' | 'service_type_ids' | 'plan'>;

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
