// Applies the committed SQL migrations (src/db/migrations) with drizzle's migrator for the
// database's driver. On PostgreSQL an advisory lock serialises concurrent start-ups.
import { join } from 'node:path';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

import { API_ROOT } from '../config';

/** The committed SQL (also shipped in the release image: Dockerfile). */
export const MIGRATIONS_FOLDER = join(API_ROOT, 'src/db/migrations');

/** Arbitrary constant key for pg_advisory_lock ("eventos" migrations). */
const MIGRATION_LOCK_KEY = 7_426_100_001;

export async function runMigrations(database: Database, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('runMigrations: PGlite instance missing');
    await migratePglite(drizzlePglite({ client: database.pglite }), { migrationsFolder });
    return;
  }
  if (!database.pool) throw new Error('runMigrations: pg pool missing');
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
