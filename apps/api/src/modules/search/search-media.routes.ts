// GET /api/v1/search/media — the inspiration gallery (SPEC §7): q, t, c, s, p, d, l, page, size.
// Thin: validation and serialisation here, the work in search-media.service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SearchMediaQuerySchema, SearchMediaResponseSchema } from '@eventos/domain';
import { MEDIA_CANDIDATE_CAP, MEDIA_MATCH_SCAN_CAP } from './search-media.repository';
import { searchMedia } from './search-media.service';
import type { SearchDeps } from './search.service';

const searchMediaRoutes: FastifyPluginAsyncZod<{ deps: SearchDeps }> = async (fastify, { deps }) => {
  fastify.get(
    '/search/media',
    {
      schema: {
        tags: ['búsqueda'],
        summary: 'Fotos y videos públicos de los proveedores (galería de inspiración)',
        description:
          '`q` busca en el título y la descripción, o en el nombre, los servicios y la ubicación del proveedor; `t` photo o video; `c`, `s` categoría o servicio (etiqueta de la foto, ' +
          'o el proveedor si la foto no tiene etiquetas); `d`, `p`, `l` ubicación del proveedor. ' +
          `Entre las ${MEDIA_CANDIDATE_CAP} más recientes (sin \`q\`) o las primeras ${MEDIA_MATCH_SCAN_CAP} coincidencias (con \`q\`): ` +
          'primero las más gustadas, luego las más nuevas; `capped` indica que había más.',
        querystring: SearchMediaQuerySchema,
        response: { 200: SearchMediaResponseSchema },
      },
    },
    async (request) => searchMedia(deps, request.query),
  );
};

export default searchMediaRoutes;
