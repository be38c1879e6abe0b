/**
 * Session state for the whole app: the signed-in user (GET /api/v1/user) or null.
 * The request is only made when an access token exists (lib/auth-token), so visitors are
 * signed out at once with no network call. The sign-in feature fills the token.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, isApiError } from './api-client';
import type { ApiData } from './api-client';
import { setAccessToken, useAccessToken } from './auth-token';

/** The provider attached to a user (SPEC §6: a user "carries a provider"). */
export interface SessionProvider {
  id: number;
  slug: string;
  company_name?: string;
  [key: string]: unknown;
}

export interface SessionUser {
  id: number;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  avatar?: string | null;
  provider?: SessionProvider | null;
  admin?: boolean;
  [key: string]: unknown;
}

export const SESSION_QUERY_KEY = ['session', 'user'] as const;

export interface Session {
  user: SessionUser | null;
  /** True while a token exists but the user hasn't been fetched yet. */
  loading: boolean;
  isAuthenticated: boolean;
  /** The user's provider, when they have one. */
  provider: SessionProvider | null;
}

async function fetchCurrentUser(signal: AbortSignal): Promise<SessionUser | null> {
  try {
    const response = await api.get<ApiData<SessionUser>>('/user', { signal });
    return response.data;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function useSession(): Session {
  const token = useAccessToken();
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });
  const user = token ? (query.data ?? null) : null;
  return {
    user,
    loading: token !== null && query.isPending,
    isAuthenticated: user !== null,
    provider: user?.provider ?? null,
  };
}

/** Display name for menus ("Ana Pérez", or the e-mail as a fallback). */
export function getUserDisplayName(user: SessionUser): string {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return name || user.email || 'Mi cuenta';
}

/**
 * Signs out: asks the API to revoke the session (`POST /logout`), forgets the token and the
 * cached user. Navigation to '/' is the caller's job (SPEC §2: after logout the user goes to /).
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await api.post('/logout', undefined, { baseUrl: '' });
    } catch {
      // The local session ends anyway.
    }
    setAccessToken(null);
    queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
  }, [queryClient]);
}
