// Revoked sign-ins, known to every API process, so logout and revocation stop the access token at
// once instead of when it expires (ACCESS_TOKEN_TTL_SECONDS). The per-request check is a Map lookup:
//   - a revocation here adds the sign-in (`sid` = refresh-token family) and tells the other processes
//     through app.notifier (PostgreSQL NOTIFY 'session_revoked');
//   - at start, and every RELOAD_MS (covers a process that missed a notification while its LISTEN
//     connection was reconnecting), the sign-ins revoked within one access-token lifetime are read
//     from refresh_tokens (partial index on revoked_at);
//   - an entry is forgotten once every access token of that sign-in has expired anyway.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Notifier } from '../../lib/pg-notify';
import { revokedSince } from './refresh-tokens.repository';

export const SESSION_REVOKED_CHANNEL = 'session_revoked';
const RELOAD_MS = 30_000;

export interface SessionRevocations {
  /** True when the sign-in was revoked (its access tokens no longer count). */
  isRevoked(sid: string): boolean;
  /** Records a revocation here and in every other process. */
  revoked(sid: string): Promise<void>;
  /** Subscribes and loads recent revocations (never throws: a database outage only delays it). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createSessionRevocations(opts: {
  db: Db;
  notifier: Notifier;
  accessTokenTtlSeconds: number;
  log?: FastifyBaseLogger;
}): SessionRevocations {
  const ttlMs = opts.accessTokenTtlSeconds * 1000;
  /** sid → when its last access token expires (ms). */
  const entries = new Map<string, number>();
  let unsubscribe: (() => Promise<void>) | null = null;
  let timer: NodeJS.Timeout | null = null;

  const remember = (sid: string, at = Date.now()) => {
    const until = at + ttlMs;
    if ((entries.get(sid) ?? 0) < until) entries.set(sid, until);
  };

  const sweep = () => {
    const now = Date.now();
    for (const [sid, until] of entries) if (until <= now) entries.delete(sid);
  };

  async function subscribe(): Promise<void> {
    if (unsubscribe) return;
    unsubscribe = await opts.notifier.subscribe(SESSION_REVOKED_CHANNEL, (payload) => {
      const sid = (payload as { sid?: unknown } | null)?.sid;
      if (typeof sid === 'string') remember(sid);
    });
  }

  async function reload(): Promise<void> {
    const since = new Date(Date.now() - ttlMs);
    const rows = await revokedSince(opts.db, since);
    for (const row of rows) if (row.revoked_at) remember(row.family_id, row.revoked_at.getTime());
    sweep();
  }

  async function tick(): Promise<void> {
    try {
      await subscribe();
      await reload();
    } catch (error) {
      opts.log?.warn({ err: error }, 'No se pudieron leer las sesiones revocadas; se reintentará');
    }
  }

  return {
    isRevoked(sid) {
      const until = entries.get(sid);
      if (until === undefined) return false;
      if (until > Date.now()) return true;
      entries.delete(sid);
      return false;
    },
    async revoked(sid) {
      remember(sid);
      await opts.notifier.publish(SESSION_REVOKED_CHANNEL, { sid }).catch((error: unknown) => {
        opts.log?.warn({ err: error }, 'No se pudo avisar la revocación a los otros procesos');
      });
    },
    async start() {
      await tick();
      timer = setInterval(() => void tick(), RELOAD_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      const stop = unsubscribe;
      unsubscribe = null;
      await stop?.().catch(() => undefined);
    },
  };
}
