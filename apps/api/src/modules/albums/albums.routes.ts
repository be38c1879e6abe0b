// Provider albums (SPEC §7 "Albums", §4 "Photo upload", "Media in an album"), under /api/v1.
// Reads are public (owners also see private items); writes are owner-only (401 visitors, 403
// others; checked before the body) and adding media needs the Business plan (422).
//   GET  /albums/:albumId                         album + active media in order
//   POST /albums/:albumId/media                   register an uploaded photo or a YouTube video → 201 saved media
//   PUT  /albums/:albumId/media/:mediaId          seo_filename, description, services (and flags)
//   PUT  /albums/:albumId/media/:mediaId/flags    featured, top, visibility
//   PUT  /albums/:albumId/order                   { media_ids } new order (one transaction)
// Trash routes: albums-trash.routes.ts.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AlbumEnvelope,
  AlbumMediaParamsSchema,
  AlbumParamsSchema,
  CreateMediaSchema,
  MediaEnvelope,
  MediaFlagsSchema,
  MediaListEnvelope,
  ReorderMediaSchema,
  UpdateMediaSchema,
  type UpdateMediaInput,
} from '@eventos/domain';
import { currentUserId } from '../../plugins/auth';
import { badRequest } from '../../plugins/errors';
import { moduleDeps } from '../../plugins/module-deps';
import { albumOwnerGuard, isAlbumOwner, loadAlbum, ownedAlbum } from './album-access';
import { ALBUM_MESSAGES } from './albums.messages';
import { albumView, reorderMedia, toMediaOutList, toMediaOutOne, updateMedia } from './albums.service';
import albumsTrashRoutes from './albums-trash.routes';
import { registerMedia } from './media-register.service';

const tags = ['albums'];
const security = [{ bearerAuth: [] }];

const albumsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = moduleDeps(app);

  /** PUT …/media/:mediaId and …/media/:mediaId/flags: one edit (the flags are media fields too). */
  const editMedia = async (
    request: FastifyRequest & { params: { albumId: number; mediaId: number }; body: UpdateMediaInput },
  ) => {
    const ctx = await ownedAlbum(request, request.params.albumId);
    const row = await updateMedia(deps, ctx, request.params.mediaId, request.body);
    return { data: await toMediaOutOne(deps, row) };
  };

  app.get(
    '/albums/:albumId',
    {
      schema: {
        tags,
        summary: 'Álbum con sus fotos y videos (el dueño ve también los privados)',
        params: AlbumParamsSchema,
        response: { 200: AlbumEnvelope },
      },
    },
    async (request, reply) => {
      const ctx = await loadAlbum(deps, request.params.albumId);
      const owner = isAlbumOwner(request, ctx);
      if (owner) void reply.header('cache-control', 'private, no-store');
      return { data: await albumView(deps, ctx, owner) };
    },
  );

  app.post(
    '/albums/:albumId/media',
    {
      preValidation: albumOwnerGuard,
      schema: {
        tags,
        summary: 'Registra en el álbum una foto subida al CDN o un video de YouTube',
        security,
        params: AlbumParamsSchema,
        body: CreateMediaSchema,
        response: { 201: MediaEnvelope },
      },
    },
    async (request, reply) => {
      const { albumId } = request.params;
      if (request.body.album_id !== albumId) {
        throw badRequest(ALBUM_MESSAGES.albumUndefined, { album_id: [ALBUM_MESSAGES.albumUndefined] });
      }
      const ctx = await ownedAlbum(request, albumId);
      const row = await registerMedia(deps, ctx, currentUserId(request), request.body);
      return reply.code(201).send({ data: await toMediaOutOne(deps, row) });
    },
  );

  app.put(
    '/albums/:albumId/media/:mediaId',
    {
      preValidation: albumOwnerGuard,
      schema: {
        tags,
        summary: 'Edita el título SEO, la descripción y los servicios de una foto o video',
        security,
        params: AlbumMediaParamsSchema,
        body: UpdateMediaSchema,
        response: { 200: MediaEnvelope },
      },
    },
    editMedia,
  );

  app.put(
    '/albums/:albumId/media/:mediaId/flags',
    {
      preValidation: albumOwnerGuard,
      schema: {
        tags,
        summary: 'Marca una foto o video como destacado, top, público o privado',
        security,
        params: AlbumMediaParamsSchema,
        body: MediaFlagsSchema,
        response: { 200: MediaEnvelope },
      },
    },
    editMedia,
  );

  app.put(
    '/albums/:albumId/order',
    {
      preValidation: albumOwnerGuard,
      schema: {
        tags,
        summary: 'Ordena las fotos y videos del álbum',
        security,
        params: AlbumParamsSchema,
        body: ReorderMediaSchema,
        response: { 200: MediaListEnvelope },
      },
    },
    async (request) => {
      const ctx = await ownedAlbum(request, request.params.albumId);
      const rows = await reorderMedia(deps, ctx, request.body.media_ids);
      return { data: await toMediaOutList(deps, rows) };
    },
  );

  await app.register(albumsTrashRoutes);
};

export default albumsRoutes;
