// `npm run worker` (dist/worker.js): the worker role alone — every background job of
// background/jobs.ts on the job queue, against PostgreSQL (DATABASE_URL). API processes then run
// with RUN_JOBS=false; any number of workers may run (each job runs once). No HTTP: its health is
// the queue's (GET /readyz and /metrics of the API show the backlog). Migrations are a release
// step (npm run db:migrate); this process refuses to start on a database without the queue's tables.
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { createBackgroundWorker } from './background/jobs';
import { assertProductionReady, loadConfig } from './config';
import { createDatabase, queryRows } from './db/client';
import { createNotifier } from './lib/pg-notify';
import { createDefaultStorage } from './plugins/storage';
import { startupErrorMessage } from './plugins/startup';

async function main(): Promise<void> {
  const config = loadConfig();
  assertProductionReady(config);
  if (!config.DATABASE_URL) {
    console.error(
      'El worker necesita PostgreSQL (DATABASE_URL): la base embebida (PGlite) es de un solo proceso y allí el servidor ejecuta los trabajos él mismo (RUN_JOBS).',
    );
    process.exit(1);
  }
  const database = await createDatabase({ url: config.DATABASE_URL, poolMax: 4 });
  const [queue] = await queryRows<{ ok: boolean }>(database.db, sql`SELECT to_regclass('public.job_schedules') IS NOT NULL AS ok`);
  if (!queue?.ok) {
    console.error('La base de datos no tiene la cola de trabajos: ejecuta npm run db:migrate antes de iniciar el worker.');
    await database.close();
    process.exit(1);
  }
  // A Fastify instance only for its logger (pino, JSON lines at LOG_LEVEL, as the API's).
  const log = Fastify({ logger: { level: config.LOG_LEVEL } }).log.child({ role: 'worker' });
  const storage = await createDefaultStorage(config);
  const notifier = createNotifier(database);
  const worker = createBackgroundWorker({ db: database.db, storage, config, log, notifier });
  await worker.start();
  log.info({ worker: worker.id }, 'Worker de Eventos Perú listo: ejecutando los trabajos en segundo plano');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} recibido: terminando el trabajo en curso…`);
    const timer = setTimeout(() => {
      log.error('El cierre tardó demasiado; saliendo.');
      process.exit(1);
    }, 30_000);
    timer.unref();
    await worker.stop();
    await notifier.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  const known = startupErrorMessage(err);
  if (known) console.error(known);
  else console.error('No se pudo iniciar el worker:', err);
  process.exit(1);
});
