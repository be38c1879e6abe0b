/**
 * The browser half of the OAuth callback (SPEC §7): the API already exchanged the code and set the
 * refresh cookie, so `POST /login/refresh?login` gives the access token and `GET /api/v1/user`
 * the user. Shared by concurrent callers (React StrictMode runs effects twice in development).
 */
import type { QueryClient } from '@tanstack/react-query';
import { shouldSaveNextPath } from '@eventos/domain';
import { clearNextPath, getNextPath } from '../../../lib/cookies';
import { getAccessToken } from '../../../lib/auth-token';
import {
  fetchCurrentUser,
  refreshAccessToken,
  sessionQueryKey,
  startSession,
} from '../../../lib/session';
import type { SessionUser } from '../../../lib/session';
import { SignInError } from '../sign-in-errors';

let pending: Promise<SessionUser> | null = null;

async function run(queryClient: QueryClient): Promise<SessionUser> {
  startSession(); // no-op when the app already started it (it uses ?login on this landing)
  const token = getAccessToken() ?? (await refreshAccessToken({ login: true }));
  if (!token) throw new SignInError('session_missing');
  const user = await queryClient.fetchQuery({
    queryKey: sessionQueryKey(),
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: Infinity,
  });
  if (!user) throw new SignInError('session_missing');
  return user;
}

export function completeSignIn(queryClient: QueryClient): Promise<SessionUser> {
  pending ??= run(queryClient).finally(() => {
    pending = null;
  });
  return pending;
}

/**
 * Where to go after signing in: the `next` cookie (same-site path only, never back to login),
 * or '/'. The cookie is cleared.
 */
export function takeReturnPath(): string {
  const next = getNextPath();
  clearNextPath();
  if (!next) return '/';
  const pathname = next.split(/[?#]/, 1)[0] ?? '/';
  return shouldSaveNextPath(pathname) ? next : '/';
}
