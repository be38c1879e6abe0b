// An event's detail with its quotations, under /api/v1 (SPEC §2 /eventos/{id}, /eventos/buscador):
//   GET /events/:id          owner: everything + quotations; provider: see events/event-access.ts
//   PUT /events/:id          UpdateUserEventSchema (owner; 422 once a quotation was accepted)
//   PUT /events/:id/status   { status: visible | hidden } (owner; 422 when expired)
//   GET /events/search/:id   the same detail as GET events/:id (Business only: a concerned basic
//                            provider gets 422, addressed requests included)
// The edits answer with the detail, so they live here, beside the view that composes the events and
// quotations modules (docs/decisions/135-events-quotations-one-way.md).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, UpdateUserEventSchema, UserEventStatusUpdateSchema } from '@eventos/domain';
import { ownedResource } from '../../lib/owned-resource';
import { currentUserId, requireUser } from '../../plugins/auth';
import { moduleDeps } from '../../plugins/module-deps';
import { assertEditable, eventOwnerGuard, ownedEvent } from '../events';
import { EventDetailEnvelope } from '@eventos/domain';
import { changeEventStatus, editEvent, readEventDetail } from './event-detail.service';

export const prefix = '/api/v1';

const security = [{ bearerAuth: [] }];

/** The owner's event of `:id` once eventOwnerGuard passed, editable for the given kind (else 422). */
const editableEvent = ownedResource(ownedEvent, assertEditable);

const eventDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = moduleDeps(app);

  /** GET events/:id and GET events/search/:id: one detail, by what the signed-in user may see. */
  const readDetail = async (request: FastifyRequest & { params: { id: number } }, reply: FastifyReply) => {
    void reply.header('cache-control', 'private, no-store');
    return { data: await readEventDetail(deps, currentUserId(request), request.params.id) };
  };

  app.get(
    '/events/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['eventos'],
        security,
        summary: 'Detalle del evento: el cliente ve todo y sus cotizaciones; un proveedor, según su acceso',
        params: IdParamSchema,
        response: { 200: EventDetailEnvelope },
      },
    },
    readDetail,
  );

  app.put(
    '/events/:id',
    {
      preValidation: eventOwnerGuard,
      schema: {
        tags: ['eventos'],
        security,
        summary: 'Edita el evento (solo el cliente, mientras no haya una cotización aceptada)',
        params: IdParamSchema,
        body: UpdateUserEventSchema,
        response: { 200: EventDetailEnvelope },
      },
    },
    async (request) => {
      const row = await editableEvent(request, 'edit');
      return { data: await editEvent(deps, row, request.body) };
    },
  );

  app.put(
    '/events/:id/status',
    {
      preValidation: eventOwnerGuard,
      schema: {
        tags: ['eventos'],
        security,
        summary: 'Muestra u oculta el evento a los proveedores',
        params: IdParamSchema,
        body: UserEventStatusUpdateSchema,
        response: { 200: EventDetailEnvelope },
      },
    },
    async (request) => {
      const row = await editableEvent(request, 'status');
      return { data: await changeEventStatus(deps, row, request.body.status) };
    },
  );

  app.get(
    '/events/search/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['eventos: buscador de proveedores'],
        security,
        summary: 'Detalle de un evento para el proveedor (sin datos de contacto hasta que acepten su cotización)',
        params: IdParamSchema,
        response: { 200: EventDetailEnvelope },
      },
    },
    readDetail,
  );
};

export default eventDetailRoutes;
