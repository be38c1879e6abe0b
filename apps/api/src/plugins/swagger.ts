// OpenAPI document generated from the routes' zod schemas; UI at /api/docs, JSON at /api/docs/json.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { SITE_NAME } from '@eventos/domain';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config';

export const DOCS_PREFIX = '/api/docs';

export async function registerSwagger(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${SITE_NAME} API`,
        description:
          'API REST del marketplace de proveedores de eventos. Respuestas: `{ data }`, listas paginadas ' +
          '`{ data, total, page, size }`; errores 4xx: `{ error, errors: { campo: [mensaje] } }`.',
        version: '1.0.0',
      },
      servers: [{ url: config.PUBLIC_URL }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    // The UI ships its own CSP; drop the https upgrade outside production (plain-http localhost).
    transformStaticCSP: (header) =>
      config.isProduction ? header : header.replace(/\s*upgrade-insecure-requests;?/, ''),
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
