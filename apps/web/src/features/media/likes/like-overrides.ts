/**
 * Like states changed in this tab, shared by every button of the same target (a gallery tile and
 * the slide-show show the same heart and count). Keyed by sign-in generation, so another user
 * never sees them.
 */
import { useCallback, useSyncExternalStore } from 'react';

export interface LikeOverride {
  liked: boolean;
  count: number;
}

const overrides = new Map<string, LikeOverride>();
const listeners = new Set<() => void>();

export function likeKey(generation: number, targetType: string, targetId: number): string {
  return `${generation}:${targetType}:${targetId}`;
}

export function setLikeOverride(key: string, value: LikeOverride | null): void {
  if (value) overrides.set(key, value);
  else overrides.delete(key);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLikeOverride(key: string): LikeOverride | undefined {
  const get = useCallback(() => overrides.get(key), [key]);
  return useSyncExternalStore(subscribe, get, get);
}
