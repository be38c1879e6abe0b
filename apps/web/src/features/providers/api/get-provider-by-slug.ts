import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';

/** The fields of a provider this page reads (SPEC §3); the API sends more. */
export interface ProviderSummary {
  id: number;
  slug: string;
  company_name: string;
  introductory_text?: string | null;
  district_name?: string | null;
  province?: string | { name?: string } | null;
  district?: string | { name?: string } | null;
  servicesTypes?: Array<{ type_name: string; group: string; group_name?: string }>;
}

/**
 * GET /api/v1/providers?slug= — SPEC §7: nothing unless exactly one provider matches, and nothing
 * on failure.
 */
export async function getProviderBySlug(slug: string, signal?: AbortSignal): Promise<ProviderSummary | null> {
  try {
    const response = await api.get<ApiData<ProviderSummary[] | ProviderSummary>>('/providers', {
      params: { slug, withLogo: true, relations: 'servicesTypes' },
      signal,
    });
    const list = Array.isArray(response.data) ? response.data : [response.data];
    return list.length === 1 ? (list[0] ?? null) : null;
  } catch (error) {
    if (isApiError(error)) return null;
    throw error;
  }
}

export function useProviderBySlug(slug: string) {
  return useQuery({
    queryKey: ['providers', 'by-slug', slug],
    queryFn: ({ signal }) => getProviderBySlug(slug, signal),
    staleTime: 60_000,
  });
}
