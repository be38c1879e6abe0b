// USD→PEN exchange rate for showing USD quotations in soles (Ley 29571 arts. 4 and 6;
// docs/decisions/183-prices-with-igv.md), under /api/v1:
//   GET /exchange-rate   anyone: { data: { usd_pen, rate_date } | null } (the latest one set)
//   PUT /exchange-rate   admins: sets a new rate (history kept) → { data }
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc } from 'drizzle-orm';
import { ExchangeRateSchema, SetExchangeRateSchema, dataEnvelope, type ExchangeRate } from '@eventos/domain';
import type { Db } from '../../db/client';
import { exchangeRates } from '../../db/schema';
import { currentUserId, requireAdmin } from '../../plugins/auth';

export const prefix = '/api/v1';

export async function latestExchangeRate(db: Db): Promise<ExchangeRate | null> {
  const [row] = await db.select().from(exchangeRates).orderBy(desc(exchangeRates.id)).limit(1);
  return row ? { usd_pen: Number(row.usd_pen), rate_date: row.rate_date } : null;
}

const tags = ['precios'];

const exchangeRateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/exchange-rate',
    { schema: { tags, summary: 'Tipo de cambio vigente', response: { 200: dataEnvelope(ExchangeRateSchema.nullable()) } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return { data: await latestExchangeRate(app.db) };
    },
  );

  app.put(
    '/exchange-rate',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Fijar el tipo de cambio (solo administradores)',
        security: [{ bearerAuth: [] }],
        body: SetExchangeRateSchema,
        response: { 200: dataEnvelope(ExchangeRateSchema) },
      },
    },
    async (request) => {
      await app.db.insert(exchangeRates).values({
        usd_pen: request.body.usd_pen.toFixed(4),
        rate_date: request.body.rate_date,
        created_by: currentUserId(request),
      });
      return { data: (await latestExchangeRate(app.db))! };
    },
  );
};

export default exchangeRateRoutes;
