import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiPage } from '../../../lib/api-client';
import type { ProviderMedia } from '../types';
import { providerKeys } from './provider-keys';

/** Largest page the API accepts (PAGE_SIZES): the site's gallery is its first page of this size. */
export const PROVIDER_MEDIA_PAGE_SIZE = 50;

/** GET providers/{id}/media?media_type=: the public gallery photos or videos, in the album's order. */
export async function getProviderMedia(
  providerId: number,
  mediaType: 'photo' | 'video',
  signal?: AbortSignal,
): Promise<ProviderMedia[]> {
  const response = await api.get<ApiPage<ProviderMedia>>(`/providers/${providerId}/media`, {
    params: { media_type: mediaType, page: 1, size: PROVIDER_MEDIA_PAGE_SIZE },
    signal,
  });
  return response.data;
}

export function providerMediaQueryOptions(providerId: number, mediaType: 'photo' | 'video') {
  return queryOptions({
    queryKey: providerKeys.media(providerId, mediaType),
    queryFn: ({ signal }) => getProviderMedia(providerId, mediaType, signal),
  });
}

export function useProviderMedia(providerId: number | undefined, mediaType: 'photo' | 'video') {
  return useQuery({ ...providerMediaQueryOptions(providerId ?? 0, mediaType), enabled: Boolean(providerId) });
}
