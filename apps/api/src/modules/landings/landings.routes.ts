// Landing pages of the directory (docs/decisions/125-landing-pages.md):
//   GET /api/v1/landings/popular                       — popular landings (the home's links)
//   GET /api/v1/landings/{categoria}/{departamento}    — a landing's texts, providers, links (?page=N)
// Public and the same for everyone: Cache-Control + ETag and the in-process response cache.
// Also the <head> of /proveedores/{categoria}/{departamento} (404 for an unknown one) and the
// sitemap entries of every landing with providers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LANDING_BASE_PATH,
  LANDING_MESSAGES,
  LandingLinkSchema,
  LandingParamsSchema,
  LandingQuerySchema,
  LandingPageSchema,
  PageSchema,
  dataEnvelope,
  listEnvelope,
} from '@eventos/domain';
import { HttpError } from '../../plugins/http-errors';
import { moduleDeps } from '../../plugins/module-deps';
import { useHttpCache } from '../../plugins/http-cache';
import { CACHE_INVALIDATE_CHANNEL, useResponseCache } from '../../plugins/response-cache';
import { clearLandingStats, getLandingStats } from './landing-stats.repository';
import { LANDING_NOT_FOUND_HEAD, landingHead } from './landing-head';
import { landingSitemapPaths, loadLanding, popularLandings, type Landing } from './landings.service';

const LANDING_PATH = new RegExp(`^${LANDING_BASE_PATH}/(?<category>[^/]+)/(?<department>[^/]+)$`);

const landings: FastifyPluginAsyncZod = async (fastify) => {
  useHttpCache(fastify, { maxAge: 60 });
  useResponseCache(fastify);
  const deps = moduleDeps(fastify);

  // Counts are cached per process (landing-stats.repository.ts); any API write, in this process or
  // another one, is announced on the response cache's channel: recount on the next landing.
  let unsubscribe: (() => Promise<void>) | null = null;
  fastify.addHook('onReady', async () => {
    try {
      unsubscribe = await fastify.notifier.subscribe(CACHE_INVALIDATE_CHANNEL, () => clearLandingStats(deps.db));
    } catch (err) {
      fastify.log.warn({ err }, 'Landings: sin aviso de escrituras; los conteos se renuevan cada minuto');
    }
  });
  fastify.addHook('onClose', async () => {
    await unsubscribe?.().catch(() => undefined);
  });

  // The page itself (served by plugins/web.ts): its head, or the not-found page with a real 404.
  // Server-rendered: from the landing the page was rendered from (the web app's
  // `['landings', category, department, page]`, the API's own answer); the app shell reads it.
  fastify.registerHeadResolver(LANDING_PATH, async (request, { category, department }, rendered) => {
    const page = PageSchema.safeParse((request.query as Record<string, unknown> | undefined)?.page);
    if (!category || !department || !page.success) return LANDING_NOT_FOUND_HEAD;
    const renderedLanding = rendered.find(['landings', category, department]) as Landing | undefined;
    const landing = renderedLanding ?? (await loadLanding(deps, category, department, page.data));
    return landing ? landingHead(landing, deps.config.PUBLIC_URL) : LANDING_NOT_FOUND_HEAD;
  });
  fastify.registerSitemapSource(async () =>
    landingSitemapPaths(await getLandingStats(deps.db)).map((loc) => ({ loc, changefreq: 'daily' as const, priority: 0.7 })),
  );

  fastify.get(
    '/landings/popular',
    {
      schema: {
        tags: ['búsqueda'],
        summary: 'Landings populares: las categorías con más proveedores en los departamentos con más proveedores',
        response: { 200: listEnvelope(LandingLinkSchema) },
      },
    },
    async () => ({ data: popularLandings(await getLandingStats(deps.db)) }),
  );

  fastify.get(
    '/landings/:category/:department',
    {
      schema: {
        tags: ['búsqueda'],
        summary: 'Landing de una categoría y un departamento (página pública /proveedores/{categoria}/{departamento})',
        description:
          '`category`: slug de un grupo de servicio (p. ej. `audiovisuales`), de un tipo de servicio (`fotografia-y-video`) ' +
          'o `todos`; `department`: slug de un departamento (`arequipa`) o `todo-el-peru`. 20 proveedores por página. ' +
          '404 para una categoría o departamento desconocido, `todos/todo-el-peru` o una página después de la última.',
        params: LandingParamsSchema,
        querystring: LandingQuerySchema,
        response: { 200: dataEnvelope(LandingPageSchema) },
      },
    },
    async (request) => {
      const { category, department } = request.params;
      const landing = await loadLanding(deps, category, department, request.query.page);
      if (!landing) throw new HttpError(404, LANDING_MESSAGES.notFound);
      return { data: landing };
    },
  );
};

export default landings;
