// Quotations API under /api/v1 (found by plugins/modules.ts by convention): sending and revising
// quotations, their life cycle (packages/domain quotation-status.machine.ts), the side-by-side
// comparison and the provider's list. See docs/design/events-quotations.md.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import quotationsReadRoutes from './quotations-read.routes';
import quotationsWriteRoutes from './quotations-write.routes';

export const prefix = '/api/v1';

const quotationsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(quotationsWriteRoutes);
  await app.register(quotationsReadRoutes);
};

export default quotationsRoutes;
