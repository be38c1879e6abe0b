/**
 * In-memory store for the access token (never persisted: no localStorage, no cookie).
 * The sign-in feature calls `setAccessToken` after `POST /login/refresh`; the API client
 * reads it for the `Authorization: Bearer` header; React subscribes through `useAccessToken`.
 */
import { useSyncExternalStore } from 'react';

type Listener = () => void;

let accessToken: string | null = null;
const listeners = new Set<Listener>();

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  if (token === accessToken) return;
  accessToken = token;
  listeners.forEach((listener) => listener());
}

export function subscribeAccessToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** React hook: the current access token (re-renders when it changes). */
export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribeAccessToken, getAccessToken, getAccessToken);
}
