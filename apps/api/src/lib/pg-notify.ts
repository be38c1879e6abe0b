// PostgreSQL LISTEN/NOTIFY for everything one process must tell the others (cache invalidation,
// session revocation, live conversations): N API processes on one database behave as one, with no
// broker. On PGlite (one process per data directory) the same calls work inside the process.
//
//   const stop = await app.notifier.subscribe('cache_invalidate', (payload) => …);
//   await app.notifier.publish('cache_invalidate', { prefix: '/api/v1/providers' });
//   await tx.execute(notifySql('messages', { threadId }));   // delivered only if tx commits
//
// Payloads are JSON, at most 7,900 bytes (PostgreSQL's limit is 8,000): send ids, not documents.
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client';

export type NotificationHandler = (payload: unknown) => void;

export interface Notifier {
  /** NOTIFY `channel` with a JSON payload (after commit when called inside nothing: at once). */
  publish(channel: string, payload: unknown): Promise<void>;
  /** LISTEN to `channel`; the handler gets the parsed payload. Resolves once listening; returns the unsubscribe. */
  subscribe(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  /** Stops listening and closes the dedicated connection (pg). */
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
const MAX_PAYLOAD_BYTES = 7_900;

function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`pg-notify: invalid channel name ${JSON.stringify(channel)}`);
}

function encode(payload: unknown): string {
  const text = JSON.stringify(payload ?? null);
  if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) throw new Error('pg-notify: payload too large (send ids, not documents)');
  return text;
}

function decode(text: string | undefined): unknown {
  if (text === undefined || text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** `SELECT pg_notify(…)` to run inside a transaction: listeners hear it only if the transaction commits. */
export function notifySql(channel: string, payload: unknown): SQL {
  checkChannel(channel);
  return sql`SELECT pg_notify(${channel}, ${encode(payload)})`;
}

/** Calls every handler, isolating each one's errors from the others and from the connection. */
class Handlers {
  private readonly byChannel = new Map<string, Set<NotificationHandler>>();

  add(channel: string, handler: NotificationHandler): boolean {
    let set = this.byChannel.get(channel);
    const isNew = !set;
    if (!set) {
      set = new Set();
      this.byChannel.set(channel, set);
    }
    set.add(handler);
    return isNew;
  }

  /** Removes the handler; true when the channel has no handler left. */
  remove(channel: string, handler: NotificationHandler): boolean {
    const set = this.byChannel.get(channel);
    if (!set) return false;
    set.delete(handler);
    if (set.size > 0) return false;
    this.byChannel.delete(channel);
    return true;
  }

  channels(): string[] {
    return [...this.byChannel.keys()];
  }

  dispatch(channel: string, payload: string | undefined): void {
    const set = this.byChannel.get(channel);
    if (!set) return;
    const value = decode(payload);
    for (const handler of [...set]) {
      try {
        handler(value);
      } catch {
        // A listener's bug must not stop the others.
      }
    }
  }

  clear(): void {
    this.byChannel.clear();
  }
}

function pgliteNotifier(database: Database): Notifier {
  const client = database.pglite;
  if (!client) throw new Error('pg-notify: PGlite instance missing');
  const handlers = new Handlers();
  const unlisten = new Map<string, () => Promise<void>>();
  return {
    async publish(channel, payload) {
      checkChannel(channel);
      await client.query('SELECT pg_notify($1, $2)', [channel, encode(payload)]);
    },
    async subscribe(channel, handler) {
      checkChannel(channel);
      if (handlers.add(channel, handler)) {
        unlisten.set(channel, await client.listen(channel, (payload) => handlers.dispatch(channel, payload)));
      }
      return async () => {
        if (handlers.remove(channel, handler)) {
          const stop = unlisten.get(channel);
          unlisten.delete(channel);
          if (stop && !client.closed) await stop();
        }
      };
    },
    async close() {
      handlers.clear();
      const stops = [...unlisten.values()];
      unlisten.clear();
      if (!client.closed) await Promise.all(stops.map((stop) => stop().catch(() => undefined)));
    },
  };
}

/**
 * node-postgres: one dedicated connection for LISTEN (a pooled client can't keep it), opened on the
 * first subscribe, reconnected with backoff after the server restarts, channels listened again.
 */
function pgNotifier(database: Database, reconnectDelayMs: number): Notifier {
  if (!database.pool) throw new Error('pg-notify: pg pool missing');
  const pool: pg.Pool = database.pool;
  const handlers = new Handlers();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const quote = (channel: string) => `"${channel}"`; // checked against CHANNEL: no quotes inside

  async function connect(): Promise<pg.Client> {
    if (client) return client;
    if (connecting) return connecting;
    connecting = (async () => {
      const next = new pg.Client({ ...pool.options, application_name: 'eventos-listen' } as pg.ClientConfig);
      next.on('notification', (message) => handlers.dispatch(message.channel, message.payload));
      next.on('error', () => lost(next));
      next.on('end', () => lost(next));
      await next.connect();
      for (const channel of handlers.channels()) await next.query(`LISTEN ${quote(channel)}`);
      client = next;
      return next;
    })();
    try {
      return await connecting;
    } finally {
      connecting = null;
    }
  }

  function lost(which: pg.Client): void {
    if (client !== which) return;
    client = null;
    which.end().catch(() => undefined);
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (closed || retry || handlers.channels().length === 0) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch(() => scheduleReconnect());
    }, reconnectDelayMs);
    retry.unref();
  }

  return {
    async publish(channel, payload) {
      checkChannel(channel);
      await pool.query('SELECT pg_notify($1, $2)', [channel, encode(payload)]);
    },
    async subscribe(channel, handler) {
      checkChannel(channel);
      if (closed) throw new Error('pg-notify: closed');
      if (handlers.add(channel, handler)) {
        try {
          const listener = await connect();
          // connect() of a new client already listened to every channel, this one included.
          await listener.query(`LISTEN ${quote(channel)}`);
        } catch (error) {
          handlers.remove(channel, handler);
          scheduleReconnect();
          throw error;
        }
      }
      return async () => {
        if (handlers.remove(channel, handler) && client) {
          await client.query(`UNLISTEN ${quote(channel)}`).catch(() => undefined);
        }
      };
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      handlers.clear();
      const current = client;
      client = null;
      if (current) await current.end().catch(() => undefined);
    },
  };
}

export function createNotifier(database: Database, options: { reconnectDelayMs?: number } = {}): Notifier {
  return database.kind === 'pglite' ? pgliteNotifier(database) : pgNotifier(database, options.reconnectDelayMs ?? 1_000);
}
