// GET /api/v1/search/providers — provider search (SPEC §7): q, c, s, p, d, l, page, size — and
// GET /api/v1/search/categories — every category with its number of providers (SPEC §3 Category).
// Thin: validation and serialisation here, the work in search.service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SEARCH_EXACT_TOTAL_LIMIT, SEARCH_MAX_RESULTS, SearchProvidersQuerySchema } from '@eventos/domain';
import { CategoriesResponseSchema, SearchProvidersResponseSchema } from '@eventos/domain';
import { listCategories, searchProviders, type SearchDeps } from './search.service';
import { fastResponseSerializer } from '../../lib/fast-response';

const searchProvidersRoutes: FastifyPluginAsyncZod<{ deps: SearchDeps }> = async (fastify, { deps }) => {
  fastify.get(
    '/search/providers',
    {
      schema: {
        tags: ['búsqueda'],
        summary: 'Búsqueda de proveedores con filtros y conteos por categoría y servicio',
        description:
          '`q` texto libre (español, sin distinguir tildes ni mayúsculas, singular o plural, tolera errores de tipeo; admite "frase", OR y -palabra): ' +
          'las palabras que nombran un servicio, una categoría o un lugar se vuelven filtros (`understood`) y el resto se busca en nombres, servicios y presentaciones; ' +
          '`c` grupo de servicio; `s` slug del tipo de servicio; `d` departamento, `p` provincia, `l` distrito (ids de /locations); ' +
          '`page` ≥ 1; `size` 10, 20 o 50. Orden sobre todas las coincidencias: relevancia (las palabras en el nombre primero), luego calidad ' +
          '(calificación, número de reseñas, plan, tiempo de respuesta). ' +
          `\`total\` y \`facets\` son exactos hasta ${SEARCH_EXACT_TOTAL_LIMIT}; \`capped\` indica que hay más. ` +
          `Solo los primeros ${SEARCH_MAX_RESULTS} resultados (\`max_results\`) se pueden paginar; más allá, \`data\` viene vacío. ` +
          '`facets` cuenta los resultados por categoría y por servicio sin aplicar `c` ni `s`. Un filtro que no existe da un resultado vacío.',
        querystring: SearchProvidersQuerySchema,
        response: { 200: SearchProvidersResponseSchema },
      },
      serializerCompiler: fastResponseSerializer,
    },
    async (request) => searchProviders(deps, request.query),
  );

  fastify.get(
    '/search/categories',
    {
      schema: {
        tags: ['búsqueda'],
        summary: 'Categorías (grupos de servicio) con la cantidad de proveedores y sus servicios',
        response: { 200: CategoriesResponseSchema },
      },
    },
    async () => listCategories(deps),
  );
};

export default searchProvidersRoutes;
