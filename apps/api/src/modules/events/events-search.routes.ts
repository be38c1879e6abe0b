// The provider's event searcher (SPEC §2 /eventos/buscador), under /api/v1:
//   GET /events/search?event_type_id&date_from&date_to&department_id&province_id&district_id&page&size
//       open events (visible, date not passed) addressed to the provider or sent to it by the
//       customer (event_invitations), or not addressed and matching its services and department;
//       newest first. Business plan only: basic providers
//       get 422 'Esta función está disponible solo para el plan Business.'; customers 403.
// GET /events/search/:id (the detail with the provider's quotation) is modules/event-detail's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventSearchQuerySchema } from '@eventos/domain';
import { currentUserId, requireUser } from '../../plugins/auth';
import { moduleDeps } from '../../plugins/module-deps';
import { EventPageEnvelope } from '@eventos/domain';
import { searchEventsForProvider } from './events-search.service';

const tags = ['eventos: buscador de proveedores'];
const security = [{ bearerAuth: [] }];

const eventsSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = moduleDeps(app);

  app.get(
    '/events/search',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Eventos abiertos que coinciden con los servicios y la zona del proveedor (plan Business)',
        querystring: EventSearchQuerySchema,
        response: { 200: EventPageEnvelope },
      },
    },
    async (request, reply) => {
      const { page, size } = request.query;
      const { data, total } = await searchEventsForProvider(deps, currentUserId(request), request.query);
      void reply.header('cache-control', 'private, no-store');
      return { data, total, page, size };
    },
  );
};

export default eventsSearchRoutes;
