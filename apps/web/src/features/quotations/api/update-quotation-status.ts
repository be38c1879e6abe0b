import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuotationStatus } from '@eventos/domain';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import type { QuotationDetail } from '../types';
import { quotationKeys } from './quotation-keys';

/** PUT quotations/:id/status (the API checks the move with the domain state machine: 422). */
export function updateQuotationStatus(id: number, status: QuotationStatus) {
  return api.put<ApiData<QuotationDetail>>(`/quotations/${id}/status`, { status }).then((r) => r.data);
}

export function useUpdateQuotationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: QuotationStatus }) =>
      updateQuotationStatus(id, status),
    onSuccess: (data) => {
      queryClient.setQueryData(quotationKeys.detail(data.id), data);
      void queryClient.invalidateQueries({ queryKey: ['events'] });
      return queryClient.invalidateQueries({ queryKey: ['quotations', 'compare'] });
    },
  });
}
