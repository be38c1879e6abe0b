/**
 * Owner account actions (SPEC §7): PUT providers/{id}/upgrade, DELETE providers/{id},
 * PUT providers/{id}/unlink. Effects on the user (API docs/decisions/003d-hard-delete-providers.md, ADR 116):
 *  - delete: the site and all its content are removed; the user keeps the account and becomes a
 *    customer again (may affiliate anew);
 *  - unlink: the site stays published without an owner; the user becomes a customer.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import type { Provider } from '../types';
import { mergeSiteCache } from './update-provider';
import { providerKeys } from './provider-keys';

export interface UpgradeResult {
  plan: string;
  /** 'granted' (the plan is Business now) or 'pending' (waiting for the payment). */
  upgrade_request: { id: number; requested_plan: string; status: string; created_at: string };
}

export function useUpgradeProvider(provider: Provider) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.put<ApiData<UpgradeResult>>(`/providers/${provider.id}/upgrade`)).data,
    onSuccess: (result) => {
      mergeSiteCache(queryClient, provider.slug, { plan: result.plan === 'business' ? 'business' : provider.plan });
      void queryClient.invalidateQueries({ queryKey: providerKeys.bySlug(provider.slug) });
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}

export function useDeleteProvider(provider: Provider) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<null>(`/providers/${provider.id}`),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: providerKeys.bySlug(provider.slug) });
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}

export function useUnlinkProvider(provider: Provider) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.put<ApiData<{ id: number; unlinked: true }>>(`/providers/${provider.id}/unlink`),
    onSuccess: async () => {
      mergeSiteCache(queryClient, provider.slug, { created_by: null });
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
