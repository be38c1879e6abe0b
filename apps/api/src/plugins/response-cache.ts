// In-process micro-cache of public, anonymous GET responses (catalogue, provider site by slug, search,
// provider lists and media, keywords). A public page is read many times between two edits: the
// first request pays for the queries, the next ones for a Map lookup, which is what lets one
// process on 2 cores answer thousands of site and search requests per second (bench/README.md).
//
// - Routes opt in with `useResponseCache(fastify)` inside their plugin (only GET routes whose
//   answer does not depend on who asks). Entries are keyed by the raw URL (path + query string).
// - Freshness: any successful API write (POST/PUT/PATCH/DELETE under /api/ answered < 400) empties the cache
//   before its response is sent, so whoever edits sees the edit on the next read; a read that
//   was running while a write happened does not store its (possibly older) answer. The write is
//   also announced to the other API processes on the same database (app.notifier, NOTIFY
//   'cache_invalidate'), which empty theirs on receipt — well within a second. Entries also expire
//   after RESPONSE_CACHE_TTL_MS, which bounds staleness if a notification is ever missed.
// - Bounded: at most RESPONSE_CACHE_MAX_ENTRIES entries, the oldest dropped first.
// - Hits are served in preValidation, after every onRequest hook (the rate limiter is a route-level
//   onRequest hook: an app-level onRequest hook would run before it and skip it). The route's
//   other hooks still run on a hit (security headers, ETag/304).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const CACHE_INVALIDATE_CHANNEL = 'cache_invalidate';
const RESUBSCRIBE_MS = 5_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Serve this GET route from the response cache (plugins/response-cache.ts). */
    responseCache?: boolean;
  }
}

export interface ResponseCacheOptions {
  /** Milliseconds an entry is served; 0 turns the cache off. */
  ttlMs: number;
  maxEntries: number;
}

interface Entry {
  at: number;
  payload: string;
  contentType: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Marks every GET route registered in this plugin's scope as cacheable. */
export function useResponseCache(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((m) => m === 'GET' || m === 'HEAD')) route.config = { ...route.config, responseCache: true };
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Called whenever the response cache empties (a write here or in another API process). */
    onCacheInvalidate(listener: () => void): void;
  }
}

/** A GraphQL POST that writes (a mutation), as opposed to the queries sent by POST too. */
function isGraphQLMutation(request: FastifyRequest): boolean {
  if (!request.url.startsWith('/graphql')) return false;
  const query = (request.body as { query?: unknown } | null | undefined)?.query;
  return typeof query === 'string' && /^(\s|#[^\n]*\n)*mutation\b/.test(query);
}

export function registerResponseCache(app: FastifyInstance, options: ResponseCacheOptions): void {
  const entries = new Map<string, Entry>();
  const listeners: Array<() => void> = [];
  app.decorate('onCacheInvalidate', (listener: () => void) => {
    listeners.push(listener);
  });
  let generation = 0;
  // Generation seen when a cacheable request started; hits are not stored again.
  const started = new WeakMap<FastifyRequest, number>();

  const processId = randomUUID();
  const invalidate = () => {
    generation += 1;
    entries.clear();
    for (const listener of listeners) listener();
  };

  // Writes made by the other API processes (each ignores its own announcements).
  let unsubscribe: (() => Promise<void>) | null = null;
  let retry: NodeJS.Timeout | null = null;
  const subscribe = async (): Promise<void> => {
    try {
      unsubscribe = await app.notifier.subscribe(CACHE_INVALIDATE_CHANNEL, (payload) => {
        if ((payload as { from?: unknown } | null)?.from !== processId) invalidate();
      });
      // Anything written while this process was not listening is unknown: start afresh.
      invalidate();
    } catch (err) {
      app.log.warn({ err }, 'No se pudo escuchar la invalidación de la caché; se reintentará');
      retry = setTimeout(() => void subscribe(), RESUBSCRIBE_MS);
      retry.unref();
    }
  };
  app.addHook('onReady', subscribe);
  app.addHook('onClose', async () => {
    if (retry) clearTimeout(retry);
    await unsubscribe?.().catch(() => undefined);
  });

  const cacheable = (request: FastifyRequest) =>
    options.ttlMs > 0 && (request.method === 'GET' || request.method === 'HEAD') && request.routeOptions.config?.responseCache === true;

  // Callback hooks (they run on every request): no promise for work that never waits. A hit is sent
  // from the hook, which then does not call done().
  app.addHook('preValidation', (request, reply, done) => {
    if (!cacheable(request)) {
      done();
      return;
    }
    const hit = entries.get(request.url);
    if (hit && Date.now() - hit.at < options.ttlMs) {
      void reply.header('content-type', hit.contentType).header('x-cache', 'HIT').send(hit.payload);
      return;
    }
    if (hit) entries.delete(request.url);
    started.set(request, generation);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    done(null, storeOrInvalidate(request, reply, payload));
  });

  function storeOrInvalidate(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
    if (!SAFE_METHODS.has(request.method)) {
      // Writes of the API (not sign-in refreshes under /login, nor the dev identity provider).
      if (reply.statusCode < 400 && (request.url.startsWith('/api/') || isGraphQLMutation(request))) {
        invalidate();
        app.notifier.publish(CACHE_INVALIDATE_CHANNEL, { from: processId }).catch((err: unknown) => {
          request.log.warn({ err }, 'No se pudo avisar la invalidación de la caché a los otros procesos');
        });
      }
      return payload;
    }
    const since = started.get(request);
    if (since === undefined || since !== generation || request.method !== 'GET') return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (entries.size >= options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    const contentType = reply.getHeader('content-type');
    entries.set(request.url, {
      at: Date.now(),
      payload,
      contentType: typeof contentType === 'string' ? contentType : 'application/json; charset=utf-8',
    });
    void reply.header('x-cache', 'MISS');
    return payload;
  }
}
