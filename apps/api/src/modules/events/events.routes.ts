// Events API under /api/v1 (found by plugins/modules.ts by convention): the customer's events and
// the provider's searcher. The expiry sweep (expireEvents) is a background job (background/jobs.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import eventsCustomerRoutes from './events-customer.routes';
import eventsSearchRoutes from './events-search.routes';

export const prefix = '/api/v1';

const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(eventsCustomerRoutes);
  await app.register(eventsSearchRoutes);
};

export default eventsRoutes;
