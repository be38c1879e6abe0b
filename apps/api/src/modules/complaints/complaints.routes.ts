// Libro de Reclamaciones virtual (docs/decisions/180-libro-de-reclamaciones.md), under /api/v1:
//   GET  /business                   business identity (name, RUC, address, support contact)
//   POST /complaints                 anyone (no sign-in): files a sheet → 201 { data: complaint }
//   GET  /complaints?page&size       admins: sheets, overdue first, with deadline and days left
//   GET  /complaints/:id             admins: one sheet
//   POST /complaints/:id/answer      admins: answers once (409 after) and mails the consumer
// Sheets are never updated or deleted (the database refuses it): there is no such route.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminComplaintSchema,
  AnswerComplaintSchema,
  BusinessIdentitySchema,
  ComplaintSchema,
  CreateComplaintSchema,
  IdParamSchema,
  PaginationQuerySchema,
  dataEnvelope,
  limaToday,
  pageOffset,
  paginatedEnvelope,
  t,
} from '@eventos/domain';
import { currentUserId, requireAdmin } from '../../plugins/auth';
import { conflict, notFound } from '../../plugins/errors';
import { moduleDeps } from '../../plugins/module-deps';
import { findComplaint, listComplaints } from './complaints.repository';
import { answerComplaint, businessIdentity, fileComplaint, toAdminComplaint } from './complaints.service';

export const prefix = '/api/v1';

const tags = ['libro-de-reclamaciones'];
const security = [{ bearerAuth: [] }];

const complaintsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = moduleDeps(app);

  app.get(
    '/business',
    { schema: { tags, summary: 'Datos del negocio', response: { 200: dataEnvelope(BusinessIdentitySchema) } } },
    async () => ({ data: businessIdentity(deps.config) }),
  );

  app.post(
    '/complaints',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        tags,
        summary: 'Registrar una hoja de reclamación',
        body: CreateComplaintSchema,
        response: { 201: dataEnvelope(ComplaintSchema) },
      },
    },
    async (request, reply) => {
      const complaint = await fileComplaint(deps, request.body);
      void reply.header('cache-control', 'no-store');
      return reply.code(201).send({ data: complaint });
    },
  );

  app.get(
    '/complaints',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Hojas de reclamación (solo administradores)',
        security,
        querystring: PaginationQuerySchema,
        response: { 200: paginatedEnvelope(AdminComplaintSchema) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { page, size } = request.query;
      const today = limaToday();
      const { rows, total } = await listComplaints(deps.db, today, size, pageOffset({ page, size }));
      return { data: rows.map((row) => toAdminComplaint(row, today)), total, page, size };
    },
  );

  app.get(
    '/complaints/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Hoja de reclamación (solo administradores)',
        security,
        params: IdParamSchema,
        response: { 200: dataEnvelope(AdminComplaintSchema) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const row = await findComplaint(deps.db, request.params.id);
      if (!row) throw notFound();
      return { data: toAdminComplaint(row, limaToday()) };
    },
  );

  app.post(
    '/complaints/:id/answer',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Responder una hoja de reclamación (solo administradores)',
        security,
        params: IdParamSchema,
        body: AnswerComplaintSchema,
        response: { 200: dataEnvelope(AdminComplaintSchema) },
      },
    },
    async (request) => {
      const result = await answerComplaint(deps, request.params.id, request.body.answer, currentUserId(request));
      if (result.status === 'not_found') throw notFound();
      if (result.status === 'already') throw conflict(t('complaints.answer.already'));
      const row = await findComplaint(deps.db, request.params.id);
      return { data: toAdminComplaint(row!, limaToday()) };
    },
  );
};

export default complaintsRoutes;
