// The customer's events (SPEC §2 /eventos/crear, /eventos/lista, /eventos/{id}), under /api/v1:
//   POST   /events                      UserEventSchema → 201 { data } (with provider_id: as below)
//   POST   /events/request-quotation    UserEventSchema + provider_id → 201 { data, reused: false }
//                                       or 200 { data, reused: true } (open request reused);
//                                       provider_id must be a Business provider (422 on provider_id)
//   GET    /events/mine                 ?page&size&status → { data, total, page, size }
//   GET    /events/:id                  owner: everything + quotations; provider: see event-access.ts
//   PUT    /events/:id                  UpdateUserEventSchema (owner; 422 once a quotation was accepted)
//   PUT    /events/:id/status           { status: visible | hidden } (owner; 422 when expired)
//   DELETE /events/:id                  204 (owner; 422 once it received a quotation: hide it instead)
//   POST   /events/:id/invitations      { provider_id } (owner): sends the open event to a Business
//                                       provider → 201 { data } or 200 when already sent (see
//                                       event-invitations.ts; 422 closed event / basic / cap of 20)
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import {
  EventInvitationSchema,
  IdParamSchema,
  UpdateUserEventSchema,
  UserEventSchema,
  UserEventStatusUpdateSchema,
  canDeleteUserEvent,
  limaToday,
  pageOffset,
  type UserEventInput,
  type UserEventStatus,
} from '@eventos/domain';
import { userEvents } from '../../db/schema';
import { currentUserId, requireUser } from '../../plugins/auth';
import { notFound, unprocessable } from '../../plugins/errors';
import { eventStatusNow, findProviderForAccess, isBusiness } from './event-access';
import { inviteProvider } from './event-invitations';
import { eventOwnerGuard, loadEventOr404, ownedEvent, ownerEventDetail, readEventDetail } from './event-read';
import { presentEvents } from './event-view';
import { em } from './events.messages';
import { findEventRows, type EventRow } from './events.repository';
import {
  EventDetailEnvelope,
  EventInvitationEnvelope,
  EventPageEnvelope,
  MyEventsQuerySchema,
  RequestQuotationEnvelope,
  RequestQuotationSchema,
} from './events.schemas';
import { createEvent, deleteEvent, findOpenRequest, setEventStatus, updateEvent } from './events.service';

const tags = ['eventos'];
const security = [{ bearerAuth: [] }];

/** Effective-status filter of GET events/mine (expired includes past dates not swept yet). */
function statusFilter(status: UserEventStatus | undefined, today: string): SQL | undefined {
  if (!status) return undefined;
  if (status === 'expired') return or(eq(userEvents.status, 'expired'), lt(userEvents.event_date, today));
  return and(eq(userEvents.status, status), gte(userEvents.event_date, today));
}

async function ownerView(app: FastifyInstance, id: number) {
  const row = await loadEventOr404(app, id);
  const [view] = await presentEvents(app.db, [row], () => ({ kind: 'owner' }));
  return view!;
}

/** Creates the event, or reuses the customer's open request to the same provider. */
async function createOrReuse(app: FastifyInstance, userId: number, input: UserEventInput, reply: FastifyReply) {
  if (input.provider_id != null) {
    const provider = await findProviderForAccess(app.db, input.provider_id);
    if (!provider) throw notFound(em('events.provider.notFound'));
    if (provider.created_by === userId) {
      const message = em('events.provider.self');
      throw unprocessable(message, { provider_id: [message] });
    }
    if (!isBusiness(provider)) {
      const message = em('events.provider_id.notBusiness', { provider: provider.company_name });
      throw unprocessable(message, { provider_id: [message] });
    }
    const open = await findOpenRequest(app.db, userId, provider.id, input, limaToday());
    if (open) return reply.code(200).send({ data: await ownerView(app, open), reused: true });
  }
  const id = await createEvent(app.db, userId, input, { publicUrl: app.config.PUBLIC_URL });
  return reply.code(201).send({ data: await ownerView(app, id), reused: false });
}

function assertEditable(row: EventRow, kind: 'edit' | 'delete' | 'status'): void {
  if (kind === 'delete') {
    // Providers' quotations, history and KPIs depend on the event: once quoted, hide it instead.
    if (!canDeleteUserEvent(row)) throw unprocessable(em('events.delete.quoted'));
    return;
  }
  if (eventStatusNow(row) === 'expired') throw unprocessable(em('events.event.expired'));
  if (kind === 'edit' && row.accepted_count > 0) throw unprocessable(em('events.edit.accepted'));
}

const eventsCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request, reply) => createOrReuse(app, currentUserId(request), request.body, reply),
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
    async (request, reply) => createOrReuse(app, currentUserId(request), request.body, reply),
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
      const where = and(eq(userEvents.user_id, currentUserId(request)), statusFilter(status, limaToday()));
      const [rows, [total]] = await Promise.all([
        findEventRows(app.db, where)
          .orderBy(desc(userEvents.created_at), desc(userEvents.id))
          .limit(size)
          .offset(pageOffset({ page, size })),
        app.db.select({ n: count() }).from(userEvents).where(where),
      ]);
      void reply.header('cache-control', 'private, no-store');
      const data = await presentEvents(app.db, rows, () => ({ kind: 'owner' }));
      return { data, total: Number(total?.n ?? 0), page, size };
    },
  );

  app.get(
    '/events/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Detalle del evento: el cliente ve todo y sus cotizaciones; un proveedor, según su acceso',
        params: IdParamSchema,
        response: { 200: EventDetailEnvelope },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return { data: await readEventDetail(app, request, request.params.id) };
    },
  );

  app.put(
    '/events/:id',
    {
      preValidation: eventOwnerGuard,
      schema: {
        tags,
        security,
        summary: 'Edita el evento (solo el cliente, mientras no haya una cotización aceptada)',
        params: IdParamSchema,
        body: UpdateUserEventSchema,
        response: { 200: EventDetailEnvelope },
      },
    },
    async (request) => {
      const row = await ownedEvent(request, request.params.id);
      assertEditable(row, 'edit');
      await updateEvent(app.db, row.id, request.body);
      return { data: await ownerEventDetail(app, await loadEventOr404(app, row.id)) };
    },
  );

  app.put(
    '/events/:id/status',
    {
      preValidation: eventOwnerGuard,
      schema: {
        tags,
        security,
        summary: 'Muestra u oculta el evento a los proveedores',
        params: IdParamSchema,
        body: UserEventStatusUpdateSchema,
        response: { 200: EventDetailEnvelope },
      },
    },
    async (request) => {
      const row = await ownedEvent(request, request.params.id);
      assertEditable(row, 'status');
      await setEventStatus(app.db, row.id, request.body.status);
      return { data: await ownerEventDetail(app, await loadEventOr404(app, row.id)) };
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
      const row = await ownedEvent(request, request.params.id);
      assertEditable(row, 'delete');
      // Conditional delete: a quotation arriving meanwhile is never cascaded away.
      if (!(await deleteEvent(app.db, row.id))) throw unprocessable(em('events.delete.quoted'));
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
      const { created, invitation } = await inviteProvider(app, row, request.body.provider_id);
      return reply.code(created ? 201 : 200).send({ data: invitation });
    },
  );
};

export default eventsCustomerRoutes;