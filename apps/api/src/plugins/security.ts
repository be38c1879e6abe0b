// Security headers (helmet) and cookies, applied to every route (rate limiting: plugins/rate-limit.ts).
// The headers are the same for every answer: helmet computes them once at start-up and a plain
// onRequest hook sets them (@fastify/helmet 13 runs helmet(options) — option checks and the CSP
// parse — on every request: ~9 % of a /healthz request's CPU, bench/README.md).
import cookie from '@fastify/cookie';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config';

const YOUTUBE_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];
const YOUTUBE_IMAGES = ['https://i.ytimg.com', 'https://img.youtube.com'];
const GOOGLE_FONTS_CSS = 'https://fonts.googleapis.com';
const GOOGLE_FONTS = 'https://fonts.gstatic.com';
const GTM_EXTRA = ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

function origin(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** The Content-Security-Policy directives for the SPA (Vite output: external scripts only). */
export function cspDirectives(config: Config): Record<string, string[] | null> {
  const storage = origin(config.S3_PUBLIC_URL);
  // The tag manager only when configured (its script, and the beacons of the tags it loads).
  const gtm = config.GTM_CONTAINER_ID ? [...new Set([...origin(config.GTM_SCRIPT_URL), ...GTM_EXTRA])] : [];
  const blog = origin(config.BLOG_GRAPHQL_URL);
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", ...gtm],
    scriptSrcAttr: ["'none'"],
    // MUI/Emotion inject <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'", GOOGLE_FONTS_CSS],
    fontSrc: ["'self'", 'data:', GOOGLE_FONTS],
    imgSrc: ["'self'", 'data:', 'blob:', ...YOUTUBE_IMAGES, ...storage, ...gtm],
    mediaSrc: ["'self'", 'blob:', ...storage],
    connectSrc: ["'self'", ...blog, ...gtm],
    frameSrc: YOUTUBE_FRAMES,
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    // Browsers would rewrite http://<LAN-IP>:3000 to https in development.
    upgradeInsecureRequests: config.isProduction ? [] : null,
  };
}

/**
 * The headers helmet sets with these options: one request to a throw-away instance with the plugin,
 * minus what an instance without it answers.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Array<[string, string]>> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify({ logger: false });
    if (withHelmet) await probe.register(helmet, options);
    probe.get('/', async () => '');
    try {
      return (await probe.inject({ method: 'GET', url: '/' })).headers;
    } finally {
      await probe.close();
    }
  };
  const [plain, secured] = await Promise.all([answer(false), answer(true)]);
  return Object.entries(secured)
    .filter(([name, value]) => typeof value === 'string' && plain[name] === undefined)
    .map(([name, value]) => [name, value as string]);
}

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const headers = await helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    // YouTube embeds need a Referer (else "Error 153"); keep it to our origin on cross-site requests.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: config.isProduction ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  });
  // Set on the raw response as helmet did: a route's own reply.header() of the same name still wins.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  await app.register(cookie, { secret: config.JWT_SECRET, hook: 'onRequest' });
}
