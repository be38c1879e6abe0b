/**
 * In-memory store for the access token (never persisted: no localStorage, no sessionStorage,
 * no cookie) and for the session's start-up phase. The session module (lib/session) fills the
 * token after `POST /login/refresh`; the API client reads it for `Authorization: Bearer`; React
 * subscribes through `useAccessToken` / `useAuthSnapshot`.
 */
import { useSyncExternalStore } from 'react';

type Listener = () => void;

/**
 * - 'initial': the app has not tried to restore the session yet (counts as loading, so guards
 *   don't send a signed-in user to /login before the silent refresh ran);
 * - 'restoring': the silent `POST /login/refresh` is in flight;
 * - 'ready': we know whether there is a session.
 */
export type SessionPhase = 'initial' | 'restoring' | 'ready';

export interface AuthSnapshot {
  token: string | null;
  phase: SessionPhase;
  /**
   * Sign-in counter: grows each time the token goes from none to some or back (sign-in,
   * sign-out, expiry), not on a plain refresh. Cached per-user data is keyed by it.
   */
  generation: number;
}

let snapshot: AuthSnapshot = { token: null, phase: 'initial', generation: 0 };
const listeners = new Set<Listener>();

function update(next: Partial<Omit<AuthSnapshot, 'generation'>>): void {
  const merged = { ...snapshot, ...next };
  if (merged.token === snapshot.token && merged.phase === snapshot.phase) return;
  if ((merged.token === null) !== (snapshot.token === null)) merged.generation += 1;
  snapshot = merged;
  listeners.forEach((listener) => listener());
}

export function getAccessToken(): string | null {
  return snapshot.token;
}

export function setAccessToken(token: string | null): void {
  update({ token });
}

export function getSessionPhase(): SessionPhase {
  return snapshot.phase;
}

export function setSessionPhase(phase: SessionPhase): void {
  update({ phase });
}

export function getAuthSnapshot(): AuthSnapshot {
  return snapshot;
}

export function subscribeAccessToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** React hook: the current access token (re-renders when it changes). */
export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribeAccessToken, getAccessToken, getAccessToken);
}

/** React hook: token and start-up phase together (one immutable snapshot). */
export function useAuthSnapshot(): AuthSnapshot {
  return useSyncExternalStore(subscribeAccessToken, getAuthSnapshot, getAuthSnapshot);
}

/** Tests only: back to the start-up state (no token, phase 'initial'). */
export function resetAuthStoreForTests(phase: SessionPhase = 'initial'): void {
  snapshot = { token: null, phase, generation: snapshot.generation + 1 };
  listeners.forEach((listener) => listener());
}
