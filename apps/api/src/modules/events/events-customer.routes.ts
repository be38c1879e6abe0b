// The customer's events (SPEC §2 /eventos/crear, /eventos/lista, /eventos/{id}), under /api/v1:
//   POST   /events                      UserEventSchema → 201 { data } (with provider_id: as below)
//   POST   /events/request-quotation    UserEventSchema + provider_id → 201 { data, reused: false }
//                                       or 200 { data, reused: true } (open request reused);
//                                       provider_id must be a Business provider (422 on provider_id)
//   GET    /events/mine                 ?page&size&status → { data, total, page, size }
//   DELETE /events/:id                  204 (owner; 422 once it received a quotation: hide it instead)
//   POST   /events/:id/invitations      { provider_id } (owner): sends the open event to a Business
//                                       provider → 201 { data } or 200 when already sent (see
//                                       event-invitations.ts; 422 closed event / basic / cap of 20)
// GET/PUT /events/:id and PUT /events/:id/status answer with the quotations too: modules/event-detail.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventInvitationSchema, IdParamSchema, UserEventSchema } from '@eventos/domain';
import { currentUserId, requireUser } from '../../plugins/auth';
import { moduleDeps } from '../../plugins/module-deps';
import { inviteProvider } from './event-invitations';
import { eventOwnerGuard, ownedEvent } from './event-read';
import {
  EventInvitationEnvelope,
  EventPageEnvelope,
  MyEventsQuerySchema,
  RequestQuotationEnvelope,
  RequestQuotationSchema,
} from '@eventos/domain';
import { createOrReuseEvent, deleteEvent, listMyEvents, ownerEventView } from './events.service';

const tags = ['eventos'];
const security = [{ bearerAuth: [] }];

const eventsCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = moduleDeps(app);

  app.post(
    '/events',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Publica un evento (visible); con provider_id es una solicitud directa a ese proveedor',
        body: UserEventSchema,
        response: { 200: RequestQuotationEnvelope, 201: RequestQuotationEnvelope },
      },
    },
    async (request, reply) => {
      const { id, reused } = await createOrReuseEvent(deps, currentUserId(request), request.body);
      return reply.code(reused ? 200 : 201).send({ data: await ownerEventView(deps, id), reused });
    },
  );

  app.post(
    '/events/request-quotation',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: '"Solicitar cotización": crea o reutiliza el evento abierto dirigido a ese proveedor',
        description:
          'Reutiliza (200, `reused: true`) el evento visible y vigente del cliente dirigido al mismo proveedor con el ' +
          'mismo tipo y fecha; si no hay, lo crea (201). Solo ese proveedor lo ve y recibe el aviso.',
        body: RequestQuotationSchema,
        response: { 200: RequestQuotationEnvelope, 201: RequestQuotationEnvelope },
      },
    },
    async (request, reply) => {
      const { id, reused } = await createOrReuseEvent(deps, currentUserId(request), request.body);
      return reply.code(reused ? 200 : 201).send({ data: await ownerEventView(deps, id), reused });
    },
  );

  app.get(
    '/events/mine',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Mis eventos (más recientes primero) con estado, cotizaciones y no leídas',
        querystring: MyEventsQuerySchema,
        response: { 200: EventPageEnvelope },
      },
    },
    async (request, reply) => {
      const { page, size, status } = request.query;
      const { data, total } = await listMyEvents(deps, currentUserId(request), { page, size, status });
      void reply.header('cache-control', 'private, no-store');
      return { data, total, page, size };
    },
  );

  app.delete(
    '/events/:id',
    {
      preValidation: eventOwnerGuard,
      schema: {
        tags,
        security,
        summary: 'Elimina el evento (solo si aún no recibió cotizaciones; si no, puede ocultarse)',
        params: IdParamSchema,
      },
    },
    async (request, reply) => {
      await deleteEvent(deps, await ownedEvent(request, request.params.id));
      return reply.code(204).send();
    },
  );

  app.post(
    '/events/:id/invitations',
    {
      preValidation: eventOwnerGuard,
      schema: {
        tags,
        security,
        summary: '"Solicitar cotización" con un evento abierto del cliente: lo envía a un proveedor Business',
        description:
          'Solo el cliente dueño del evento, que debe estar visible y vigente (422 si no). El proveedor debe ' +
          'recibir cotizaciones (plan Business; 422 en provider_id si no). Crea la invitación (201) y avisa al ' +
          'proveedor por correo y en la aplicación; si ya estaba invitado (o el evento ya le fue dirigido) responde ' +
          '200 sin volver a avisar. Máximo 20 proveedores por evento. El proveedor invitado ve y cotiza el evento.',
        params: IdParamSchema,
        body: EventInvitationSchema,
        response: { 200: EventInvitationEnvelope, 201: EventInvitationEnvelope },
      },
    },
    async (request, reply) => {
      const row = await ownedEvent(request, request.params.id);
      const { created, invitation } = await inviteProvider(deps, row, request.body.provider_id);
      return reply.code(created ? 201 : 200).send({ data: invitation });
    },
  );
};

export default eventsCustomerRoutes;