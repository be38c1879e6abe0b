import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import type { QuotationComparison } from '../types';
import { quotationKeys } from './quotation-keys';

/**
 * GET events/:id/quotations/compare (the event's customer): side-by-side rows, PEN and USD kept
 * apart (never converted); `archived` also lists archived quotations.
 */
export function compareQuotations(eventId: number, archived: boolean, signal?: AbortSignal) {
  return api
    .get<ApiData<QuotationComparison>>(`/events/${eventId}/quotations/compare`, {
      params: { archived: archived ? 'true' : undefined },
      signal,
    })
    .then((r) => r.data);
}

export function useQuotationComparison(eventId: number, archived: boolean, enabled = true) {
  return useQuery({
    queryKey: quotationKeys.compare(eventId, archived),
    queryFn: ({ signal }) => compareQuotations(eventId, archived, signal),
    enabled: enabled && eventId > 0,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
}
