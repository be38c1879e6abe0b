// Quotation writes under /api/v1:
//   POST /events/:id/quotations   Business provider the event is addressed to or matches → 201 { data }
//                                 body: UpdateQuotationSchema (QuotationSchema without event_id)
//   PUT  /quotations/:id          the (Business) provider revises it → status upgraded, version + 1
//                                 (attachment omitted: kept; null: removed)
//   PUT  /quotations/:id/status   { status } by the customer or the provider (state machine; 422)
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, QuotationStatusChangeSchema, UpdateQuotationSchema } from '@eventos/domain';
import { currentUserId } from '../../plugins/auth';
import { moduleDeps } from '../../plugins/module-deps';
import {
  loadQuotationAccess,
  providerQuotationGuard,
  quotationGuard,
  quoteGuard,
  quoteTarget,
} from './quotation-guards';
import { QuotationEnvelope } from '@eventos/domain';
import { sendQuotation, setQuotationStatus, updateQuotation } from './quotations-write.service';

const tags = ['cotizaciones'];
const security = [{ bearerAuth: [] }];

const quotationsWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = moduleDeps(app);

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
      const data = await sendQuotation(deps, quoteTarget(request), currentUserId(request), request.body);
      return reply.code(201).send({ data });
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
      return { data: await updateQuotation(deps, row, currentUserId(request), request.body) };
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
      const access = await loadQuotationAccess(request, request.params.id);
      return { data: await setQuotationStatus(deps, access, currentUserId(request), request.body.status) };
    },
  );
};

export default quotationsWriteRoutes;
