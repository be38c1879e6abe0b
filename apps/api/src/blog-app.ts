// The blog's content service as its own application (ARCHITECTURE: "its own plugin and process
// entry"): security headers and the same rate limits as the API, the bearer-token user, and
// Mercurius at /graphql. CORS lets the web app on PUBLIC_URL call it from the browser.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerBlogGraphQL } from './modules/blog';
import authPlugin from './plugins/auth';
import { registerSecurity } from './plugins/security';
import type { Storage } from './storage/storage';

export interface BuildBlogAppOptions {
  config: Config;
  database: Database;
  storage: Storage;
  logger?: boolean;
}

export async function buildBlogApp(opts: BuildBlogAppOptions): Promise<FastifyInstance> {
  const { config, database, storage } = opts;
  const app = Fastify({ logger: opts.logger === false ? false : { level: config.LOG_LEVEL }, trustProxy: config.TRUST_PROXY });
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('storage', storage);
  const webOrigin = new URL(config.PUBLIC_URL).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.origin !== webOrigin) return;
    void reply
      .header('access-control-allow-origin', webOrigin)
      .header('vary', 'Origin')
      .header('access-control-allow-headers', 'content-type, authorization')
      .header('access-control-allow-methods', 'GET, POST, OPTIONS')
      .header('access-control-max-age', '600');
    if (request.method === 'OPTIONS') return reply.code(204).send();
  });
  await registerSecurity(app, config);
  await app.register(authPlugin);
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  await registerBlogGraphQL(app);
  return app;
}
