import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteReviewsParam, type ReviewSort, type ReviewsPage } from '@eventos/domain';
import { isHydrating } from '../../../lib/hydration';
import { api, isApiError } from '../../../lib/api-client';
import type { ApiPage } from '../../../lib/api-client';
import type { Provider, ProviderMedia } from '../types';
import { PROVIDER_MEDIA_PAGE_SIZE } from './get-provider-media';
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
  /** With `withGallery` (server render, ADR 338). */
  gallery?: ApiPage<ProviderMedia>;
  /** With `withReviews` (server render, ADR 338). */
  reviews?: ReviewsPage;
}

/** The site's query parameters: withCover, the share image comes with the site (ADR 286), the head asks for nothing more. */
const siteParams = (slug: string) => ({ slug, withLogo: true, withCover: true, relations: SITE_RELATIONS.join(',') });

/**
 * GET /api/v1/providers?slug=&withLogo=true&relations=… — SPEC §7: nothing unless exactly one
 * provider matches, and nothing on failure (4xx). Network/5xx errors are thrown (retry screen).
 */
async function readSite(slug: string, extra: Record<string, string>, signal?: AbortSignal): Promise<SlugEnvelope | null> {
  try {
    return await api.get<SlugEnvelope>('/providers', { params: { ...siteParams(slug), ...extra }, signal });
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) return null;
    throw error;
  }
}

function siteOf(response: SlugEnvelope | null): ProviderBySlug {
  if (!response) return { provider: null, redirectSlug: null };
  const list = Array.isArray(response.data) ? response.data : [];
  const provider = list.length === 1 ? (list[0] ?? null) : null;
  return { provider, redirectSlug: provider ? (response.redirect_slug ?? null) : null, unlinked: !provider && response.unlinked === true };
}

export async function getProviderBySlug(slug: string, signal?: AbortSignal): Promise<ProviderBySlug> {
  return siteOf(await readSite(slug, {}, signal));
}

/** What a server render of the site shows, from one request (ADR 338). */
export interface ProviderSiteRender {
  /** What getProviderBySlug answers. */
  site: ProviderBySlug;
  /** The gallery's photos, as getProviderMedia(id, 'photo') answers them. */
  gallery: ProviderMedia[] | undefined;
  /** The reviews' page, as GET providers/{id}/reviews?sort=&page= answers it. */
  reviews: ReviewsPage | undefined;
}

/**
 * The site with its gallery's photos and a page of its reviews in one request (`withGallery`,
 * `withReviews`: the API reads them with the site, ADR 338), for the server render; the browser's own
 * calls stay getProviderBySlug, getProviderMedia and the reviews' page.
 */
export async function getProviderSiteForRender(slug: string, reviews: { sort: ReviewSort; page: number }): Promise<ProviderSiteRender> {
  const response = await readSite(slug, {
    withGallery: String(PROVIDER_MEDIA_PAGE_SIZE),
    withReviews: siteReviewsParam(reviews.sort, reviews.page),
  });
  return { site: siteOf(response), gallery: response?.gallery?.data, reviews: response?.reviews };
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
