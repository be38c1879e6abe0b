import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, isApiError } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import type { QuotationDetail } from '../types';
import { quotationKeys } from './quotation-keys';

/**
 * GET quotations/:id with its versions and history. When the customer reads a delivered or
 * updated quotation the API marks it "Leída", so lists and counters are refreshed afterwards.
 */
export function getQuotation(id: number, signal?: AbortSignal) {
  return api.get<ApiData<QuotationDetail>>(`/quotations/${id}`, { signal }).then((r) => r.data);
}

export function useQuotation(id: number | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: quotationKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getQuotation(id ?? 0, signal),
    enabled: id !== null && id > 0,
    staleTime: 0,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
  const openedAt = query.data?.opened_at ?? null;
  useEffect(() => {
    if (!openedAt) return;
    void queryClient.invalidateQueries({ queryKey: ['quotations', 'compare'] });
    void queryClient.invalidateQueries({ queryKey: ['events'] });
  }, [openedAt, queryClient]);
  return query;
}
