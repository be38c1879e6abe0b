// Local file storage (DATA_DIR/cdn) served at /cdn. Keys are content-addressed/unique, so files are
// immutable: a year of cache. With S3_* configured the files live behind S3_PUBLIC_URL instead.
// Only raster images are shown inline; everything else (PDF, Word, Excel, …) is a download
// (`Content-Disposition: attachment`), so an uploaded document never renders on our origin.
import { mkdirSync } from 'node:fs';
import { basename, extname } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const CDN_PREFIX = '/cdn/';
const CDN_CACHE = 'public, max-age=31536000, immutable';
const INLINE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.gif', '.avif']);

/** `attachment; filename="…"; filename*=UTF-8''…` for a stored file (keys are ASCII-safe already). */
export function attachmentDisposition(path: string): string {
  const name = basename(path);
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function isInlineCdnFile(path: string): boolean {
  return INLINE_EXTENSIONS.has(extname(path).toLowerCase());
}

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
    setHeaders: (reply, path) => {
      void reply.header('cache-control', CDN_CACHE);
      if (!isInlineCdnFile(path)) void reply.header('content-disposition', attachmentDisposition(path));
      // Images may be embedded by e-mail clients and other sites (link previews).
      void reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
}
