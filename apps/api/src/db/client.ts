// Database connection for both drivers: embedded PGlite (default; in memory or at a data
// directory) or a node-postgres Pool when a PostgreSQL URL is given. Both expose the same
// drizzle API typed as `Db`.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Logger, SQL, SQLWrapper } from 'drizzle-orm';
import type { PgDatabase, PgDialect, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { keepNamedStatements, nameByShape, shapeName, useGenericPlan } from './pglite-statements';
import * as schema from './schema';

export { schema };
export type Schema = typeof schema;

/** Drizzle instance usable with either driver (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  /** The PGlite instance (kind 'pglite'), e.g. for dumpDataDir() in the test harness. */
  pglite?: PGlite;
  /** The node-postgres pool (kind 'pg'). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export interface CreateDatabaseOptions {
  /** postgres:// URL: use a node-postgres Pool against a real server. */
  url?: string;
  /** PGlite data directory (created if missing); omit for an in-memory database. */
  dataDir?: string;
  /** An existing PGlite instance (must have pg_trgm and unaccent loaded: see createPglite). */
  pglite?: PGlite;
  /** Start PGlite from a dumpDataDir() tarball (fast copies of a migrated, seeded database). */
  loadDataDir?: Blob | File;
  /** Pool size for node-postgres (default 10). */
  poolMax?: number;
}

/**
 * Planner setting for every session: random reads cost little more than sequential ones on SSD or
 * RAM (any current server, managed PostgreSQL, PGlite), so the planner combines the GIN and
 * department indexes for a word in a big department instead of scanning (bench/README.md: the
 * uncached `fotografo&d=<Lima>` search went from p95 228 ms to 90 ms). PostgreSQL's default is 4.
 */
export const SESSION_SETTINGS_SQL = 'SET random_page_cost = 1.1';

/** Another running process holds the PGlite data directory. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dataDir>.lock` (the holder's PID) for as long as the database is open. PGlite has no lock
 * of its own, and two processes writing the same files (a second `npm start`, a seed script beside
 * the server) corrupt the embedded database. A lock whose process is gone is taken over. Returns
 * the release function (also run when the process exits).
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir.replace(/[\\/]+$/, '')}.lock`;
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        throw new DataDirLockedError(
          `Otro proceso (PID ${pid}) está usando la base de datos de ${dataDir}. Deténlo o usa otro DATA_DIR. ` +
            `Si no hay ninguno en ejecución, borra ${lockPath}.`,
        );
      }
      rmSync(lockPath, { force: true }); // left by a process that is gone
      continue;
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      try {
        if (readFileSync(lockPath, 'utf8') === String(process.pid)) rmSync(lockPath, { force: true });
      } catch {
        // already gone
      }
    };
    process.on('exit', release);
    return release;
  }
  throw new DataDirLockedError(`No se pudo tomar ${lockPath}.`);
}

/** Extensions every PGlite instance of the app needs. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/** New PGlite with the app's extensions, in memory or at `dataDir`. */
export async function createPglite(
  options: { dataDir?: string; loadDataDir?: Blob | File } = {},
): Promise<PGlite> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  return PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: PGLITE_EXTENSIONS,
  });
}

/**
 * Per pooled `Db`, a drizzle over each of its pool's clients (with the same logger): the pool keeps
 * its clients (one per connection, never idled out), so each is built once.
 */
const onClient = new WeakMap<Db, WeakMap<pg.PoolClient, Db>>();

function boundTo(db: Db, client: pg.PoolClient): Db {
  let clients = onClient.get(db);
  if (!clients) {
    clients = new WeakMap();
    onClient.set(db, clients);
  }
  let bound = clients.get(client);
  if (!bound) {
    const { logger } = (db as unknown as { session: { options?: { logger?: Logger } } }).session.options ?? {};
    bound = drizzleNodePg({ client, schema, ...(logger ? { logger } : {}) }) as unknown as Db;
    clients.set(client, bound);
  }
  return bound;
}

/**
 * Runs `fn` with a `Db` whose statements all go to one connection: on PostgreSQL a client taken from
 * the pool once and given back when `fn` settles, so a request of several statements waits in the
 * pool's queue once, not before each of them (at 20 connections on a busy pool that wait is most of
 * a search's time: docs/decisions/400-one-connection-per-search.md). On PGlite (one connection)
 * `fn(db)`. Statements only, no transaction: `fn` must not call `transaction()` on it. A failed
 * statement closes that connection, as the pool's own `query` does.
 */
export async function withConnection<T>(db: Db, fn: (db: Db) => Promise<T>): Promise<T> {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return fn(db);
  const client = await pool.connect();
  try {
    const result = await fn(boundTo(db, client));
    client.release();
    return result;
  } catch (error) {
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}

/** How many connections `db` may hold at once: its pool's maximum on PostgreSQL, 1 on PGlite. */
export function connectionLimit(db: Db): number {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client.options.max : 1;
}

/** Whether `db` runs on a PostgreSQL server (a round trip waits on the network), not on PGlite in process. */
export function onPostgresServer(db: Db): boolean {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool || client instanceof pg.Client;
}

export async function createDatabase(opts: CreateDatabaseOptions = {}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolMax ?? 10,
      application_name: 'eventos-api',
      // While the server is unreachable a request fails fast (503) instead of waiting forever.
      connectionTimeoutMillis: 5_000,
      // Awaited by the pool before it hands the new client out: the setting is in place for the first
      // query, and no query is sent while another runs on the client (node-postgres deprecates that).
      // If it fails, the pool closes the client and the acquire fails like an unreachable server (503).
      onConnect: async (client) => {
        await client.query(SESSION_SETTINGS_SQL);
      },
      // Idle connections are kept (pg-pool closes them after 10 s by default): a new connection's
      // first statements pay its catalogue caches and plans (30–60 ms for the media search,
      // docs/decisions/305-media-search-by-gallery-album.md), and the warm-up at start
      // (search-warm-up.ts) would be lost after 10 quiet seconds.
      idleTimeoutMillis: 0,
    });
    // An idle client's error (server restart) must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
    return { db, kind: 'pg', pool, close: () => pool.end() };
  }
  const owned = !opts.pglite;
  // One process per data directory (see lockDataDir).
  const release = owned && opts.dataDir ? lockDataDir(opts.dataDir) : () => undefined;
  let client: PGlite;
  try {
    client = opts.pglite ?? (await createPglite({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir }));
    await client.exec(SESSION_SETTINGS_SQL);
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  // `.prepare(name)` parses and plans once, as on PostgreSQL (ADR 315).
  keepNamedStatements(client, db);
  return {
    db,
    kind: 'pglite',
    pglite: client,
    close: async () => {
      if (owned && !client.closed) await client.close();
      release();
    },
  };
}

/**
 * Rows of a raw SQL query on either driver (`db.execute` is typed `unknown` for the shared `Db`
 * type; both node-postgres and PGlite answer `{ rows }`).
 */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQLWrapper): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/**
 * `queryRows` for a statement whose text depends only on its shape (which filters, how many words;
 * every value a parameter): on PGlite it runs as a named statement of that text, parsed once per
 * shape instead of on every execution (docs/decisions/321-pglite-statements-by-shape.md; the name
 * is `prefix` and a hash of the text). On PostgreSQL an unnamed statement (see queryRowsPreparedByShape).
 */
export async function queryRowsByShape<T extends Record<string, unknown>>(db: Db, prefix: string, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    nameByShape(client, prefix, (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query).sql);
  }
  return queryRows<T>(db, query);
}

/** Names of the statements run by queryRowsPreparedByShape on PostgreSQL, by text (few: one per shape). */
const preparedShapeNames = new Map<string, string>();

/**
 * `queryRowsByShape` for a statement whose plan does not depend on its values either (the same index
 * ranges for any value: the filters-only search, the lexeme check): on PostgreSQL too it runs as a
 * named statement of its text (`prefix` and a hash of the text), parsed once per connection and,
 * after PostgreSQL's first five custom plans, run with its generic plan — no parse, analysis or
 * planning per search (docs/decisions/395-stable-search-statements-prepared.md). Only for a bounded
 * number of shapes: node-postgres keeps each name for the connection's life. On PGlite it is
 * `queryRowsByShape`.
 */
export async function queryRowsPreparedByShape<T extends Record<string, unknown>>(db: Db, prefix: string, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) return queryRowsByShape<T>(db, prefix, query);
  // What `db.execute` does (drizzle's session: its logger, its type parsers), with a name.
  const { dialect, session } = db as unknown as { dialect: PgDialect; session: NamedQuerySession };
  const built = dialect.sqlToQuery(query);
  let name = preparedShapeNames.get(built.sql);
  if (!name) {
    name = shapeName(prefix, built.sql);
    preparedShapeNames.set(built.sql, name);
  }
  const result = (await session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}

/** The part of drizzle's PgSession that queryRowsPreparedByShape uses. */
interface NamedQuerySession {
  prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, isResponseInArrayMode: boolean): { execute(): Promise<unknown> };
}

/**
 * On PGlite the named statement `name` always runs with its generic plan (ADR 321): for statements
 * whose plan does not depend on their values. Nothing changes on PostgreSQL.
 */
export function alwaysGenericPlan(db: Db, name: string): void {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) useGenericPlan(client, name);
}
