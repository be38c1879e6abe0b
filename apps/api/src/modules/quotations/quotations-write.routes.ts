// Quotation writes under /api/v1:
//   POST /events/:id/quotations   Business provider the event is addressed to or matches → 201 { data }
//                                 body: UpdateQuotationSchema (QuotationSchema without event_id)
//   PUT  /quotations/:id          the (Business) provider revises it → status upgraded, version + 1
//                                 (attachment omitted: kept; null: removed)
//   PUT  /quotations/:id/status   { status } by the customer or the provider (state machine; 422)
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamSchema,
  QuotationStatusChangeSchema,
  UpdateQuotationSchema,
  canTransition,
  type QuotationStatus,
} from '@eventos/domain';
import { currentUserId } from '../../plugins/auth';
import { unprocessable } from '../../plugins/errors';
import { moduleDeps } from '../../plugins/module-deps';
import { em, eventStatusNow, loadEventServices } from '../events';
import { resolveAttachment } from './quotation-attachment';
import {
  loadQuotationAccess,
  providerQuotationGuard,
  quotationGuard,
  quoteGuard,
  quoteTarget,
} from './quotation-guards';
import { presentQuotationDetails } from './quotation-view';
import { QuotationEnvelope } from '@eventos/domain';
import { findQuotationRow, loadArchiveContexts } from './quotations.repository';
import { changeQuotationStatus, createQuotation, reviseQuotation } from './quotations.service';

const tags = ['cotizaciones'];
const security = [{ bearerAuth: [] }];

const quotationsWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = moduleDeps(app);
  const detail = async (id: number, actor: 'customer' | 'provider') => {
    const row = await findQuotationRow(deps.db, id);
    const [out] = await presentQuotationDetails(deps.db, deps.storage, row ? [row] : [], actor);
    return out!;
  };

  /** The quoted service, when given, must be one of the event's services. */
  const assertEventService = async (eventId: number, serviceTypeId: number | null | undefined) => {
    if (serviceTypeId == null) return;
    const services = (await loadEventServices(deps.db, [eventId])).get(eventId) ?? [];
    if (!services.some((s) => s.service_type_id === serviceTypeId)) {
      const message = em('quotations.service_type_id.invalid');
      throw unprocessable(message, { service_type_id: [message] });
    }
  };

  app.post(
    '/events/:id/quotations',
    {
      preValidation: quoteGuard,
      schema: {
        tags,
        security,
        summary: 'Envía una cotización para el evento (una por proveedor y evento)',
        params: IdParamSchema,
        body: UpdateQuotationSchema,
        response: { 201: QuotationEnvelope },
      },
    },
    async (request, reply) => {
      const { provider, event } = quoteTarget(request);
      const userId = currentUserId(request);
      await assertEventService(event.id, request.body.service_type_id);
      const attachment = await resolveAttachment(deps.db, deps.storage, userId, request.body.attachment);
      const id = await createQuotation(deps.db, {
        eventId: event.id,
        customerId: event.user_id,
        providerId: provider.id,
        providerName: provider.company_name,
        userId,
        input: request.body,
        attachment,
      });
      return reply.code(201).send({ data: await detail(id, 'provider') });
    },
  );

  app.put(
    '/quotations/:id',
    {
      preValidation: providerQuotationGuard,
      schema: {
        tags,
        security,
        summary: 'Actualiza la cotización (nueva versión, estado «Actualizada»; las anteriores se conservan)',
        params: IdParamSchema,
        body: UpdateQuotationSchema,
        response: { 200: QuotationEnvelope },
      },
    },
    async (request) => {
      const { row } = await loadQuotationAccess(request, request.params.id);
      const userId = currentUserId(request);
      // A revisable quotation of an event whose date has passed: the event is closed.
      const revisable = canTransition(row.status as QuotationStatus, 'upgraded', 'provider');
      if (revisable && eventStatusNow({ status: row.event_status, event_date: row.event_date }) === 'expired') {
        throw unprocessable(em('events.event.closed'));
      }
      await assertEventService(row.user_event_id, request.body.service_type_id);
      const current = row.attachment_path
        ? { upload_id: row.attachment_upload_id, path: row.attachment_path, name: row.attachment_name ?? '' }
        : null;
      const attachment = await resolveAttachment(deps.db, deps.storage, userId, request.body.attachment, current);
      await reviseQuotation(deps.db, {
        row,
        customerId: row.event_user_id,
        providerName: row.provider_company_name,
        userId,
        input: request.body,
        attachment,
      });
      return { data: await detail(row.id, 'provider') };
    },
  );

  app.put(
    '/quotations/:id/status',
    {
      preValidation: quotationGuard,
      schema: {
        tags,
        security,
        summary: 'Cambia el estado (cliente: leída, en evaluación, aceptada, descartada, archivada; proveedor: archivada)',
        params: IdParamSchema,
        body: QuotationStatusChangeSchema,
        response: { 200: QuotationEnvelope },
      },
    },
    async (request) => {
      const { row, actor } = await loadQuotationAccess(request, request.params.id);
      const to = request.body.status;
      if (to === 'upgraded' && actor === 'provider' && row.status !== 'archived') {
        throw unprocessable(em('quotations.status.useUpdate'), { status: [em('quotations.status.useUpdate')] });
      }
      const ctx = (await loadArchiveContexts(deps.db, [row])).get(row.id);
      await changeQuotationStatus(deps.db, {
        row,
        to,
        actor,
        userId: currentUserId(request),
        ctx,
        publicUrl: deps.config.PUBLIC_URL,
      });
      return { data: await detail(row.id, actor) };
    },
  );
};

export default quotationsWriteRoutes;
