// Rate limiting (issue 11 item 3, issue 19), applied to every route before the response cache:
//   - who: a signed-in user by user id (RATE_LIMIT_USER_MAX per minute, wherever they connect
//     from); a visitor by IP (RATE_LIMIT_MAX per minute). Many Peruvians share one public IP
//     behind their mobile carrier (CGNAT), so the per-IP figure is set for a crowd, not a person:
//     the figures and their reasoning are in docs/deploy.md ("Rate limits").
//   - what: static files (/assets, /cdn, any root file such as /favicon.svg) never count: a page
//     load fetches dozens of them. Health checks opt out per route.
//   - how it answers: API calls get the JSON envelope with a Spanish message; a page load (a browser
//     asking for HTML outside /api) gets a small Spanish HTML page that retries by itself — never
//     raw JSON. Both carry Retry-After.
//   - where counts live: in memory (one process), or in Redis when REDIS_URL is set, so several API
//     processes share one budget per user/IP. If Redis stops answering, requests pass (skipOnError).
import { isInternalRequest } from '../lib/internal-request';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { formatMessage, MESSAGES, SITE_NAME } from '@eventos/domain';
import type { Config } from '../config';
import { HttpError, isApiPath } from './errors';

const STATIC_PREFIX = /^\/(assets|cdn)\//;
const ROOT_FILE = /^\/[^/?]+\.[a-z0-9]{1,8}(\?|$)/i;

/** Static files are never limited: one page load fetches many of them. */
export function isStaticFileRequest(url: string): boolean {
  return STATIC_PREFIX.test(url) || ROOT_FILE.test(url);
}

/** A browser navigation (HTML page) rather than an API call. */
export function isPageLoad(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request.url) || request.url.startsWith('/login/refresh')) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || request.headers['sec-fetch-mode'] === 'navigate';
}

/** `u:<id>` for a signed-in user (request.user from plugins/auth.ts), else `ip:<address>`. */
export function rateLimitKey(request: FastifyRequest): string {
  return request.user ? `u:${request.user.id}` : `ip:${request.ip}`;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The Spanish page a limited page load gets; it reloads itself once the wait is over. */
export function rateLimitedPage(seconds: number): string {
  const title = MESSAGES['common.tooManyPage.title'];
  const text = formatMessage(MESSAGES['common.tooManyPage.text'], { seconds });
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <meta http-equiv="refresh" content="${seconds}">
    <title>${escapeHtml(title)} · ${SITE_NAME}</title>
  </head>
  <body style="margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2937;background:#f8fafc">
    <main style="max-width:32rem;margin:3rem auto;padding:0 1.25rem;line-height:1.5">
      <h1 style="font-size:1.5rem;margin:0 0 .75rem">${escapeHtml(title)}</h1>
      <p style="margin:0 0 1.5rem">${escapeHtml(text)}</p>
      <p style="margin:0"><a href="" style="display:inline-block;padding:.625rem 1.25rem;border-radius:8px;background:#6d28d9;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(MESSAGES['common.tooManyPage.retry'])}</a></p>
    </main>
  </body>
</html>
`;
}

/** The 429 error: JSON for API calls; `html` set for page loads (plugins/errors.ts sends it). */
export class RateLimitedError extends HttpError {
  override name = 'RateLimitedError';
  readonly html: string | undefined;
  constructor(seconds: number, page: boolean) {
    super(429, formatMessage(MESSAGES['common.request.tooManyWait'], { seconds }));
    this.html = page ? rateLimitedPage(seconds) : undefined;
  }
}

/**
 * The Redis client of the shared counters: fails fast while Redis is unreachable (no offline queue,
 * one try) so requests pass instead of waiting (skipOnError), and reconnects by itself.
 */
export function createRateLimitRedis(url: string, log: FastifyInstance['log']): Redis {
  const redis = new Redis(url, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let reported = false;
  redis.on('error', (err: Error) => {
    if (!reported) log.warn({ err }, 'Redis no responde: los límites de solicitudes no se aplican hasta que vuelva');
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });
  return redis;
}

export async function registerRateLimit(app: FastifyInstance, config: Config): Promise<void> {
  let redis: Redis | undefined;
  if (config.REDIS_URL) {
    redis = createRateLimitRedis(config.REDIS_URL, app.log);
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: true,
    timeWindow: '1 minute',
    max: (request, key) => (key.startsWith('u:') ? config.RATE_LIMIT_USER_MAX : config.RATE_LIMIT_MAX),
    keyGenerator: rateLimitKey,
    allowList: (request) => isStaticFileRequest(request.url) || isInternalRequest(request),
    ...(redis ? { redis, nameSpace: 'eventos-rl:', skipOnError: true } : {}),
    errorResponseBuilder: (request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new RateLimitedError(seconds, isPageLoad(request));
    },
  });
}
