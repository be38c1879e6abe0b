// USD→PEN exchange rate for showing USD quotations in soles (Ley 29571 arts. 4 and 6;
// docs/decisions/183-prices-with-igv.md), under /api/v1:
//   GET /exchange-rate   anyone: { data: { usd_pen, rate_date } | null } (the latest one set)
//   PUT /exchange-rate   admins: sets a new rate (history kept) → { data }
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ExchangeRateSchema, LatestExchangeRateSchema, SetExchangeRateSchema, dataEnvelope } from '@eventos/domain';
import { currentUserId, requireAdmin } from '../../plugins/auth';
import { moduleDeps } from '../../plugins/module-deps';
import { latestExchangeRate, setExchangeRate } from './exchange-rate.service';

export const prefix = '/api/v1';

const tags = ['precios'];

const exchangeRateRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = moduleDeps(app);

  app.get(
    '/exchange-rate',
    { schema: { tags, summary: 'Tipo de cambio vigente', response: { 200: dataEnvelope(LatestExchangeRateSchema) } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return { data: await latestExchangeRate(deps) };
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
    async (request) => ({ data: await setExchangeRate(deps, currentUserId(request), request.body) }),
  );
};

export default exchangeRateRoutes;
