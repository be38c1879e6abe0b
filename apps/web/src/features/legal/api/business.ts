/** GET /api/v1/business: the business identity (name, RUC, address, support contact). */
import { useQuery } from '@tanstack/react-query';
import type { BusinessIdentity } from '@eventos/domain';
import { api, type ApiData } from '../../../lib/api-client';

export const BUSINESS_QUERY_KEY = ['business'] as const;

export function useBusinessIdentity() {
  return useQuery({
    queryKey: BUSINESS_QUERY_KEY,
    queryFn: ({ signal }) =>
      api.get<ApiData<BusinessIdentity>>('/business', { signal, anonymous: true }).then((r) => r.data),
    staleTime: 60 * 60_000,
  });
}
