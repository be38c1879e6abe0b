// Provider media (SPEC §7 "Providers"), under /api/v1 — public:
//   GET /providers/:id/media?media_type=photo|video&featured=&top=&page=&size=
//       → { data: MediaOut[], total, page, size }: the public, not trashed photos and videos of the
//         provider's gallery, in the album's order (featured/top for the site's highlights).
// The providers module owns every other /providers route; this one lives with the media.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, MediaItemSchema, ProviderMediaListQuerySchema, pageOffset, paginatedEnvelope, t } from '@eventos/domain';
import { notFound } from '../../plugins/errors';
import { useResponseCache } from '../../plugins/response-cache';
import { listProviderMedia, loadMediaServices, providerPlan } from './media.repository';
import { toMediaOut } from './media.view';

export const PROVIDER_NOT_FOUND = t('providers.provider.notFound');

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  useResponseCache(app); // public gallery reads
  app.get(
    '/providers/:id/media',
    {
      schema: {
        tags: ['media'],
        summary: 'Fotos y videos públicos de la galería de un proveedor',
        params: IdParamSchema,
        querystring: ProviderMediaListQuerySchema,
        response: { 200: paginatedEnvelope(MediaItemSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { page, size, ...filter } = request.query;
      const plan = await providerPlan(app.db, id);
      if (plan === null) throw notFound(PROVIDER_NOT_FOUND);
      // The gallery is a Business option (docs/decisions/115-plans.md): hidden while the plan is basic.
      if (plan !== 'business') return { data: [], total: 0, page, size };
      const { rows, total } = await listProviderMedia(app.db, id, filter, { limit: size, offset: pageOffset({ page, size }) });
      const services = await loadMediaServices(app.db, rows.map((r) => r.id));
      return { data: rows.map((row) => toMediaOut(app.storage, row, services.get(row.id))), total, page, size };
    },
  );
};

export default mediaRoutes;
