// Local file storage (DATA_DIR/cdn) served at /cdn. Keys are content-addressed/unique, so files are
// immutable: a year of cache. With S3_* configured the files live behind S3_PUBLIC_URL instead.
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const CDN_PREFIX = '/cdn/';
const CDN_CACHE = 'public, max-age=31536000, immutable';

export async function registerCdnStatic(app: FastifyInstance, root: string): Promise<void> {
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: CDN_PREFIX,
    wildcard: true,
    index: false,
    list: false,
    decorateReply: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (reply) => {
      void reply.header('cache-control', CDN_CACHE);
      // Images may be embedded by e-mail clients and other sites (link previews).
      void reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
}
