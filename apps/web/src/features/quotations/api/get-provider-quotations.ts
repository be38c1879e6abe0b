import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QuotationStatus } from '@eventos/domain';
import { api } from '../../../lib/api-client';
import type { ApiData, ApiPage } from '../../../lib/api-client';
import type { ProviderKpis, Quotation } from '../types';
import { quotationKeys } from './quotation-keys';

export interface ProviderQuotationsParams {
  status?: QuotationStatus;
  page: number;
  size: number;
}

/** GET providers/:id/quotations (the provider's owner), each with the event it answers. */
export function getProviderQuotations(
  providerId: number,
  params: ProviderQuotationsParams,
  signal?: AbortSignal,
) {
  return api.get<ApiPage<Quotation>>(`/providers/${providerId}/quotations`, {
    params: { ...params },
    signal,
  });
}

export function useProviderQuotations(providerId: number | null, params: ProviderQuotationsParams) {
  return useQuery({
    queryKey: quotationKeys.provider(providerId ?? 0, params),
    queryFn: ({ signal }) => getProviderQuotations(providerId ?? 0, params, signal),
    enabled: providerId !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET providers/:id/kpis: quotations sent, customers, conversion, sales (PEN), response time. */
export function useQuotationKpis(providerId: number | null) {
  return useQuery({
    queryKey: quotationKeys.kpis(providerId ?? 0),
    queryFn: async ({ signal }) =>
      (await api.get<ApiData<ProviderKpis>>(`/providers/${providerId}/kpis`, { signal })).data,
    enabled: providerId !== null,
  });
}
