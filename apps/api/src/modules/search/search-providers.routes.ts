// GET /api/v1/search/providers — provider search (SPEC §7): q, c, s, p, d, l, page, size — and
// GET /api/v1/search/categories — every category with its number of providers (SPEC §3 Category).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { SearchProvidersQuerySchema, pageOffset } from '@eventos/domain';
import { loadProviderCards } from './provider-cards.repository';
import { browseProviderIds, CANDIDATE_CAP, searchProviderIds, type ProviderSearchResult } from './search-providers.repository';
import { getSearchStats, statsTotal, type SearchStats } from './search-stats.repository';
import { CategoriesResponseSchema, SearchProvidersResponseSchema } from './search.schemas';
import { prepareSearchText, type SearchText } from './search-text';

type Query = z.infer<typeof SearchProvidersQuerySchema>;

/** No text and no place, and c/s not contradicting each other: exact counts are known. */
function isBrowse(text: SearchText | null, q: Query, stats: SearchStats): boolean {
  if (text || q.d !== undefined || q.p !== undefined || q.l !== undefined) return false;
  if (q.c === undefined || q.s === undefined) return true;
  const service = stats.services.find((s) => s.slug === q.s);
  return !service || service.group === q.c;
}

function facetsOf(stats: SearchStats): ProviderSearchResult['facets'] {
  return {
    categories: stats.categories.filter((c) => c.count > 0),
    services: stats.services.filter((s) => s.count > 0).map(({ id, slug, type_name, group, count }) => ({ id, slug, type_name, group, count })),
  };
}

const searchProvidersRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/search/providers',
    {
      schema: {
        tags: ['búsqueda'],
        summary: 'Búsqueda de proveedores con filtros y conteos por categoría y servicio',
        description:
          '`q` texto libre (español, sin distinguir tildes ni mayúsculas, tolera errores de tipeo; admite "frase", OR y -palabra); ' +
          '`c` grupo de servicio; `s` slug del tipo de servicio; `d` departamento, `p` provincia, `l` distrito (ids de /locations); ' +
          '`page` ≥ 1; `size` 10, 20 o 50. Orden: relevancia, luego calificación, luego plan (Business primero). ' +
          `Con texto o ubicación se consideran como máximo ${CANDIDATE_CAP} coincidencias (las mejor calificadas entre las primeras ` +
          'halladas) más los nombres parecidos, y `capped` indica que había más; sin texto ni ubicación, totales exactos. ' +
          '`facets` cuenta los resultados por categoría y por servicio sin aplicar `c` ni `s`. Un filtro que no existe da un resultado vacío.',
        querystring: SearchProvidersQuerySchema,
        response: { 200: SearchProvidersResponseSchema },
      },
    },
    async (request) => {
      const { q, c, s, d, p, l, page, size } = request.query;
      const range = { limit: size, offset: pageOffset({ page, size }) };
      const [text, stats] = await Promise.all([prepareSearchText(fastify.db, q), getSearchStats(fastify.db)]);
      let result: ProviderSearchResult;
      if (isBrowse(text, request.query, stats)) {
        const ids = await browseProviderIds(fastify.db, { c, s }, range);
        result = { ids, total: statsTotal(stats, { c, s }), capped: false, facets: facetsOf(stats) };
      } else {
        result = await searchProviderIds(fastify.db, text, { c, s, d, p, l }, range);
      }
      const data = await loadProviderCards(fastify.db, fastify.storage, result.ids);
      return { data, total: result.total, page, size, capped: result.capped, facets: result.facets };
    },
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
    async () => {
      const stats = await getSearchStats(fastify.db);
      const data = stats.categories.map((category) => ({
        ...category,
        services: stats.services
          .filter((s) => s.group === category.group)
          .sort((a, b) => a.sort_order - b.sort_order)
          .map(({ id, slug, type_name, count }) => ({ id, slug, type_name, count })),
      }));
      return { data };
    },
  );
};

export default searchProvidersRoutes;
