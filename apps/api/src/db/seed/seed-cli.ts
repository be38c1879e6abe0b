// `npm run db:seed`: the catalogue (service and event types, Peru's locations, keywords) — needed
// by every environment, idempotent — and the demo data set where allowed: SEED_DEMO on (default for
// the embedded database), never in production, and only into a database without providers.
import { assertProductionReady, loadConfig } from '../../config';
import { startupErrorMessage } from '../../plugins/startup';
import { createDefaultStorage } from '../../plugins/storage';
import { hasProviders } from '../../modules/providers';
import { createDatabase } from '../client';
import { runMigrations } from '../migrate';
import { seedCatalogue } from './catalogue';
import { seedDemo } from './demo';

async function main(): Promise<void> {
  const config = loadConfig();
  assertProductionReady(config);
  const database = await createDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.pgliteDir });
  try {
    await runMigrations(database);
    const catalogue = await seedCatalogue(database.db);
    console.log(
      `Catálogo: ${catalogue.serviceTypes} servicios, ${catalogue.eventTypes} tipos de evento, ${catalogue.locations} ubicaciones, ${catalogue.keywords} palabras clave (${catalogue.ms} ms).`,
    );
    if (!config.SEED_DEMO || config.isProduction) {
      console.log('Datos de demostración: no (SEED_DEMO desactivado o producción).');
    } else if (await hasProviders(database.db)) {
      console.log('Datos de demostración: ya existen proveedores, no se cargaron.');
    } else {
      const result = await seedDemo(database.db, await createDefaultStorage(config));
      console.log(`Datos de demostración: ${result.providers} proveedores, ${result.media} fotos (${result.ms} ms).`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(startupErrorMessage(err) ?? `No se pudo cargar el catálogo: ${String((err as Error)?.message ?? err)}`);
  process.exit(1);
});
