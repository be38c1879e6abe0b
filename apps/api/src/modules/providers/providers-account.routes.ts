// Owner-only: KPIs, DELETE providers/{id} and PUT providers/{id}/unlink (effects documented in
// providers-lifecycle.service.ts and docs/decisions/003d-hard-delete-providers.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, NoContentSchema, ProviderKpisOutSchema, ProviderUnlinkedSchema, dataEnvelope } from '@eventos/domain';
import { currentUserId } from '../../plugins/auth';
import { moduleDeps } from '../../plugins/module-deps';
import { ownedProvider, ownerGuard } from './provider-checks';
import { unlinkProvider } from './provider-lifecycle.repository';
import { deleteProvider, providerKpis } from './providers-lifecycle.service';
import type { SimilarCache } from './similar-providers';

const tags = ['proveedores: cuenta'];
const params = IdParamSchema;

const providersAccountRoutes: FastifyPluginAsyncZod<{ similarCache: SimilarCache }> = async (fastify, opts) => {
  fastify.addHook('preValidation', ownerGuard);
  const deps = moduleDeps(fastify);

  fastify.get(
    '/providers/:id/kpis',
    {
      schema: {
        tags,
        summary: 'Indicadores del proveedor calculados de sus cotizaciones (solo el dueño)',
        params,
        response: { 200: dataEnvelope(ProviderKpisOutSchema) },
      },
    },
    async (request, reply) => {
      const provider = await ownedProvider(request, request.params.id);
      void reply.header('cache-control', 'private, no-store');
      return { data: await providerKpis(deps, provider.id) };
    },
  );

  fastify.delete(
    '/providers/:id',
    {
      schema: {
        tags,
        summary: 'Elimina el proveedor y su contenido; el usuario conserva su cuenta',
        params,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      const provider = await ownedProvider(request, request.params.id);
      await deleteProvider(deps, provider.id, request.log);
      opts.similarCache.clear();
      return reply.code(204).send(null);
    },
  );

  fastify.put(
    '/providers/:id/unlink',
    {
      schema: {
        tags,
        summary: 'Desvincula el proveedor del usuario: el sitio queda oculto hasta que alguien lo reclame con el código enviado a su correo',
        params,
        response: { 200: dataEnvelope(ProviderUnlinkedSchema) },
      },
    },
    async (request) => {
      const provider = await ownedProvider(request, request.params.id);
      await unlinkProvider(deps.db, provider.id, currentUserId(request));
      return { data: { id: provider.id, unlinked: true as const } };
    },
  );
};

export default providersAccountRoutes;
