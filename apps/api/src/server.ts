// Process entry (`npm start`): configuration → database (PGlite in DATA_DIR/pglite unless
// DATABASE_URL) → migrations → catalogue seed → demo data on an empty embedded database →
// the app (API, /cdn, the built web app with SEO heads) → its public paths once (warm-up) → listen. SIGINT/SIGTERM close cleanly.
// WEB_CONCURRENCY > 1 (PostgreSQL only): this process prepares the database, then forks that many
// processes that build the app and share PORT (cluster.ts, docs/decisions/260-a-process-per-core.md).
import cluster from 'node:cluster';
import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { superviseWorkers } from './cluster';
import { assertProductionReady, loadConfig, type Config } from './config';
import { createDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { seedCatalogue } from './db/seed/catalogue';
import { seedBlog } from './db/seed/blog';
import { seedDemo } from './db/seed/demo';
import { createDefaultStorage } from './plugins/storage';
import { hasProviders } from './modules/providers';
import { startupErrorMessage } from './plugins/startup';
import { warmUpRequests } from './plugins/warm-up';

/** Migrations, the catalogue, and the demo data and first blog articles when they apply: once per start. */
async function prepareDatabase(config: Config, database: Database): Promise<void> {
  await runMigrations(database);
  await seedCatalogue(database.db);
  if (!config.SEED_DEMO) return;
  const storage = await createDefaultStorage(config);
  if (!(await hasProviders(database.db))) {
    console.log('Base de datos sin proveedores: cargando los datos de demostración…');
    await seedDemo(database.db, storage);
  }
  // The blog's first articles (only into an empty blog).
  await seedBlog(database.db, storage, config.PUBLIC_URL);
}

/** The primary of WEB_CONCURRENCY > 1: prepares the database, then forks and supervises the HTTP processes. */
async function runPrimary(config: Config): Promise<void> {
  console.log(`Base de datos: PostgreSQL (DATABASE_URL); ${config.WEB_CONCURRENCY} procesos del servidor`);
  const database = await createDatabase({ url: config.DATABASE_URL!, poolMax: config.DATABASE_POOL_MAX });
  try {
    await prepareDatabase(config, database);
  } finally {
    await database.close();
  }
  const supervisor = superviseWorkers({
    count: config.WEB_CONCURRENCY,
    fork: () => cluster.fork(),
    exit: (code) => process.exit(code),
    log: console,
  });
  process.once('SIGINT', () => supervisor.stop('SIGINT'));
  process.once('SIGTERM', () => supervisor.stop('SIGTERM'));
}

async function main(): Promise<void> {
  const config = loadConfig();
  assertProductionReady(config);
  if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
    await runPrimary(config);
    return;
  }
  await serve(config, { prepare: !cluster.isWorker });
}

/** One HTTP process: the database (prepared first unless the primary did), the app, listen. */
async function serve(config: Config, { prepare }: { prepare: boolean }): Promise<void> {
  const started = Date.now();
  if (!config.DATABASE_URL) mkdirSync(config.pgliteDir, { recursive: true });
  if (prepare) {
    console.log(config.DATABASE_URL ? 'Base de datos: PostgreSQL (DATABASE_URL)' : `Base de datos: PGlite en ${config.pgliteDir}`);
  }
  const database = await createDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL, poolMax: config.DATABASE_POOL_MAX } : { dataDir: config.pgliteDir },
  );
  let app: FastifyInstance | undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} recibido: cerrando…`);
    const timer = setTimeout(() => {
      console.error('El cierre tardó demasiado; saliendo.');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app?.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      console.error('Error al cerrar:', err);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    if (prepare) await prepareDatabase(config, database);
    const storage = await createDefaultStorage(config);
    app = await buildApp({ config, database, storage, logger: true });
    await app.ready();
    // Nothing expensive on a visitor's first request (ADR 340): the public paths once, in process.
    for (const r of await warmUpRequests(app)) {
      if (r.status !== r.expected) app.log.warn(`Calentamiento: ${r.url} respondió ${r.status} (se esperaba ${r.expected})`);
    }
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    const known = startupErrorMessage(err);
    if (known) console.error(known);
    else console.error('No se pudo iniciar el servidor:', err);
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(1);
  }
  const local = `http://localhost:${config.PORT}`;
  app.log.info(`Eventos Perú listo en ${local} (${Date.now() - started} ms) — API: ${local}/api/v1, docs: ${local}/api/docs`);
  if (config.PUBLIC_URL !== local) app.log.info(`URL pública: ${config.PUBLIC_URL}`);
  if (config.AUTH_DEV_PROVIDER) {
    if (config.hostExplicit && !/^(127\.|localhost$|::1$)/.test(config.HOST)) {
      app.log.warn(
        `El inicio de sesión de desarrollo está activo y el servidor escucha en ${config.HOST}: cualquiera que llegue a él puede entrar con cualquier correo. Usa AUTH_DEV_PROVIDER=false fuera de tu máquina.`,
      );
    } else {
      app.log.info('Inicio de sesión de desarrollo activo: solo se escucha en esta máquina (define HOST para cambiarlo).');
    }
  }
}

main().catch((err: unknown) => {
  const known = startupErrorMessage(err);
  if (known) console.error(known);
  else console.error('No se pudo iniciar el servidor:', err);
  process.exit(1);
});
