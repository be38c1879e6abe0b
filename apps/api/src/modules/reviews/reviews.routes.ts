// Reviews API under /api/v1 (SPEC §3 Review, §5; docs/decisions/140-review-eligibility.md):
//   GET  /providers/:id/reviews             public: page of published reviews (sort recent|best|worst) + summary
//   GET  /providers/:id/reviews/mine        signed in: what the caller may review for this provider, and their reviews
//   POST /providers/:id/reviews             customer with an accepted quotation or a request token → 201
//   PUT  /reviews/:id                       author, within REVIEW_EDIT_WINDOW_DAYS
//   POST /reviews/:id/cancel                author withdraws it { cancel_reason }
//   PUT  /reviews/:id/response              provider owner answers (or edits the answer)
//   POST /reviews/:id/report                provider owner reports it { reason }
//   GET  /admin/reviews/reported            admin: reported reviews waiting for a decision
//   PUT  /admin/reviews/:id/moderation      admin keeps or removes it { decision, reason }
//   GET  /providers/:id/review-requests     owner: requests sent
//   POST /providers/:id/review-requests     Business owner asks a past client by e-mail → 201
//   GET  /review-requests/:token            signed in: the provider a request link is for
//   GET  /providers/:id/reviews/trend       owner: reviews and average per month (KPIs)
// Outside tests it also runs the day-after-the-event reminder job (review-reminders.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateReviewSchema,
  IdParamSchema,
  MyReviewSchema,
  ReportedReviewSchema,
  ReviewCancelSchema,
  ReviewModerationSchema,
  NoContentSchema,
  ReviewOpportunitiesEnvelope,
  ReviewReportSchema,
  ReviewRequestInfoSchema,
  ReviewRequestOutSchema,
  ReviewRequestSchema,
  ReviewRequestTokenParamsSchema,
  ReviewResponseSchema,
  ReviewSchema,
  ReviewTrendSchema,
  ReviewsPageSchema,
  ReviewsQuerySchema,
  dataEnvelope,
  formatDate,
  listEnvelope,
  pageOffset,
  t,
  type ReviewOpportunity,
} from '@eventos/domain';
import { currentUserId, requireAdmin, requireUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { moduleDeps } from '../../plugins/module-deps';
import {
  authorGuard,
  guardedReview,
  hashToken,
  ownedProvider,
  providerAdminGuard,
  providerOwnerGuard,
  reviewTarget,
  reviewTargetGuard,
} from './review-guards';
import {
  acceptedQuotations,
  findRequestByHash,
  findReview,
  findReviewProvider,
  listReported,
  listRequests,
  listUserReviews,
  reviewTrend,
} from './reviews.repository';
import { findPublishedReviewsPage } from './reviews-page.repository';
import {
  cancelReview,
  createReview,
  createReviewRequest,
  editReview,
  moderateReview,
  reportReview,
  respondReview,
} from './reviews.service';
import { toMyReview, toReportedReview, toReviewsPage } from './reviews.view';
import { fastResponseSerializer } from '../../lib/fast-response';

export const prefix = '/api/v1';

const tags = ['reseñas'];
const security = [{ bearerAuth: [] }];
const MyReviewEnvelope = dataEnvelope(MyReviewSchema);

const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = moduleDeps(app);
  const mine = async (id: number) => {
    const review = await findReview(deps.db, id);
    if (!review) throw notFound(t('reviews.review.notFound'));
    return { data: toMyReview(deps.storage, review) };
  };

  app.get(
    '/providers/:id/reviews',
    {
      schema: {
        tags,
        summary: 'Reseñas publicadas del proveedor (paginadas y ordenadas) con su resumen',
        params: IdParamSchema,
        querystring: ReviewsQuerySchema,
        response: { 200: ReviewsPageSchema },
      },
      serializerCompiler: fastResponseSerializer,
    },
    async (request) => {
      const { sort, page, size } = request.query;
      // One statement: the provider, the page, its total and the summary (ADR 295).
      const found = await findPublishedReviewsPage(deps.db, request.params.id, { sort, offset: pageOffset({ page, size }), limit: size });
      if (!found) throw notFound(t('reviews.provider.notFound'));
      return toReviewsPage(deps.storage, found, page, size);
    },
  );

  app.get(
    '/providers/:id/reviews/mine',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Lo que el usuario puede calificar de este proveedor (cotizaciones aceptadas) y sus reseñas',
        params: IdParamSchema,
        response: { 200: ReviewOpportunitiesEnvelope },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const userId = currentUserId(request);
      const provider = await findReviewProvider(deps.db, request.params.id);
      if (!provider) throw notFound(t('reviews.provider.notFound'));
      const [accepted, own] = await Promise.all([
        provider.created_by === userId ? [] : acceptedQuotations(deps.db, userId, provider.id),
        listUserReviews(deps.db, userId, provider.id),
      ]);
      const ref = { id: provider.id, slug: provider.slug, company_name: provider.company_name };
      const data: ReviewOpportunity[] = accepted.map((q) => {
        const review = own.find((r) => r.user_event_id === q.user_event_id);
        return {
          kind: 'verified',
          quotation_id: q.quotation_id,
          user_event_id: q.user_event_id,
          label: `${q.event_type_name} · ${formatDate(q.event_date)}`,
          event_date: q.event_date,
          provider: ref,
          review: review ? toMyReview(deps.storage, review) : null,
        };
      });
      return { data, reviews: own.map((r) => toMyReview(deps.storage, r)) };
    },
  );

  app.post(
    '/providers/:id/reviews',
    {
      preValidation: reviewTargetGuard,
      schema: {
        tags,
        security,
        summary: 'Publica una reseña (cotización aceptada: «Verificada»; solicitud del proveedor: «Invitada»)',
        params: IdParamSchema,
        body: CreateReviewSchema,
        response: { 201: MyReviewEnvelope },
      },
    },
    async (request, reply) => {
      const id = await createReview(deps, {
        target: reviewTarget(request),
        userId: currentUserId(request),
        input: request.body,
      });
      return reply.code(201).send(await mine(id));
    },
  );

  app.put(
    '/reviews/:id',
    {
      preValidation: authorGuard,
      schema: {
        tags,
        security,
        summary: 'El autor edita su reseña (durante los días del plazo de edición)',
        params: IdParamSchema,
        body: ReviewSchema,
        response: { 200: MyReviewEnvelope },
      },
    },
    async (request) => {
      await editReview(deps, guardedReview(request), request.body);
      return mine(request.params.id);
    },
  );

  app.post(
    '/reviews/:id/cancel',
    {
      preValidation: authorGuard,
      schema: {
        tags,
        security,
        summary: 'El autor retira su reseña indicando sus razones',
        params: IdParamSchema,
        body: ReviewCancelSchema,
        response: { 200: MyReviewEnvelope },
      },
    },
    async (request) => {
      await cancelReview(deps, guardedReview(request), request.body.cancel_reason);
      return mine(request.params.id);
    },
  );

  app.put(
    '/reviews/:id/response',
    {
      preValidation: providerOwnerGuard,
      schema: {
        tags,
        security,
        summary: 'El dueño del proveedor responde públicamente (o edita su respuesta)',
        params: IdParamSchema,
        body: ReviewResponseSchema,
        response: { 200: MyReviewEnvelope },
      },
    },
    async (request) => {
      await respondReview(deps, guardedReview(request), request.body.response);
      return mine(request.params.id);
    },
  );

  app.post(
    '/reviews/:id/report',
    {
      preValidation: providerOwnerGuard,
      schema: {
        tags,
        security,
        summary: 'El dueño del proveedor reporta la reseña a los administradores',
        params: IdParamSchema,
        body: ReviewReportSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await reportReview(deps, guardedReview(request), request.body.reason);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/reviews/reported',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Administración: reseñas reportadas pendientes de revisión',
        response: { 200: listEnvelope(ReportedReviewSchema) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return { data: (await listReported(deps.db)).map((r) => toReportedReview(deps.storage, r)) };
    },
  );

  app.put(
    '/admin/reviews/:id/moderation',
    {
      preValidation: requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Administración: mantiene o retira una reseña reportada (el autor recibe el motivo)',
        params: IdParamSchema,
        body: ReviewModerationSchema,
        response: { 200: MyReviewEnvelope },
      },
    },
    async (request) => {
      const review = await findReview(deps.db, request.params.id);
      if (!review) throw notFound(t('reviews.review.notFound'));
      await moderateReview(deps, review, {
        ...request.body,
        adminId: currentUserId(request),
      });
      return mine(review.id);
    },
  );

  app.get(
    '/providers/:id/review-requests',
    {
      preValidation: providerAdminGuard,
      schema: {
        tags,
        security,
        summary: 'Solicitudes de reseña enviadas por el proveedor (solo el dueño)',
        params: IdParamSchema,
        response: { 200: listEnvelope(ReviewRequestOutSchema) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const rows = await listRequests(deps.db, ownedProvider(request).id);
      return {
        data: rows.map((r) => ({
          id: r.id,
          email: r.email,
          name: r.name,
          created_at: r.created_at.toISOString(),
          used_at: r.used_at ? r.used_at.toISOString() : null,
        })),
      };
    },
  );

  app.post(
    '/providers/:id/review-requests',
    {
      preValidation: providerAdminGuard,
      schema: {
        tags,
        security,
        summary: 'Business: pide una reseña a un cliente por correo (límite diario, una por correo)',
        params: IdParamSchema,
        body: ReviewRequestSchema,
        response: { 201: dataEnvelope(ReviewRequestOutSchema) },
      },
    },
    async (request, reply) => {
      const provider = ownedProvider(request);
      const id = await createReviewRequest(deps, {
        provider,
        userId: currentUserId(request),
        input: request.body,
      });
      const [row] = (await listRequests(deps.db, provider.id)).filter((r) => r.id === id);
      return reply.code(201).send({
        data: {
          id,
          email: row!.email,
          name: row!.name,
          created_at: row!.created_at.toISOString(),
          used_at: null,
        },
      });
    },
  );

  app.get(
    '/review-requests/:token',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'El proveedor al que corresponde un enlace de solicitud de reseña',
        params: ReviewRequestTokenParamsSchema,
        response: { 200: dataEnvelope(ReviewRequestInfoSchema) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const req = await findRequestByHash(deps.db, hashToken(request.params.token));
      const provider = req ? await findReviewProvider(deps.db, req.provider_id) : null;
      if (!req || !provider) throw notFound(t('reviews.request.invalid'));
      return {
        data: {
          provider: { id: provider.id, slug: provider.slug, company_name: provider.company_name },
          used: req.used_at !== null,
        },
      };
    },
  );

  app.get(
    '/providers/:id/reviews/trend',
    {
      preValidation: providerAdminGuard,
      schema: {
        tags,
        security,
        summary: 'Número de reseñas y promedio por mes, últimos 12 meses (solo el dueño)',
        params: IdParamSchema,
        response: { 200: dataEnvelope(ReviewTrendSchema) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return { data: await reviewTrend(deps.db, ownedProvider(request).id) };
    },
  );
};

export default reviewsRoutes;
