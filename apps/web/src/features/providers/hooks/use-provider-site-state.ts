import { useCallback, useMemo } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useSession } from '../../../lib/session';
import { useProviderBySlug } from '../api/get-provider-by-slug';
import type { Provider } from '../types';

/** Route id of '/:slug' in app/router.tsx. */
export const PROVIDER_SITE_ROUTE_ID = 'provider-site';

/** Provider-site state of SPEC §4. */
export interface ProviderSiteState {
  /** The provider is being loaded (the owner flag follows once the session is known). */
  loading: boolean;
  /** The current route is a provider site. */
  active: boolean;
  /** The signed-in user created this provider (created_by = user id). */
  owner: boolean;
  provider: Provider | null;
  /** The slug in the URL is an old one: the provider's current slug. */
  redirectSlug: string | null;
  /** The slug is a site its owner unlinked: hidden, only its claim is offered. */
  unlinked: boolean;
  /** Loading failed (network/5xx): the page offers to retry. */
  error: unknown;
  refresh: () => void;
}

/** The single path segment of a provider site URL ('/mi-negocio' → 'mi-negocio'). */
export function slugFromPathname(pathname: string): string {
  const segment = pathname.replace(/^\/+|\/+$/g, '');
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Provider-site state derived from the current location: keyed on `location.pathname`, so every
 * route change re-evaluates it, and the provider query refetches whenever a site page mounts.
 */
export function useProviderSiteState(): ProviderSiteState {
  const location = useLocation();
  const matches = useMatches();
  const active = matches.some((match) => match.id === PROVIDER_SITE_ROUTE_ID);
  const slug = active ? slugFromPathname(location.pathname) : '';
  const session = useSession();
  const query = useProviderBySlug(slug, active);
  const provider = query.data?.provider ?? null;
  const owner = Boolean(
    provider && session.user && provider.created_by != null && provider.created_by === session.user.id,
  );
  const loading = active && query.isPending;
  const redirectSlug = query.data?.redirectSlug ?? null;
  const unlinked = query.data?.unlinked === true;
  const { error, refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  // The same object while nothing in it changes: the site's context (and so every section) does
  // not re-render when the session check ends for a visitor or the query string changes.
  return useMemo(
    () => ({ loading, active, owner, provider, redirectSlug, unlinked, error, refresh }),
    [loading, active, owner, provider, redirectSlug, unlinked, error, refresh],
  );
}
