// GET /api/v1/locations, /service-types, /event-types, /event-types/popular — the catalogue the web
// app loads at start-up. Public, cacheable (Cache-Control max-age=300 + ETag → 304) and served from
// the in-process response cache.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventTypeSchema, LocationSchema, LocationsQuerySchema, ServiceTypeSchema, listEnvelope } from '@eventos/domain';
import { useHttpCache } from '../../plugins/http-cache';
import { useResponseCache } from '../../plugins/response-cache';
import { listEventTypes, listLocations, listPopularEventTypes, listServiceTypes } from './catalogue.repository';
import { fastResponseSerializer } from '../../lib/fast-response';


const catalogue: FastifyPluginAsyncZod = async (fastify) => {
  useHttpCache(fastify, { maxAge: 300 });
  useResponseCache(fastify); // the same for everyone; changes only with the seed

  fastify.get(
    '/locations',
    {
      schema: {
        tags: ['catálogo'],
        summary: 'Departamentos, provincias y distritos del Perú (ubigeo INEI)',
        description: 'Sin filtros devuelve las 2 112 ubicaciones. `type` y `parent_id` filtran (p. ej. provincias de un departamento).',
        querystring: LocationsQuerySchema,
        response: { 200: listEnvelope(LocationSchema) },
      },
    },
    async (request) => ({ data: await listLocations(fastify.db, request.query) }),
  );

  fastify.get(
    '/service-types',
    {
      schema: {
        tags: ['catálogo'],
        summary: 'Tipos de servicio con su grupo',
        response: { 200: listEnvelope(ServiceTypeSchema) },
      },
      serializerCompiler: fastResponseSerializer,
    },
    async () => ({ data: await listServiceTypes(fastify.db) }),
  );

  fastify.get(
    '/event-types',
    {
      schema: {
        tags: ['catálogo'],
        summary: 'Tipos de evento agrupados (sociales, corporativos, marketing, políticos)',
        response: { 200: listEnvelope(EventTypeSchema) },
      },
    },
    async () => ({ data: await listEventTypes(fastify.db) }),
  );

  fastify.get(
    '/event-types/popular',
    {
      schema: {
        tags: ['catálogo'],
        summary: 'Los 8 tipos de evento más populares',
        response: { 200: listEnvelope(EventTypeSchema) },
      },
    },
    async () => ({ data: await listPopularEventTypes(fastify.db) }),
  );
};

export default catalogue;
