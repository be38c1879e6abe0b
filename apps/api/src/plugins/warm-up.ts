// Requests the app answers once before it listens (server.ts; docs/decisions/340-warm-up-requests-before-listening.md):
// a visitor's first request must not pay for what runs once per process — each route's first pass
// through Fastify (hooks, validation, the compiled serializer, the ETag), the search's statements
// by shape on a connection, the server render's first pass over its code. The search module's
// onReady hook already warmed its statements on every connection of the pool (search-warm-up.ts);
// these go the whole way a visitor's request goes. They read only: words no provider has, a slug
// no provider has, the home, the search page and the newest provider's site; nothing is written,
// nothing is counted as a visit (visits are counted by the browser's beacon, not by a render).
import type { FastifyInstance } from 'fastify';

/** What is requested, and the status each answers when all is well. */
export const WARM_UP_REQUESTS: ReadonlyArray<{ url: string; status: number }> = [
  // The search's plans: text alone, text with a place (a later page), a category browse, media.
  { url: '/api/v1/search/providers?q=zzyzx', status: 200 },
  { url: '/api/v1/search/providers?q=zzyzx%20en%20lima&page=2', status: 200 },
  { url: '/api/v1/search/providers?c=feeding&page=2', status: 200 },
  { url: '/api/v1/search/media?q=zzyzx', status: 200 },
  // A provider site's read (the slug is not valid for any provider: 'zz' is never generated).
  { url: '/api/v1/providers?slug=zz-sin-proveedor', status: 200 },
  // Server-rendered pages: the home, search results with their cards, the not-found page of an unknown slug.
  { url: '/', status: 200 },
  { url: '/buscar', status: 200 },
  { url: '/zz-sin-proveedor', status: 404 },
];

export interface WarmUpResult {
  url: string;
  status: number;
  expected: number;
  ms: number;
}

async function send(app: FastifyInstance, url: string, expected: number): Promise<WarmUpResult & { body: string }> {
  const started = performance.now();
  const res = await app.inject({ method: 'GET', url, headers: { accept: url.startsWith('/api/') ? 'application/json' : 'text/html' } });
  return { url, status: res.statusCode, expected, ms: Math.round(performance.now() - started), body: res.body };
}

/**
 * Sends WARM_UP_REQUESTS one after the other through the app (no socket), then renders the newest
 * provider's site when there is one (its page module and the site's read are the heaviest first
 * pass: 395 ms against 65 ms after it at 1,000,000 providers). Call after ready().
 */
export async function warmUpRequests(app: FastifyInstance): Promise<WarmUpResult[]> {
  const results: WarmUpResult[] = [];
  for (const { url, status } of WARM_UP_REQUESTS) {
    const { body: _body, ...result } = await send(app, url, status);
    results.push(result);
  }
  const { body, ...latest } = await send(app, '/api/v1/providers/latest', 200);
  results.push(latest);
  const slug = latest.status === 200 ? (JSON.parse(body) as { data: Array<{ slug: string }> }).data[0]?.slug : undefined;
  if (slug) {
    const { body: _site, ...site } = await send(app, `/${encodeURIComponent(slug)}`, 200);
    results.push(site);
  }
  return results;
}
