// `npm run dev` (docs/decisions/121-development-server-rendering.md): the public pages rendered on
// the server from apps/web/src through Vite in middleware mode, on the API's own HTTP server, with
// hot module replacement in the browser. Only src/dev.ts imports this file: the build's entries
// (scripts/build-api.mjs) never reach it, so `vite` stays a development dependency and
// apps/api/dist has no trace of it.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, RequestListener } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createServer, mergeConfig, type InlineConfig, type ViteDevServer } from 'vite';
import type { CreateServerRenderer, WebSource } from './server-render';

export const WEB_ROOT = fileURLToPath(new URL('../../../web/', import.meta.url));
const PUBLIC_DIR = join(WEB_ROOT, 'public');
const SERVER_ENTRY = '/src/entry-server.tsx';
/** Where the template's inline scripts are served from (the Content-Security-Policy runs none inline). */
const INLINE_SCRIPT_PREFIX = '/@eventos-dev/inline/';

/**
 * Requests Vite answers: its client and modules (`/@vite/client`, `/@react-refresh`, `/@id/…`,
 * `/@fs/…`), the app's sources and optimised dependencies, the files of apps/web/public and the HMR
 * client's ping. Everything else (pages, /api, /cdn, /graphql…) is the API's, as in production.
 */
function isViteRequest(request: IncomingMessage): boolean {
  const pathname = (request.url ?? '/').split('?')[0] ?? '/';
  if (request.headers.accept === 'text/x-vite-ping') return true;
  if (pathname.startsWith('/@') || pathname.startsWith('/src/') || pathname.startsWith('/node_modules/')) return true;
  if (pathname.length <= 1 || pathname.includes('..')) return false;
  try {
    return existsSync(join(PUBLIC_DIR, decodeURIComponent(pathname)));
  } catch {
    return false; // A malformed escape: not a file name, Fastify answers it.
  }
}

/**
 * The template as Vite transforms it (its client, React Refresh's preamble) with each inline
 * module script moved to a URL of its own, since the page's Content-Security-Policy (`script-src
 * 'self'`) runs no inline script. Module scripts still run in document order.
 */
async function devTemplate(vite: ViteDevServer, url: string, inlineScripts: Map<string, string>): Promise<string> {
  const html = await vite.transformIndexHtml(url, await readFile(join(WEB_ROOT, 'index.html'), 'utf8'));
  return html.replace(/<script type="module">([\s\S]*?)<\/script>/g, (_tag, code: string) => {
    const name = `${createHash('sha256').update(code).digest('base64url')}.js`;
    inlineScripts.set(name, code);
    return `<script type="module" src="${INLINE_SCRIPT_PREFIX}${name}"></script>`;
  });
}

/**
 * Creates Vite on the app's HTTP server (its HMR WebSocket on the same port) and puts Vite's
 * middlewares in front of Fastify for Vite's own requests. Each page render loads
 * src/entry-server.tsx through `ssrLoadModule`: an edited module is reloaded on the next request.
 * `options.vite` is merged over apps/web/vite.config.ts (the test points a module at a copy).
 */
export function viteWebSource(options: { vite?: InlineConfig } = {}): (app: FastifyInstance) => Promise<WebSource> {
  return (app) => createViteWebSource(app, options.vite ?? {});
}

async function createViteWebSource(app: FastifyInstance, extra: InlineConfig): Promise<WebSource> {
  const settings: InlineConfig = {
    root: WEB_ROOT,
    configFile: join(WEB_ROOT, 'vite.config.ts'),
    // Loaded in memory: the default loader writes a temporary .mjs beside it, which `tsx watch`
    // would take for a change of the API and restart on.
    configLoader: 'runner',
    appType: 'custom',
    server: { middlewareMode: true, ws: { server: app.server }, cors: false },
  };
  const vite = await createServer(mergeConfig(settings, extra));
  app.addHook('onClose', () => vite.close());
  // The render's modules transformed while the API starts (seconds of work after each restart):
  // the first page does not wait for all of it. An error here shows again on that page's request.
  void vite.ssrLoadModule(SERVER_ENTRY).catch(() => undefined);

  const inlineScripts = new Map<string, string>();
  const server = app.server;
  const [fastify] = server.listeners('request') as RequestListener[];
  if (!fastify) throw new Error('El servidor HTTP de la API no tiene manejador de solicitudes.');
  server.removeListener('request', fastify);
  server.on('request', (request, response) => {
    const pathname = (request.url ?? '/').split('?')[0] ?? '/';
    const inline = pathname.startsWith(INLINE_SCRIPT_PREFIX) ? inlineScripts.get(pathname.slice(INLINE_SCRIPT_PREFIX.length)) : undefined;
    if (inline !== undefined) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }).end(inline);
      return;
    }
    if (!isViteRequest(request)) {
      fastify.call(server, request, response);
      return;
    }
    vite.middlewares(request, response, () => fastify.call(server, request, response));
  });

  const createServerRenderer: CreateServerRenderer = (deps) => ({
    async renderPage(options) {
      const entry = (await vite.ssrLoadModule(SERVER_ENTRY)) as { createServerRenderer: CreateServerRenderer };
      try {
        return await entry.createServerRenderer(deps).renderPage(options);
      } catch (err) {
        if (err instanceof Error) vite.ssrFixStacktrace(err);
        throw err;
      }
    },
  });
  return { template: (url) => devTemplate(vite, url, inlineScripts), createServerRenderer };
}
