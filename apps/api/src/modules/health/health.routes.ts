// GET /healthz → { status: 'ok' } for load balancers; /healthz?db=1 also pings the database.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Mounted at the root, not under /api/v1. */
export const prefix = '';

const HealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  db: z.enum(['ok', 'error']).optional(),
});

const HealthQuerySchema = z.object({
  db: z
    .enum(['0', '1', 'true', 'false'], { error: 'db debe ser 1 o 0.' })
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});

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
        await fastify.db.execute(sql`select 1`);
        return { status: 'ok' as const, db: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'La base de datos no responde');
        return reply.code(503).send({ status: 'error', db: 'error' });
      }
    },
  );
};

export default health;
