// Provider media (SPEC §7 "Providers"), under /api/v1 — public:
//   GET /providers/:id/media?media_type=photo|video&featured=&top=&page=&size=
//       → { data: MediaOut[], total, page, size }: the public, not trashed photos and videos of the
//         provider's gallery, in the album's order (featured/top for the site's highlights).
// The providers module owns every other /providers route; this one lives with the media.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, MediaItemSchema, ProviderMediaListQuerySchema, paginatedEnvelope } from '@eventos/domain';
import { moduleDeps } from '../../plugins/module-deps';
import { useResponseCache } from '../../plugins/response-cache';
import { providerGallery } from './media.service';
import { fastResponseSerializer } from '../../lib/fast-response';

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = moduleDeps(app);
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
      serializerCompiler: fastResponseSerializer,
    },
    async (request) => {
      const { id } = request.params;
      const { page, size, ...filter } = request.query;
      const { data, total } = await providerGallery(deps, id, filter, { page, size });
      return { data, total, page, size };
    },
  );
};

export default mediaRoutes;
