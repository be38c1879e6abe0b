// GET /api/v1/search/media — the inspiration gallery (SPEC §7): q, t, c, s, p, d, l, page, size.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SearchMediaQuerySchema, pageOffset } from '@eventos/domain';
import { keyUrl, toMediaOut } from '../media';
import { MEDIA_CANDIDATE_CAP, MEDIA_MATCH_SCAN_CAP, loadMediaItems, searchMediaIds } from './search-media.repository';
import { SearchMediaResponseSchema } from '@eventos/domain';
import { getSearchCatalogue } from './search-catalogue';
import { prepareSearchText } from './search-text';
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
    async (request) => {
      const { q, t, c, s, d, p, l, page, size } = request.query;
      const text = prepareSearchText((await getSearchCatalogue(deps.db)).vocabulary, q);
      const result = await searchMediaIds(deps.db, text, { t, c, s, d, p, l }, { limit: size, offset: pageOffset({ page, size }) });
      const rows = await loadMediaItems(fastify.db, result.ids);
      const data = rows.map((row) => {
        const { trashed_at: _trashed, ...item } = toMediaOut(fastify.storage, row.media, row.services ?? []);
        const logoKey = row.logo_sizes?.thumbnail ?? row.logo_path;
        return {
          ...item,
          provider: {
            id: row.media.provider_id,
            slug: row.provider_slug,
            company_name: row.company_name,
            department: row.department,
            logo_url: keyUrl(fastify.storage, logoKey),
          },
        };
      });
      return { data, total: result.total, page, size, capped: result.capped };
    },
  );
};

export default searchMediaRoutes;
