// `npm run db:migrate`: applies the committed migrations to DATABASE_URL (or the embedded PGlite at
// DATA_DIR/pglite), as a release step before the new version's processes start. Concurrent runs
// are serialised by an advisory lock (migrate.ts). The server still migrates at start as well.
import { assertProductionReady, loadConfig } from '../config';
import { startupErrorMessage } from '../plugins/startup';
import { createDatabase } from './client';
import { runMigrations } from './migrate';

async function main(): Promise<void> {
  const config = loadConfig();
  assertProductionReady(config);
  const database = await createDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.pgliteDir });
  try {
    const started = Date.now();
    await runMigrations(database);
    console.log(`Migraciones aplicadas (${Date.now() - started} ms).`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(startupErrorMessage(err) ?? `No se pudieron aplicar las migraciones: ${String((err as Error)?.message ?? err)}`);
  process.exit(1);
});
