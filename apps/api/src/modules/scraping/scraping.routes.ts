// Link previews and sharing (SPEC §2 /scraping, §7 "A social share and scrape API"), signed-in users:
//   GET  /scraping/preview?url=…   → { data: LinkPreview, rescrape: 'facebook' | 'standin' | 'unavailable' }
//   POST /scraping/facebook { url } → { data: FacebookRescrape }  (Graph API scrape, or the offline stand-in)
// Only URLs of this site (PUBLIC_URL); the page is read as a scraper reads it (server HTML).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FacebookRescrapeSchema,
  LinkPreviewAnswerSchema,
  SCRAPING_MESSAGES,
  ScrapeUrlSchema,
  dataEnvelope,
  type RescrapeMode,
} from '@eventos/domain';
import { requireUser } from '../../plugins/auth';
import { fieldError, HttpError } from '../../plugins/errors';
import { createFacebookScrapeClient, FacebookScrapeError } from './facebook-scrape';
import { linkPreview, ownPath } from './link-preview';

const scrapingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { FACEBOOK_CLIENT_ID: appId, FACEBOOK_CLIENT_SECRET: appSecret, FACEBOOK_GRAPH_URL: graphUrl } = app.config;
  const facebook = appId && appSecret ? createFacebookScrapeClient({ graphUrl, appId, appSecret }) : null;
  const mode: RescrapeMode = facebook ? 'facebook' : app.config.FACEBOOK_SCRAPE_STANDIN ? 'standin' : 'unavailable';

  const pathOf = (url: string) => {
    const own = ownPath(url, app.config.PUBLIC_URL);
    if ('error' in own) throw fieldError('url', own.error);
    return own.path;
  };

  app.get(
    '/scraping/preview',
    {
      onRequest: requireUser,
      schema: {
        tags: ['scraping'],
        summary: 'Vista previa de un enlace del sitio en WhatsApp, Facebook, X y LinkedIn',
        security: [{ bearerAuth: [] }],
        querystring: ScrapeUrlSchema,
        response: { 200: LinkPreviewAnswerSchema },
      },
    },
    async (request, reply) => {
      const data = await linkPreview(app, pathOf(request.query.url));
      void reply.header('cache-control', 'no-store');
      return { data, rescrape: mode };
    },
  );

  app.post(
    '/scraping/facebook',
    {
      onRequest: requireUser,
      schema: {
        tags: ['scraping'],
        summary: 'Pide a Facebook que vuelva a leer una página del sitio',
        security: [{ bearerAuth: [] }],
        body: ScrapeUrlSchema,
        response: { 200: dataEnvelope(FacebookRescrapeSchema) },
      },
    },
    async (request) => {
      const path = pathOf(request.body.url);
      const url = `${app.config.PUBLIC_URL}${path}`;
      if (facebook) {
        try {
          const result = await facebook.rescrape(url);
          return { data: { mode: 'facebook' as const, message: SCRAPING_MESSAGES.facebookDone, ...result } };
        } catch (error) {
          if (!(error instanceof FacebookScrapeError)) throw error;
          request.log.warn({ status: error.upstreamStatus, code: error.upstreamCode, err: error.message }, 'Facebook no pudo volver a leer la página');
          throw new HttpError(502, SCRAPING_MESSAGES.facebookFailed);
        }
      }
      if (mode === 'standin') {
        const preview = await linkPreview(app, path);
        return {
          data: {
            mode: 'standin' as const,
            message: SCRAPING_MESSAGES.facebookSimulated,
            title: preview.title,
            image: preview.image?.url ?? null,
            updatedTime: new Date().toISOString(),
          },
        };
      }
      throw new HttpError(503, SCRAPING_MESSAGES.facebookNotConfigured);
    },
  );
};

export default scrapingRoutes;
