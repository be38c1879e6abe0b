// Search module: GET /api/v1/search/keywords — the autocomplete list the web app loads at start-up
// (and filters with ?q=) — plus provider search (search-providers.routes.ts) and the media
// search of the inspiration gallery (search-media.routes.ts), cacheable for a minute.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { KeywordSchema, KeywordsQuerySchema, listEnvelope } from '@eventos/domain';
import { useHttpCache } from '../../plugins/http-cache';
import { moduleDeps } from '../../plugins/module-deps';
import { useResponseCache } from '../../plugins/response-cache';
import { createDatabaseSearchEngine } from './search-engine';
import { listKeywords, type SearchDeps } from './search.service';
import { warmUpSearch } from './search-warm-up';
import searchMediaRoutes from './search-media.routes';
import searchProvidersRoutes from './search-providers.routes';

/** Cacheable keyword routes, in their own scope so later search routes choose their own caching. */
const keywordRoutes: FastifyPluginAsyncZod<{ deps: SearchDeps }> = async (fastify, { deps }) => {
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
    async (request) => listKeywords(deps, request.query),
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
  const { db, storage } = moduleDeps(fastify);
  const deps: SearchDeps = { db, storage, engine: createDatabaseSearchEngine(db) };
  // Nothing expensive on the request path: the first search is as fast as the others.
  fastify.addHook('onReady', () => warmUpSearch(deps));
  await fastify.register(keywordRoutes, { deps });
  await fastify.register(resultRoutes, { deps });
};

export default search;
