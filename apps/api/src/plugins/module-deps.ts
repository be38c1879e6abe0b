// The one way a feature module's services get what they need (docs/decisions/136-service-dependencies.md):
// a module's routes plugin builds `moduleDeps(app)` once at registration and passes it (or a
// `Pick<ModuleDeps, …>` of it) as the first argument of its services. Services never receive the
// Fastify app, a request or a reply: routes parse, authorize, call a service and present.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { JobQueue } from '../lib/job-queue';
import type { Notifier } from '../lib/pg-notify';
import type { Storage } from '../storage';

export interface ModuleDeps {
  db: Db;
  storage: Storage;
  config: Config;
  notifier: Notifier;
  /** Enqueues background work (lib/job-queue.ts). */
  jobs: JobQueue;
  log: FastifyBaseLogger;
}

export function moduleDeps(app: FastifyInstance): ModuleDeps {
  return { db: app.db, storage: app.storage, config: app.config, notifier: app.notifier, jobs: app.jobs, log: app.log };
}
