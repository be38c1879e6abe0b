// Builds the Fastify application: cross-cutting plugins first, then the feature modules
// (fastify/demo's order). Used by server.ts and by the tests (test/helper.ts), never listens itself.
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Storage } from './storage';
import { createNotifier, type Notifier } from './lib/pg-notify';
import { createJobQueue, type JobQueue } from './lib/job-queue';
import { zodResponseSerializer } from './lib/fast-response';
import { createBackgroundWorker, wakeOutboxOnMail } from './background/jobs';
import { registerCdnStatic } from './plugins/cdn-static';
import { registerErrorHandler } from './plugins/errors';
import { registerFeatures } from './plugins/modules';
import { registerMetrics } from './plugins/metrics';
import { registerRejectNul } from './plugins/reject-nul';
import { registerRequestId, requestIdFor } from './plugins/request-id';
import { registerRateLimit } from './plugins/rate-limit';
import { registerResponseCache } from './plugins/response-cache';
import { registerSecurity } from './plugins/security';
import { createDefaultStorage, localStorageRoot } from './plugins/storage';
import { registerSwagger } from './plugins/swagger';
import { registerWeb } from './plugins/web';
import type { CreateServerRenderer } from './plugins/server-render';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle instance (PGlite or node-postgres). */
    db: Db;
    /** The database handle (kind, close). */
    database: Database;
    config: Config;
    /** File storage behind /cdn (local disk) or S3. */
    storage: Storage;
    /** PostgreSQL LISTEN/NOTIFY between the API processes on one database (lib/pg-notify.ts). */
    notifier: Notifier;
    /** Enqueues background work (lib/job-queue.ts); run by the worker role (background/jobs.ts). */
    jobs: JobQueue;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Defaults to local storage in DATA_DIR/cdn, or S3 when S3_BUCKET is set. */
  storage?: Storage;
  /** Request logging (pino) at LOG_LEVEL; tests pass false. Default true. */
  logger?: boolean;
  /** Server render of the pages (tests pass the web source's); default: the web build's. */
  serverRenderer?: CreateServerRenderer | null;
}

export type App = FastifyInstance;

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;

  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    // plugins/request-id.ts: the load balancer's X-Request-Id when sane, else a UUID.
    requestIdHeader: false,
    genReqId: requestIdFor,
    // Keep the server answering during shutdown until in-flight requests finish.
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Every route's answer is encoded by its zod schema; the hot public reads use fastResponseSerializer (ADR 332).
  app.setSerializerCompiler(zodResponseSerializer);
  registerErrorHandler(app);
  registerRejectNul(app);
  registerRequestId(app);
  registerMetrics(app);

  const storage = opts.storage ?? (await createDefaultStorage(config));
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('storage', storage);
  const notifier = createNotifier(database);
  app.decorate('notifier', notifier);
  const jobs = createJobQueue(database.db, notifier);
  app.decorate('jobs', jobs);
  if (config.NODE_ENV !== 'test') {
    const unwake = wakeOutboxOnMail((type, payload, options) => jobs.send(type, payload, options));
    app.addHook('onClose', async () => unwake());
  }
  if (config.RUN_JOBS) {
    // The worker role inside this process (RUN_JOBS): the embedded default, or one PostgreSQL
    // deployment without `npm run worker`. Several processes may do it: jobs still run once.
    const worker = createBackgroundWorker({ db: database.db, storage, config, log: app.log, notifier });
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  }
  // Registered after the worker's: closes once the worker has stopped.
  app.addHook('onClose', async () => notifier.close());

  await registerSecurity(app, config);
  await registerRateLimit(app, config);
  // Cached answers are served after rate limiting and security headers, which also apply to them.
  registerResponseCache(app, { ttlMs: config.RESPONSE_CACHE_TTL_MS, maxEntries: config.RESPONSE_CACHE_MAX_ENTRIES });
  await registerSwagger(app, config);
  const cdnRoot = localStorageRoot(storage);
  if (cdnRoot) await registerCdnStatic(app, cdnRoot);
  await registerWeb(app, config, opts.serverRenderer !== undefined ? { serverRenderer: opts.serverRenderer } : {});
  await registerFeatures(app);

  return app;
}
