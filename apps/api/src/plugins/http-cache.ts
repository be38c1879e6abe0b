// Cache-Control + ETag for public, read-only GET routes (catalogue, keywords).
// Call `useHttpCache(fastify)` inside a module plugin: it applies to that module's routes only.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface HttpCacheOptions {
  /** Seconds browsers and shared caches may reuse the response. Default 300. */
  maxAge?: number;
}

export function etagFor(payload: string | Buffer): string {
  return `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => strip(tag) === strip(etag));
}

export function useHttpCache(fastify: FastifyInstance, options: HttpCacheOptions = {}): void {
  const maxAge = options.maxAge ?? 300;
  fastify.addHook('onSend', async (request, reply, payload) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = etagFor(payload);
    void reply.header('etag', etag);
    void reply.header('cache-control', `public, max-age=${maxAge}`);
    void reply.header('vary', 'accept-encoding');
    if (matches(request.headers['if-none-match'], etag)) {
      void reply.code(304);
      void reply.removeHeader('content-length');
      return '';
    }
    return payload;
  });
}
