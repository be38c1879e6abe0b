// Tests run no background worker (RUN_JOBS is off under NODE_ENV=test): runImageVariants() does
// the 'images.variants' jobs queued so far, as the worker would (modules/cdn/image-variants.ts).
import type { FastifyInstance } from 'fastify';
import { createJobWorker } from '../lib/job-queue';
import { IMAGE_VARIANTS_JOB, makeImageVariants } from '../modules/cdn';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Runs every pending 'images.variants' job now; returns how many ran. */
export async function runImageVariants(app: FastifyInstance): Promise<number> {
  const worker = createJobWorker({ db: app.db, log: silent, backoffMs: 0 });
  worker.work(IMAGE_VARIANTS_JOB, async (payload) => {
    await makeImageVariants({ db: app.db, storage: app.storage }, payload);
  });
  return worker.drain();
}
