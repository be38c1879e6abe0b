// createDatabase + migrations (+ the catalogue seed unless `seed: false`), apart from client.ts so
// the seed (which queries through client.ts) and the client do not import each other.
import { createDatabase, type CreateDatabaseOptions, type Database } from './client';
import { runMigrations } from './migrate';
import { seedCatalogue } from './seed/catalogue';

/** Handy for scripts and tests: `const database = await createMigratedDatabase()` gives a ready in-memory PGlite. */
export async function createMigratedDatabase(opts: CreateDatabaseOptions & { seed?: boolean } = {}): Promise<Database> {
  const database = await createDatabase(opts);
  try {
    await runMigrations(database);
    if (opts.seed !== false) await seedCatalogue(database.db);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
