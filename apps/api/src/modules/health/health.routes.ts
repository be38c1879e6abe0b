// GET /healthz → { status: 'ok' }: the process is alive (liveness; never touches the database, so a
//   database outage does not get healthy processes restarted). /healthz?db=1 also pings it.
// GET /readyz → 200 when the database and the job queue (its `jobs` table, lib/job-queue.ts)
//   answer within READY_TIMEOUT_MS, else 503 + Retry-After (readiness: a load balancer stops
//   sending traffic until they are back).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthQuerySchema, HealthSchema } from '@eventos/domain';
import { pingDatabase, pingJobQueue } from './health.repository';

/** Mounted at the root, not under /api/v1. */
export const prefix = '';

const health: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/healthz',
    {
      config: { rateLimit: false },
      logLevel: 'warn',
      schema: {
        tags: ['sistema'],
        summary: 'Estado del servicio',
        querystring: HealthQuerySchema,
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      if (!request.query.db) return { status: 'ok' as const };
      try {
        await pingDatabase(fastify.db);
        return { status: 'ok' as const, db: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'La base de datos no responde');
        return reply.code(503).send({ status: 'error', db: 'error' });
      }
    },
  );
};

const READY_TIMEOUT_MS = 2_000;

async function pingWithin(ms: number, ping: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([ping().then(() => true, () => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

const readiness: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/readyz',
    {
      config: { rateLimit: false },
      logLevel: 'warn',
      schema: {
        tags: ['sistema'],
        summary: 'Listo para recibir tráfico (base de datos y cola de trabajos disponibles)',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      const [db, queue] = await Promise.all([
        pingWithin(READY_TIMEOUT_MS, () => pingDatabase(fastify.db)),
        pingWithin(READY_TIMEOUT_MS, () => pingJobQueue(fastify.db)),
      ]);
      const body = { db: db ? ('ok' as const) : ('error' as const), queue: queue ? ('ok' as const) : ('error' as const) };
      if (db && queue) return { status: 'ok' as const, ...body };
      return reply.code(503).header('retry-after', '5').send({ status: 'error', ...body });
    },
  );
};

const routes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(health);
  await fastify.register(readiness);
};

export default routes;
