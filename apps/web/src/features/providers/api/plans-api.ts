/** GET /api/v1/plans: the Business price and launch offer (server configuration). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanPricing } from '@eventos/domain';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';

export async function getPlanPricing(signal?: AbortSignal): Promise<PlanPricing> {
  return (await api.get<ApiData<PlanPricing>>('/plans', { signal })).data;
}

export const planPricingQueryOptions = queryOptions({
  queryKey: ['providers', 'plans'],
  queryFn: ({ signal }) => getPlanPricing(signal),
  staleTime: 60 * 60 * 1000,
});

export function usePlanPricing() {
  return useQuery(planPricingQueryOptions);
}
