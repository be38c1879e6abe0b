// The provider's event searcher (SPEC §2 /eventos/buscador), under /api/v1:
//   GET /events/search?event_type_id&date_from&date_to&department_id&province_id&district_id&page&size
//       open events (visible, date not passed) addressed to the provider or sent to it by the
//       customer (event_invitations), or not addressed and matching its services and department;
//       newest first. Business plan only: basic providers
//       get 422 'Esta función está disponible solo para el plan Business.'; customers 403.
//   GET /events/search/:id   the same detail as GET events/:id (Business only: a concerned basic
//                            provider gets the same 422, addressed requests included).
import { and, count, desc, eq, exists, gte, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventSearchQuerySchema, IdParamSchema, limaToday, pageOffset, type EventSearchQuery } from '@eventos/domain';
import { eventInvitations, providerServiceTypes, userEventServiceTypes, userEvents } from '../../db/schema';
import type { Db } from '../../db/client';
import { currentUserId, requireUser } from '../../plugins/auth';
import { forbidden, unprocessable } from '../../plugins/errors';
import { findActingProvider, isBusiness, type ActingProvider } from './event-access';
import { readEventDetail } from './event-read';
import { presentEvents } from './event-view';
import { em } from './events.messages';
import { findEventRows, loadProviderInvitations, loadProviderQuotations } from './events.repository';
import { EventDetailEnvelope, EventPageEnvelope } from './events.schemas';

const tags = ['eventos: buscador de proveedores'];
const security = [{ bearerAuth: [] }];

function matchesProvider(db: Db, provider: ActingProvider): SQL {
  const sharedService = db
    .select({ one: sql`1` })
    .from(userEventServiceTypes)
    .innerJoin(
      providerServiceTypes,
      and(
        eq(providerServiceTypes.service_type_id, userEventServiceTypes.service_type_id),
        eq(providerServiceTypes.provider_id, provider.id),
      ),
    )
    .where(eq(userEventServiceTypes.user_event_id, userEvents.id));
  const inArea =
    provider.department_id === null
      ? sql`false`
      : and(
          isNull(userEvents.addressed_provider_id),
          eq(userEvents.department_id, provider.department_id),
          exists(sharedService),
        )!;
  const invited = db
    .select({ one: sql`1` })
    .from(eventInvitations)
    .where(and(eq(eventInvitations.event_id, userEvents.id), eq(eventInvitations.provider_id, provider.id)));
  return or(eq(userEvents.addressed_provider_id, provider.id), exists(invited), inArea)!;
}

export function searchWhere(db: Db, provider: ActingProvider, q: EventSearchQuery, today = limaToday()): SQL {
  return and(
    eq(userEvents.status, 'visible'),
    gte(userEvents.event_date, today),
    provider.created_by === null ? undefined : ne(userEvents.user_id, provider.created_by),
    matchesProvider(db, provider),
    q.event_type_id ? eq(userEvents.event_type_id, q.event_type_id) : undefined,
    q.date_from ? gte(userEvents.event_date, q.date_from) : undefined,
    q.date_to ? lte(userEvents.event_date, q.date_to) : undefined,
    q.department_id ? eq(userEvents.department_id, q.department_id) : undefined,
    q.province_id ? eq(userEvents.province_id, q.province_id) : undefined,
    q.district_id ? eq(userEvents.location_id, q.district_id) : undefined,
  )!;
}

const eventsSearchRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const provider = await findActingProvider(app.db, currentUserId(request));
      if (!provider) throw forbidden(em('events.search.providerOnly'));
      if (!isBusiness(provider)) throw unprocessable(em('plan.business.required'));
      const { page, size } = request.query;
      const where = searchWhere(app.db, provider, request.query);
      const [rows, [total]] = await Promise.all([
        findEventRows(app.db, where)
          .orderBy(desc(userEvents.published_at), desc(userEvents.id))
          .limit(size)
          .offset(pageOffset({ page, size })),
        app.db.select({ n: count() }).from(userEvents).where(where),
      ]);
      const eventIds = rows.map((r) => r.id);
      const [mine, invited] = await Promise.all([
        loadProviderQuotations(app.db, provider.id, eventIds),
        loadProviderInvitations(app.db, provider.id, eventIds),
      ]);
      const data = await presentEvents(app.db, rows, (row) => ({
        kind: 'provider',
        providerId: provider.id,
        invited: invited.has(row.id),
        quotation: mine.get(row.id) ?? null,
        showCustomer: false,
      }));
      void reply.header('cache-control', 'private, no-store');
      return { data, total: Number(total?.n ?? 0), page, size };
    },
  );

  app.get(
    '/events/search/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Detalle de un evento para el proveedor (sin datos de contacto hasta que acepten su cotización)',
        params: IdParamSchema,
        response: { 200: EventDetailEnvelope },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return { data: await readEventDetail(app, request, request.params.id) };
    },
  );
};

export default eventsSearchRoutes;
