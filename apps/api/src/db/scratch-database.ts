// Empty databases for the db/ tests: an in-memory PGlite, or — when TEST_DB=pg with
// TEST_DATABASE_URL — a fresh PostgreSQL database eventos_t_<pid>_<random> (a name the test
// harness also cleans up if a run crashes). Nothing is migrated: the tests start from zero.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from './client';
import { createDatabase } from './client';

export interface ScratchDatabase {
  database: Database;
  /** Closes the connection and drops the PostgreSQL database. */
  drop(): Promise<void>;
}

/** Runs `fn` with a client of TEST_DATABASE_URL (the server's admin connection), closed after. */
export async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function usesPostgres(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.TEST_DB === 'pg' && Boolean(env.TEST_DATABASE_URL);
}

export async function createScratchDatabase(): Promise<ScratchDatabase> {
  if (!usesPostgres()) {
    const database = await createDatabase();
    return { database, drop: () => database.close() };
  }
  const name = `eventos_t_${process.pid}_${randomBytes(5).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  const database = await createDatabase({ url: url.toString(), poolMax: 4 });
  return {
    database,
    drop: async () => {
      await database.close();
      await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
