// The mail module has no HTTP routes: this plugin only runs the outbox worker while the app is
// up (not under NODE_ENV=test, where tests call sendPendingMail() themselves). Modules send mail
// with queueMail() from './mailer'.
import type { FastifyInstance } from 'fastify';
import { createTransport } from './mailer';
import { startOutboxWorker, type OutboxWorker } from './outbox-worker';

export const prefix = '';

export default async function mailRoutes(app: FastifyInstance): Promise<void> {
  if (app.config.NODE_ENV === 'test') return;
  let worker: OutboxWorker | null = null;
  app.addHook('onReady', async () => {
    worker = startOutboxWorker({
      db: app.db,
      transport: createTransport(app.config.SMTP_URL),
      from: app.config.MAIL_FROM,
      logger: app.log,
    });
    void worker.runOnce();
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
  });
}
