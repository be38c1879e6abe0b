// Events API under /api/v1 (found by plugins/modules.ts by convention): the customer's events and
// the provider's searcher. Outside tests it also runs the expiry sweep (expireEvents at start-up
// and every hour), the way the mail module runs its outbox worker.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import eventsCustomerRoutes from './events-customer.routes';
import { startExpirySweep, type ExpirySweep } from './events-expiry';
import eventsSearchRoutes from './events-search.routes';

export const prefix = '/api/v1';

const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(eventsCustomerRoutes);
  await app.register(eventsSearchRoutes);

  if (app.config.NODE_ENV === 'test') return;
  let sweep: ExpirySweep | null = null;
  app.addHook('onReady', async () => {
    sweep = startExpirySweep(app.db, app.log);
  });
  app.addHook('onClose', async () => {
    await sweep?.stop();
  });
};

export default eventsRoutes;
