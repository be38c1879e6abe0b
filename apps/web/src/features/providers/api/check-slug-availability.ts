import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import type { SlugAvailability } from '../types';
import { providerKeys } from './provider-keys';

/** GET providers/slug-availability?slug= (normalised by the server; the owner's own slug counts as free). */
export async function checkSlugAvailability(slug: string, signal?: AbortSignal): Promise<SlugAvailability> {
  const response = await api.get<ApiData<SlugAvailability>>('/providers/slug-availability', {
    params: { slug },
    signal,
  });
  return response.data;
}

/** Availability of an already debounced and locally valid slug ('' → not checked). */
export function useSlugAvailability(slug: string) {
  return useQuery({
    queryKey: providerKeys.slugAvailability(slug),
    queryFn: ({ signal }) => checkSlugAvailability(slug, signal),
    enabled: slug.length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
