import { queryOptions, useQuery } from '@tanstack/react-query';
import { isHydrating } from '../../../lib/hydration';
import { api, isApiError } from '../../../lib/api-client';
import type { Provider } from '../types';
import { providerKeys } from './provider-keys';

/**
 * Relations the public site shows (SPEC §3). Reviews are paged and sorted by their own call
 * (features/reviews: GET providers/{id}/reviews), so the site does not load the `reviews` relation.
 */
export const SITE_RELATIONS = ['servicesTypes', 'location', 'album', 'covers', 'testimonials'];

export interface ProviderBySlug {
  provider: Provider | null;
  /** Set when `slug` is an old address of the provider: its current slug. */
  redirectSlug: string | null;
  /** The site's owner unlinked it: hidden until claimed (docs/decisions/116-unlinked-sites.md). */
  unlinked?: boolean;
}

interface SlugEnvelope {
  data: Provider[];
  redirect_slug?: string;
  unlinked?: true;
}

/**
 * GET /api/v1/providers?slug=&withLogo=true&relations=… — SPEC §7: nothing unless exactly one
 * provider matches, and nothing on failure (4xx). Network/5xx errors are thrown (retry screen).
 */
export async function getProviderBySlug(slug: string, signal?: AbortSignal): Promise<ProviderBySlug> {
  try {
    const response = await api.get<SlugEnvelope>('/providers', {
      // withCover: the share image comes with the site (ADR 286), the head asks for nothing more.
      params: { slug, withLogo: true, withCover: true, relations: SITE_RELATIONS.join(',') },
      signal,
    });
    const list = Array.isArray(response.data) ? response.data : [];
    const provider = list.length === 1 ? (list[0] ?? null) : null;
    return { provider, redirectSlug: provider ? (response.redirect_slug ?? null) : null, unlinked: !provider && response.unlinked === true };
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      return { provider: null, redirectSlug: null };
    }
    throw error;
  }
}

/** The site's provider. Always refetched when a site page mounts (SPEC §2: refreshed on every route change). */
export function providerBySlugQueryOptions(slug: string) {
  return queryOptions({
    queryKey: providerKeys.bySlug(slug),
    queryFn: ({ signal }) => getProviderBySlug(slug, signal),
    staleTime: 0,
    // Not while hydrating: the server render just handed over this very data.
    refetchOnMount: () => (isHydrating() ? false : 'always'),
  });
}

export function useProviderBySlug(slug: string, enabled = true) {
  return useQuery({ ...providerBySlugQueryOptions(slug), enabled: enabled && slug.length > 0 });
}
