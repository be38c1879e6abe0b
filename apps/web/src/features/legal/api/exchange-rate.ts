/** GET /exchange-rate (anyone) and PUT /exchange-rate (admins). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExchangeRate, SetExchangeRateInput } from '@eventos/domain';
import { api, type ApiData } from '../../../lib/api-client';

export const EXCHANGE_RATE_KEY = ['exchange-rate'] as const;

export function useExchangeRate(enabled = true) {
  return useQuery({
    queryKey: EXCHANGE_RATE_KEY,
    queryFn: ({ signal }) =>
      api.get<ApiData<ExchangeRate | null>>('/exchange-rate', { signal, anonymous: true }).then((r) => r.data),
    staleTime: 10 * 60_000,
    enabled,
  });
}

export function useSetExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetExchangeRateInput) =>
      api.put<ApiData<ExchangeRate>>('/exchange-rate', input).then((r) => r.data),
    onSuccess: (rate) => queryClient.setQueryData(EXCHANGE_RATE_KEY, rate),
  });
}
