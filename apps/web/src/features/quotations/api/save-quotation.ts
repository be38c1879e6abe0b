import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import type { UpdateQuotationInput } from '@eventos/domain';
import type { QuotationDetail } from '../types';
import { quotationKeys } from './quotation-keys';

/** POST events/:id/quotations (one per provider and event: a second one is 409). */
export function sendQuotation(eventId: number, body: UpdateQuotationInput) {
  return api.post<ApiData<QuotationDetail>>(`/events/${eventId}/quotations`, body).then((r) => r.data);
}

/** PUT quotations/:id: a new version, status «Actualizada» (previous versions are kept). */
export function reviseQuotation(id: number, body: UpdateQuotationInput) {
  return api.put<ApiData<QuotationDetail>>(`/quotations/${id}`, body).then((r) => r.data);
}

export type SaveQuotationInput = { eventId: number; quotationId: number | null; body: UpdateQuotationInput };

/** Sends a new quotation or revises the provider's existing one. */
export function useSaveQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, quotationId, body }: SaveQuotationInput) =>
      quotationId ? reviseQuotation(quotationId, body) : sendQuotation(eventId, body),
    onSuccess: (data) => {
      queryClient.setQueryData(quotationKeys.detail(data.id), data);
      void queryClient.invalidateQueries({ queryKey: quotationKeys.all });
      return queryClient.invalidateQueries({ queryKey: ['events'] });
    },
  });
}
