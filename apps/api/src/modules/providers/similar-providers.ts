// Similar providers (SPEC §4): same services and location, excluding the provider itself, at most
// SIMILAR_PROVIDERS_MAX. Kept per provider in a small in-process cache with a short TTL: a cache
// miss only costs one indexed query, so N API processes stay correct (stale ≤ TTL, never shared state).
import { SIMILAR_PROVIDERS_MAX } from '@eventos/domain';
import type { ProviderOut } from '@eventos/domain';

export const SIMILAR_CACHE_TTL_MS = 60_000;
export const SIMILAR_CACHE_MAX_ENTRIES = 1000;

interface Entry {
  expires: number;
  data: ProviderOut[];
}

export class TtlCache<T = ProviderOut[]> {
  private readonly entries = new Map<string, { expires: number; data: T }>();
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.data;
  }

  set(key: string, data: T): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { expires: this.now() + this.ttlMs, data });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

export type SimilarCache = TtlCache<Entry['data']>;

export function createSimilarCache(): SimilarCache {
  return new TtlCache<ProviderOut[]>(SIMILAR_CACHE_TTL_MS, SIMILAR_CACHE_MAX_ENTRIES);
}

export const SIMILAR_LIMIT = SIMILAR_PROVIDERS_MAX;
