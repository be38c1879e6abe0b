// createTestApp(): the whole API (buildApp) on a fresh, isolated copy of the migrated + catalogue-
// seeded template database (PGlite by default, PostgreSQL with TEST_DB=pg), with a temporary
// DATA_DIR for files, logging off and a rate limit high enough never to trigger. Call close().
import type { CreateServerRenderer } from '../plugins/server-render';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { createDatabase, type Database } from '../db/client';
import { createDefaultStorage } from '../plugins/storage';
import type { Storage } from '../storage/storage';
import { createPgTestDatabase, dropPgTestDatabase } from './pg-template';
import { databaseFromTemplate } from './pglite-template';

export interface TestAppOptions {
  /** Extra environment variables for loadConfig (strings, as in .env), e.g. { RATE_LIMIT_MAX: '3' }. */
  env?: Record<string, string>;
  /** Use this storage instead of local storage in the temporary DATA_DIR. */
  storage?: Storage;
  /** Runs after buildApp and before ready(): add test-only routes, head resolvers, sitemap sources. */
  setup?: (app: FastifyInstance, config: Config) => unknown;
  /** Server render of the pages (default: none, the fallback template). */
  serverRenderer?: CreateServerRenderer | null;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  storage: Storage;
  /** Closes the app and the database, deletes the database copy and the temporary files. */
  close(): Promise<void>;
}

/** Environment every test app starts from (see README in this folder). */
export function testEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_USER_MAX: '1000000',
    // Fixtures are often written straight to the database between two reads: no response cache
    // here (plugins/response-cache.test.ts turns it on and tests it).
    RESPONSE_CACHE_TTL_MS: '0',
    SEED_DEMO: 'false',
    // Business is granted at once in tests (price 0) unless a test sets a price (plans.test.ts).
    BUSINESS_PRICE_CENTS: '0',
    // No web build in unit tests: the server answers pages with its fallback template.
    WEB_DIST_DIR: join(dataDir, 'web-dist'),
    ...extra,
  };
}

/** A fresh copy of the template database (no app), e.g. for repository tests. */
export async function createTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (inject('testDbMode') === 'pg') {
    const { name, url } = await createPgTestDatabase(inject('pgTemplateName'));
    const database = await createDatabase({ url });
    return {
      database,
      drop: async () => {
        await database.close();
        await dropPgTestDatabase(name);
      },
    };
  }
  const database = await databaseFromTemplate(inject('pgliteTemplatePath'));
  return { database, drop: () => database.close() };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'eventos-test-'));
  const { database, drop } = await createTestDatabase();
  try {
    const config = loadConfig(testEnv(dataDir, options.env));
    const storage = options.storage ?? (await createDefaultStorage(config));
    const app = await buildApp({ config, database, storage, logger: false, serverRenderer: options.serverRenderer ?? null });
    await options.setup?.(app, config);
    await app.ready();
    let closed = false;
    return {
      app,
      database,
      config,
      storage,
      close: async () => {
        if (closed) return;
        closed = true;
        await app.close();
        await drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await drop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
}

/**
 * Counts the statements that reach the database (PGlite or the node-postgres pool) from now on, as
 * bench/render-breakdown.ts does: for tests that hold a read to one statement.
 */
export function countStatements(database: Database): { readonly count: number } {
  const client = (database.pglite ?? database.pool) as unknown as { query: (...args: unknown[]) => Promise<unknown> };
  const query = client.query.bind(client);
  let count = 0;
  client.query = (...args: unknown[]) => {
    count += 1;
    return query(...args);
  };
  return {
    get count() {
      return count;
    },
  };
}
