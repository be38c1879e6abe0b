// Public reads: GET providers (by slug or paginated), provider?code=, providers/{id}, latest,
// featured, count and providers/{id}/similar.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../plugins/errors';
import { moduleDeps } from '../../plugins/module-deps';
import { useResponseCache } from '../../plugins/response-cache';
import { pm } from './providers.messages';
import {
  CountSchema,
  IdParamSchema,
  ProviderByCodeQuerySchema,
  ProviderColumnsEnvelope,
  ProviderByIdQuerySchema,
  ProviderEnvelope,
  ProviderListEnvelope,
  ProvidersGetEnvelope,
  ProvidersQuerySchema,
  REVIEWS_PAGE_SIZE,
  dataEnvelope,
  pageOffset,
} from '@eventos/domain';
import { galleryPageOut } from '../media';
import { toReviewsPage } from '../reviews';
import { presentProvider, presentProviderSite, presentProviders, siteWants } from './provider-view';
import { findProviderSite } from './provider-site.repository';
import {
  countProviders,
  featuredProviders,
  findProviderByGuid,
  findProviderById,
  latestProviders,
  listProviders,
  similarProviders,
} from './providers.repository';
import { normalizeSlug } from './slug.service';
import { SIMILAR_LIMIT, type SimilarCache } from './similar-providers';
import { fastResponseSerializer } from '../../lib/fast-response';

export const HOME_LIST_SIZE = 8;
const tags = ['proveedores'];

export interface ReadRoutesOptions {
  similarCache: SimilarCache;
}

const providersReadRoutes: FastifyPluginAsyncZod<ReadRoutesOptions> = async (fastify, opts) => {
  // Public reads, the same for every visitor: served from the in-process response cache.
  useResponseCache(fastify);
  const deps = moduleDeps(fastify);
  const card = { withLogo: true, withCover: true };

  fastify.get(
    '/providers',
    {
      schema: {
        tags,
        summary: 'Proveedores: por slug (exactamente uno o ninguno) o lista paginada',
        description:
          '`slug`: devuelve `{ data: [proveedor] }` si existe, o `{ data: [] }`. Un slug antiguo (cambiado con PUT …/name) ' +
          'devuelve el proveedor actual y `redirect_slug` con su slug vigente. Sin `slug`: `{ data, total, page, size }`. ' +
          '`columns` y `relations` son listas separadas por comas de valores permitidos. `withCover=true` añade `cover` ' +
          '(la imagen para compartir: la primera portada Business, si no la primera foto de la galería). ' +
          'Con `slug`, para el render del sitio en el servidor: `withGallery=<tamaño>` añade `gallery` (lo que responde ' +
          '`providers/{id}/media?media_type=photo&page=1&size=<tamaño>`) y `withReviews=<orden>:<página>` añade `reviews` ' +
          '(lo que responde `providers/{id}/reviews?sort=<orden>&page=<página>`), leídos con el sitio; sin `slug` se ignoran.',
        querystring: ProvidersQuerySchema,
        response: { 200: ProvidersGetEnvelope },
      },
      serializerCompiler: fastResponseSerializer,
    },
    async (request) => {
      const { slug, page, size, withLogo, withCover, columns, relations, withGallery, withReviews } = request.query;
      const view = { withLogo, withCover, columns, relations };
      if (slug !== undefined) {
        const normalized = normalizeSlug(slug);
        if (!normalized) return { data: [] };
        // The current or old slug, every relation asked for and the render's pages: one statement (ADRs 285, 338).
        const reviewsPage = withReviews && { ...withReviews, size: REVIEWS_PAGE_SIZE };
        const site = await findProviderSite(deps.db, normalized, siteWants(view), {
          gallery: withGallery === undefined ? undefined : { size: withGallery },
          reviews: reviewsPage,
        });
        if (!site) return { data: [] };
        const renamed = site.row.slug !== normalized;
        if (site.row.unlinked_at) return renamed ? { data: [] } : { data: [], unlinked: true as const };
        const data = [presentProviderSite(deps.storage, site, view)];
        // The pages as providers/{id}/media and providers/{id}/reviews answer them.
        const pages = {
          ...(site.gallery && withGallery !== undefined
            ? { gallery: { ...galleryPageOut(deps.storage, site.row.plan, site.gallery.rows, site.gallery.total), page: 1, size: withGallery } }
            : {}),
          ...(site.reviewsPage && reviewsPage ? { reviews: toReviewsPage(deps.storage, site.reviewsPage, reviewsPage.page, reviewsPage.size) } : {}),
        };
        return renamed ? { data, redirect_slug: site.row.slug, ...pages } : { data, ...pages };
      }
      const [rows, total] = await Promise.all([
        listProviders(deps.db, { offset: pageOffset({ page, size }), limit: size }),
        countProviders(deps.db),
      ]);
      return { data: await presentProviders(deps, rows, view), total, page, size };
    },
  );

  fastify.get(
    '/provider',
    {
      schema: {
        tags,
        summary: 'Proveedor por código (guid)',
        querystring: ProviderByCodeQuerySchema,
        response: { 200: ProviderEnvelope },
      },
    },
    async (request) => {
      const row = await findProviderByGuid(deps.db, request.query.code);
      if (!row || row.unlinked_at) throw notFound(pm('providers.provider.notFound'));
      return { data: await presentProvider(deps, row, { withLogo: true, relations: request.query.relations }) };
    },
  );

  fastify.get(
    '/providers/latest',
    { schema: { tags, summary: 'Los 8 proveedores más recientes', response: { 200: ProviderListEnvelope } } },
    async () => ({ data: await presentProviders(deps, await latestProviders(deps.db, HOME_LIST_SIZE), card) }),
  );

  fastify.get(
    '/providers/featured',
    {
      schema: { tags, summary: 'Proveedores Business mejor calificados (8)', response: { 200: ProviderListEnvelope } },
    },
    async () => ({ data: await presentProviders(deps, await featuredProviders(deps.db, HOME_LIST_SIZE), card) }),
  );

  fastify.get(
    '/providers/count',
    {
      schema: {
        tags,
        summary: 'Cantidad de proveedores (la web la muestra redondeada a la decena inferior)',
        response: { 200: dataEnvelope(CountSchema) },
      },
    },
    async () => ({ data: { count: await countProviders(deps.db) } }),
  );

  fastify.get(
    '/providers/:id',
    {
      schema: {
        tags,
        summary: 'Proveedor por id',
        params: IdParamSchema,
        querystring: ProviderByIdQuerySchema,
        response: { 200: ProviderColumnsEnvelope },
      },
    },
    async (request) => {
      const row = await findProviderById(deps.db, request.params.id);
      if (!row || row.unlinked_at) throw notFound(pm('providers.provider.notFound'));
      const { withLogo, columns, relations } = request.query;
      return { data: await presentProvider(deps, row, { withLogo: withLogo ?? true, columns, relations }) };
    },
  );

  fastify.get(
    '/providers/:id/similar',
    {
      schema: {
        tags,
        summary: 'Hasta 5 proveedores similares (mismos servicios y ubicación)',
        params: IdParamSchema,
        response: { 200: ProviderListEnvelope },
      },
    },
    async (request) => {
      const key = String(request.params.id);
      const cached = opts.similarCache.get(key);
      if (cached) return { data: cached };
      const row = await findProviderById(deps.db, request.params.id);
      if (!row) throw notFound(pm('providers.provider.notFound'));
      const data = await presentProviders(deps, await similarProviders(deps.db, row, SIMILAR_LIMIT), card);
      opts.similarCache.set(key, data);
      return { data };
    },
  );
};

export default providersReadRoutes;
