// Quotation reads under /api/v1:
//   GET /quotations/:id                    the event's customer or the provider's owner; when the
//                                          customer reads a delivered/upgraded one it becomes opened
//                                          (recorded in the history, note 'auto')
//   GET /events/:id/quotations/compare     the event's customer: side-by-side rows (?archived=true
//                                          also lists archived ones)
//   GET /providers/:id/quotations          the provider's owner: ?status&page&size, each with its event
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema } from '@eventos/domain';
import { currentUserId, requireUser } from '../../plugins/auth';
import { moduleDeps } from '../../plugins/module-deps';
import { eventOwnerGuard, ownedEvent } from '../events';
import { loadQuotationAccess, providerOwnerGuard } from './quotation-guards';
import { compareQuotations } from './quotations-compare';
import { listProviderQuotations, readQuotation } from './quotations-read.service';
import {
  CompareEnvelope,
  CompareQuerySchema,
  ProviderQuotationsQuerySchema,
  QuotationEnvelope,
  QuotationPageEnvelope,
} from '@eventos/domain';

const tags = ['cotizaciones'];
const security = [{ bearerAuth: [] }];

const quotationsReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = moduleDeps(app);

  app.get(
    '/quotations/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Detalle de la cotización con sus versiones e historial (el cliente la marca como leída)',
        params: IdParamSchema,
        response: { 200: QuotationEnvelope },
      },
    },
    async (request, reply) => {
      const access = await loadQuotationAccess(request, request.params.id);
      const data = await readQuotation(deps, access, currentUserId(request));
      void reply.header('cache-control', 'private, no-store');
      return { data };
    },
  );

  app.get(
    '/events/:id/quotations/compare',
    {
      preValidation: eventOwnerGuard,
      schema: {
        tags,
        security,
        summary: 'Compara las cotizaciones del evento lado a lado (PEN y USD por separado, sin conversión)',
        params: IdParamSchema,
        querystring: CompareQuerySchema,
        response: { 200: CompareEnvelope },
      },
    },
    async (request, reply) => {
      const event = await ownedEvent(request, request.params.id);
      void reply.header('cache-control', 'private, no-store');
      return { data: await compareQuotations(deps, event, { archived: request.query.archived }) };
    },
  );

  app.get(
    '/providers/:id/quotations',
    {
      preValidation: providerOwnerGuard,
      schema: {
        tags,
        security,
        summary: 'Cotizaciones del proveedor (solo el dueño), filtrables por estado, con su evento',
        params: IdParamSchema,
        querystring: ProviderQuotationsQuerySchema,
        response: { 200: QuotationPageEnvelope },
      },
    },
    async (request, reply) => {
      const { page, size, status } = request.query;
      const { data, total } = await listProviderQuotations(deps, request.params.id, { page, size, status });
      void reply.header('cache-control', 'private, no-store');
      return { data, total, page, size };
    },
  );
};

export default quotationsReadRoutes;
