// `npm run seed:demo`: loads the demo data set into the configured database (DATABASE_URL, or the
// embedded PGlite at DATA_DIR/pglite) and its images into the configured storage (DATA_DIR/cdn or
// S3). Refuses a PostgreSQL database unless CAN_SEED_DATABASE=1 (STYLE §5.5). Idempotent: nothing
// happens when providers already exist.
import { loadConfig } from '../../config';
import { createStorage } from '../../storage';
import { createDatabase } from '../client';
import { runMigrations } from '../migrate';
import { seedCatalogue } from './catalogue';
import { seedDemo } from './demo';

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.DATABASE_URL && process.env.CAN_SEED_DATABASE !== '1') {
    console.error(
      'Negado: DATABASE_URL apunta a un PostgreSQL. Para cargar los datos de demostración allí, ejecuta con CAN_SEED_DATABASE=1.',
    );
    return 1;
  }
  const database = await createDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.pgliteDir },
  );
  try {
    console.log(
      config.DATABASE_URL
        ? 'Base de datos: PostgreSQL (DATABASE_URL)'
        : `Base de datos: PGlite en ${config.pgliteDir}`,
    );
    await runMigrations(database);
    const catalogue = await seedCatalogue(database.db);
    console.log(
      `Catálogo: ${catalogue.serviceTypes} servicios, ${catalogue.eventTypes} tipos de evento, ${catalogue.locations} ubicaciones, ${catalogue.keywords} palabras clave (${catalogue.ms} ms).`,
    );
    const storage = createStorage({ ...config, cdnBaseUrl: '/cdn' });
    const result = await seedDemo(database.db, storage, { log: (m) => console.log(m) });
    if (result.skipped) {
      console.log('Ya existen proveedores: no se cargaron datos de demostración.');
    } else {
      console.log(
        `Demostración: ${result.providers} proveedores, ${result.users} usuarios, ${result.media} fotos, ${result.reviews} reseñas, ${result.events} eventos (${result.ms} ms).`,
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('No se pudieron cargar los datos de demostración:', error);
    process.exit(1);
  },
);
