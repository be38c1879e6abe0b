// Search module: GET /api/v1/search/keywords — the autocomplete list the web app loads at start-up
// (and filters with ?q=) — plus provider search (search-providers.routes.ts) and the media
// search of the inspiration gallery (search-media.routes.ts), cacheable for a minute.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { KeywordSchema, KeywordsQuerySchema, listEnvelope } from '@eventos/domain';
import { useHttpCache } from '../../plugins/http-cache';
import { useResponseCache } from '../../plugins/response-cache';
import { searchKeywords } from './keywords.repository';
import { getSearchCatalogue } from './search-catalogue';
import { createDatabaseSearchEngine } from './search-engine';
import { getPlaces } from './search-places';
import { searchProviders, type SearchDeps } from './search.service';
import searchMediaRoutes from './search-media.routes';
import searchProvidersRoutes from './search-providers.routes';

/** Cacheable keyword routes, in their own scope so later search routes choose their own caching. */
const keywordRoutes: FastifyPluginAsyncZod = async (fastify) => {
  useHttpCache(fastify, { maxAge: 300 });
  fastify.get(
    '/search/keywords',
    {
      schema: {
        tags: ['búsqueda'],
        summary: 'Palabras clave para el autocompletado',
        description:
          'Sin `q`: las `limit` primeras por prioridad y descripción. Con `q`: coincidencias sin distinguir ' +
          'tildes ni mayúsculas (prefijo, palabra, subcadena o similitud por trigramas), por prioridad y luego ' +
          'por calidad de la coincidencia. `limit` por defecto 1000, máximo 5000; `q` hasta 200 caracteres.',
        querystring: KeywordsQuerySchema,
        response: { 200: listEnvelope(KeywordSchema) },
      },
    },
    async (request) => ({ data: await searchKeywords(fastify.db, request.query) }),
  );
};

/** Provider and media search: public data, cacheable briefly by browsers and shared caches. */
const resultRoutes: FastifyPluginAsyncZod<{ deps: SearchDeps }> = async (fastify, { deps }) => {
  useHttpCache(fastify, { maxAge: 60 });
  await fastify.register(searchProvidersRoutes, { deps });
  await fastify.register(searchMediaRoutes, { deps });
};

const search: FastifyPluginAsyncZod = async (fastify) => {
  // Public answers, the same for everyone: served from the in-process response cache.
  useResponseCache(fastify);
  const deps: SearchDeps = { db: fastify.db, storage: fastify.storage, engine: createDatabaseSearchEngine(fastify.db) };
  // Nothing expensive on the request path: the catalogue (vocabulary, services, places) is loaded
  // before the server listens, so the first search is as fast as the others.
  fastify.addHook('onReady', async () => {
    await Promise.all([getSearchCatalogue(fastify.db), getPlaces(fastify.db)]);
    // One search of each plan, so that connections, plans and (PGlite) the WASM JIT are warm too.
    await searchProviders(deps, { q: 'zzyzx', page: 1, size: 10 });
    await searchProviders(deps, { c: 'feeding', page: 1, size: 10 });
  });
  await fastify.register(keywordRoutes);
  await fastify.register(resultRoutes, { deps });
};

export default search;
