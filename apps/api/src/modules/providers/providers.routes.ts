// Providers API under /api/v1 (SPEC §7 "Providers"): found by plugins/modules.ts by convention.
// One similar-providers cache per app instance, shared by the read routes and cleared by writes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import providersAccountRoutes from './providers-account.routes';
import providersAffiliationRoutes from './providers-affiliation.routes';
import providersBusinessRoutes from './providers-business.routes';
import providersClaimRoutes from './providers-claim.routes';
import providersReadRoutes from './providers-read.routes';
import providersWriteRoutes from './providers-write.routes';
import { createSimilarCache } from './similar-providers';
import { PlansResponseSchema } from '@eventos/domain';
import { planPricing } from './plans.service';

export const prefix = '/api/v1';

const providersRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const similarCache = createSimilarCache();
  await fastify.register(providersReadRoutes, { similarCache });
  await fastify.register(providersAffiliationRoutes);
  await fastify.register(providersWriteRoutes, { similarCache });
  await fastify.register(providersBusinessRoutes, { similarCache });
  await fastify.register(providersAccountRoutes, { similarCache });
  await fastify.register(providersClaimRoutes);

  fastify.get(
    '/plans',
    {
      schema: {
        tags: ['proveedores: planes'],
        summary: 'Precio del plan Business (configuración) y su oferta de lanzamiento',
        response: { 200: PlansResponseSchema },
      },
    },
    async () => ({ data: planPricing(fastify.config) }),
  );
};

export default providersRoutes;
