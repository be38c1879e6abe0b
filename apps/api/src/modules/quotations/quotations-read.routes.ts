// Quotation reads under /api/v1:
//   GET /quotations/:id                    the event's customer or the provider's owner; when the
//                                          customer reads a delivered/upgraded one it becomes opened
//                                          (recorded in the history, note 'auto')
//   GET /events/:id/quotations/compare     the event's customer: side-by-side rows (?archived=true
//                                          also lists archived ones)
//   GET /providers/:id/quotations          the provider's owner: ?status&page&size, each with its event
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, isQuotationUnread, pageOffset, type QuotationStatus } from '@eventos/domain';
import { providers, quotations, userEvents } from '../../db/schema';
import { assertOwner, currentUserId, requireUser } from '../../plugins/auth';
import { notFound, unauthorized } from '../../plugins/errors';
import { eventStatusNow } from '../events/event-access';
import { eventOwnerGuard, ownedEvent } from '../events/event-read';
import { em } from '../events/events.messages';
import { findEventRows, type EventRow } from '../events/events.repository';
import { loadQuotationAccess } from './quotation-guards';
import { presentQuotationDetails, presentQuotations } from './quotation-view';
import { compareQuotations } from './quotations-compare';
import {
  CompareEnvelope,
  CompareQuerySchema,
  ProviderQuotationsQuerySchema,
  QuotationEnvelope,
  QuotationPageEnvelope,
} from './quotations.schemas';
import { findQuotationRow, findQuotationRows } from './quotations.repository';
import { changeQuotationStatus } from './quotations.service';

const tags = ['cotizaciones'];
const security = [{ bearerAuth: [] }];

/** preValidation of GET providers/:id/quotations: 401, 404 unknown provider, 403 not its owner. */
async function providerOwnerGuard(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  const id = Number((request.params as { id?: string }).id);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2147483647) return;
  const [row] = await request.server.db
    .select({ created_by: providers.created_by })
    .from(providers)
    .where(eq(providers.id, id))
    .limit(1);
  if (!row) throw notFound(em('events.provider.notFound'));
  assertOwner(request, row.created_by);
}

function eventBrief(e: EventRow) {
  return {
    id: e.id,
    event_type_id: e.event_type_id,
    event_type_name: e.event_type_name,
    date: e.event_date,
    status: eventStatusNow(e),
    department: e.department,
    province: e.province,
    district: e.district,
    guests: e.guests,
    description: e.description,
    provider_id: e.addressed_provider_id,
  };
}

const quotationsReadRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const actor = access.actor;
      let row = access.row;
      if (actor === 'customer' && isQuotationUnread(row.status as QuotationStatus)) {
        await changeQuotationStatus(app.db, {
          row,
          to: 'opened',
          actor: 'customer',
          userId: currentUserId(request),
          note: 'auto',
        }).catch((err: unknown) => {
          // Someone changed it meanwhile: show the current state instead.
          if ((err as { statusCode?: number }).statusCode !== 409) throw err;
        });
        row = (await findQuotationRow(app.db, row.id)) ?? row;
      }
      const [data] = await presentQuotationDetails(app.db, app.storage, [row], actor);
      void reply.header('cache-control', 'private, no-store');
      return { data: data! };
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
      return { data: await compareQuotations(app.db, app.storage, event, { archived: request.query.archived }) };
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
      const where: SQL | undefined = and(
        eq(quotations.provider_id, request.params.id),
        status ? eq(quotations.status, status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        findQuotationRows(app.db, where)
          .orderBy(desc(quotations.created_at), desc(quotations.id))
          .limit(size)
          .offset(pageOffset({ page, size })),
        app.db.select({ n: count() }).from(quotations).where(where),
      ]);
      const views = await presentQuotations(app.db, app.storage, rows, 'provider');
      const eventIds = [...new Set(rows.map((r) => r.user_event_id))];
      const events = eventIds.length
        ? new Map((await findEventRows(app.db, inArray(userEvents.id, eventIds))).map((e) => [e.id, e]))
        : new Map<number, EventRow>();
      const data = views.map((v) => {
        const event = events.get(v.event_id);
        return event ? { ...v, event: eventBrief(event) } : v;
      });
      void reply.header('cache-control', 'private, no-store');
      return { data, total: Number(total?.n ?? 0), page, size };
    },
  );
};

export default quotationsReadRoutes;
