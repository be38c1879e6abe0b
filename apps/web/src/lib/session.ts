/**
 * The session (SPEC §4, issue 3). The access token lives in memory only (lib/auth-token); the
 * refresh token is an HttpOnly cookie the browser sends to `/login/*` by itself.
 * - Start-up: one silent `POST /login/refresh` restores the session, only when the browser has the
 *   session hint cookie (set and cleared by the API with the refresh cookie), so a visitor sends
 *   no failing request. On the OAuth callback landing it is `POST /login/refresh?login`.
 * - The token is refreshed every TOKEN_REFRESH_INTERVAL_MINUTES (sooner if it expires sooner).
 * - A 401 from the API refreshes once and retries the request once (lib/api-client); if the
 *   refresh fails the session ends here and `onSessionExpired` listeners are told.
 * - `useSession()` gives the user of `GET /api/v1/user` plus role helpers (SPEC §6).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { SESSION_HINT_COOKIE_NAME, TOKEN_REFRESH_INTERVAL_MINUTES } from '@eventos/domain';
import type { UserProvider, UserView } from '@eventos/domain';
import { api, ApiError, isApiError, setUnauthorizedHandler } from './api-client';
import type { ApiData } from './api-client';
import { getAccessToken, getAuthSnapshot, setAccessToken, setSessionPhase, useAuthSnapshot } from './auth-token';
import { getCookie } from './cookies';

/** The provider attached to a user (SPEC §6: a user "carries a provider"): the domain's UserProvider. */
export type SessionProvider = UserProvider;

/** `GET /api/v1/user` (the API's user view). */
export type SessionUser = UserView;

export const SESSION_QUERY_KEY = ['session', 'user'] as const;
const REFRESH_INTERVAL_MS = TOKEN_REFRESH_INTERVAL_MINUTES * 60_000;
const RETRY_AFTER_ERROR_MS = 60_000;
const REFRESH_TIMEOUT_MS = 20_000;
/** Serialises refreshes across tabs: two tabs presenting one rotated cookie would be "reuse". */
const REFRESH_LOCK_NAME = 'eventos-peru-refresh';

/** Cache key of the current user; changes on every sign-in and sign-out (never mixes users). */
export function sessionQueryKey(generation = getAuthSnapshot().generation) {
  return [...SESSION_QUERY_KEY, generation] as const;
}

// ---- refresh ------------------------------------------------------------------------------

type ExpiredListener = () => void;
const expiredListeners = new Set<ExpiredListener>();
let inFlight: Promise<string | null> | null = null;
/** Grows on every sign-out, so a refresh that was in flight can't sign the user back in. */
let signOuts = 0;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;

/** Called when a signed-in session ends without the user signing out (refresh rejected). */
export function onSessionExpired(listener: ExpiredListener): () => void {
  expiredListeners.add(listener);
  return () => {
    expiredListeners.delete(listener);
  };
}

function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) return task();
  return locks.request(REFRESH_LOCK_NAME, task) as Promise<T>;
}

/** `POST /login/refresh[?login]` → the token and its lifetime, or null when there is no session. */
async function postRefresh(login: boolean): Promise<{ token: string; expiresIn: number } | null> {
  const response = await fetch(login ? '/login/refresh?login' : '/login/refresh', {
    method: 'POST',
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { Accept: 'application/json' },
    // Never hold the cross-tab lock forever.
    signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(REFRESH_TIMEOUT_MS) : undefined,
  });
  if (response.status === 401) {
    // Read the (small) body: an unread body keeps the request open until the time-out above.
    await response.text().catch(() => '');
    return null;
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok || typeof body.access_token !== 'string') throw new ApiError(response.status, body);
  const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : 0;
  return { token: body.access_token, expiresIn };
}

function scheduleRefresh(delayMs: number): void {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => {
    refreshAccessToken().catch(() => scheduleRefresh(RETRY_AFTER_ERROR_MS));
  }, delayMs);
}

/** Every 30 minutes, or a minute before the token expires when that comes first. */
function nextRefreshDelay(expiresInSeconds: number): number {
  if (expiresInSeconds <= 0) return REFRESH_INTERVAL_MS;
  return Math.min(REFRESH_INTERVAL_MS, Math.max(30_000, (expiresInSeconds - 60) * 1000));
}

/** Ends the session locally (no request). `expired` tells the listeners (login modal). */
export function endSession(reason: 'expired' | 'signed-out'): void {
  const hadSession = getAccessToken() !== null;
  if (reason === 'signed-out') signOuts += 1;
  clearTimeout(refreshTimer);
  setAccessToken(null);
  if (hadSession && reason === 'expired') expiredListeners.forEach((listener) => listener());
}

/**
 * Exchanges the refresh cookie for a new access token (one request at a time, shared by all
 * callers). Resolves the token, or null when the API says there is no session (the local
 * session then ends). Rejects on network/server errors, keeping the current token.
 */
export function refreshAccessToken(options: { login?: boolean } = {}): Promise<string | null> {
  const signOutsAtStart = signOuts;
  inFlight ??= withRefreshLock(() => postRefresh(options.login ?? false))
    .then((result) => {
      if (signOuts !== signOutsAtStart) return null;
      if (!result) {
        endSession('expired');
        return null;
      }
      setAccessToken(result.token);
      scheduleRefresh(nextRefreshDelay(result.expiresIn));
      return result.token;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** The API client's 401 handler: refresh once, then retry once with the new token. */
async function handleUnauthorized(usedToken: string | null): Promise<boolean> {
  const current = getAccessToken();
  if (current && current !== usedToken) return true; // refreshed meanwhile: just retry
  if (inFlight) return (await inFlight.catch(() => null)) !== null;
  if (!usedToken) return false; // a visitor: there is nothing to refresh
  return (await refreshAccessToken().catch(() => null)) !== null;
}

let started = false;

/** True when the API left the session hint: there is a sign-in worth refreshing. */
export function hasSessionHint(): boolean {
  return getCookie(SESSION_HINT_COOKIE_NAME) !== null;
}

/**
 * Start-up (once): plug the 401 handler in and try to restore the session silently — on the
 * sign-in landing, or when the session hint says there is a sign-in; a visitor sends nothing.
 */
export function startSession(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  setUnauthorizedHandler(handleUnauthorized);
  const { pathname, search } = window.location;
  const landing = /^\/login\/[^/]+\/callback\/?$/.test(pathname) && new URLSearchParams(search).has('done');
  if (!landing && !hasSessionHint()) {
    setSessionPhase('ready');
    return;
  }
  setSessionPhase('restoring');
  refreshAccessToken({ login: landing })
    .catch(() => null)
    .finally(() => setSessionPhase('ready'));
}

/** Tests only: forget that the session started (and any timer). */
export function resetSessionForTests(): void {
  started = false;
  inFlight = null;
  clearTimeout(refreshTimer);
  setUnauthorizedHandler(null);
}

// ---- user ---------------------------------------------------------------------------------

/** `GET /api/v1/user`; null when the API says we are not signed in (the session then ends). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    const response = await api.get<ApiData<SessionUser>>('/user', { signal });
    return response.data;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      endSession('expired');
      return null;
    }
    throw error;
  }
}

/** Puts a fresh user (e.g. the answer of PUT /user/:id) in the session cache. */
export function setSessionUser(queryClient: QueryClient, user: SessionUser): void {
  queryClient.setQueryData(sessionQueryKey(), user);
}

export interface OwnedProvider {
  created_by?: number | null;
}

export interface Session {
  user: SessionUser | null;
  /** True until we know whether there is a session (start-up refresh, then GET /user). */
  loading: boolean;
  isAuthenticated: boolean;
  /** The user's provider, when they have one. */
  provider: SessionProvider | null;
  /** SPEC §6: the user carries a provider. */
  isProvider: boolean;
  /** SPEC §6: the user created this provider (`created_by` equals the user id). */
  isOwner: (provider: OwnedProvider | null | undefined) => boolean;
}

export function useSession(): Session {
  const { token, phase, generation } = useAuthSnapshot();
  useEffect(() => startSession(), []);
  const query = useQuery({
    queryKey: sessionQueryKey(generation),
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });
  const user = token ? (query.data ?? null) : null;
  const userId = user?.id ?? null;
  const isOwner = useCallback(
    (provider: OwnedProvider | null | undefined) =>
      userId !== null && provider?.created_by !== undefined && provider.created_by === userId,
    [userId],
  );
  return {
    user,
    loading: phase !== 'ready' || (token !== null && query.isPending),
    isAuthenticated: user !== null,
    provider: user?.provider ?? null,
    isProvider: Boolean(user?.provider),
    isOwner,
  };
}

/** Display name for menus ("Ana Pérez", or the e-mail as a fallback). */
export function getUserDisplayName(user: SessionUser): string {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return name || user.email || 'Mi cuenta';
}

/**
 * Signs out: asks the API to revoke the session (`POST /logout`, with the bearer token that names
 * the sign-in), forgets the token and the cached user. Navigation to '/' is the caller's job
 * (SPEC §2: after logout the user goes to /).
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await api.post('/logout', undefined, { baseUrl: '' });
    } catch {
      // The local session ends anyway.
    }
    endSession('signed-out');
    queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
  }, [queryClient]);
}
