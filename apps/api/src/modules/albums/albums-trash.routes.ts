// The album trash (SPEC §4 "Media in an album": in the album, in the trash, restored, purged),
// owner-only, under /api/v1. Purging deletes the row and the stored files (every size).
//   DELETE /albums/:albumId/media/:mediaId?purge=true|false   trash it (or purge at once) → 204
//   GET    /albums/:albumId/trash                             trashed media, latest first
//   DELETE /albums/:albumId/media/:mediaId/purge              purge (trashed or not) → 204
//   PUT    /albums/:albumId/media/:mediaId/restore            back at the end of the album → saved media
//   POST   /albums/:albumId/emptytrash                        purge the whole trash → { purged }
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DeleteMediaQuerySchema } from '@eventos/domain';
import { albumOwnerGuard, ownedAlbum } from './album-access';
import { listTrashedMedia } from './albums.repository';
import {
  AlbumMediaParamsSchema,
  AlbumParamsSchema,
  EmptyTrashEnvelope,
  MediaEnvelope,
  MediaListEnvelope,
  NoContentSchema,
} from '@eventos/domain';
import { albumMediaOr404, restoreMedia, toMediaOutList, toMediaOutOne, trashMedia } from './albums.service';
import { purgeMediaRows } from './media-files.service';
import { moduleDeps } from '../../plugins/module-deps';

const tags = ['albums'];
const security = [{ bearerAuth: [] }];

const albumsTrashRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = moduleDeps(app);

  app.delete(
    '/albums/:albumId/media/:mediaId',
    {
      preValidation: albumOwnerGuard,
      schema: {
        tags,
        summary: 'Envía una foto o video a la papelera (purge=true lo elimina con sus archivos)',
        security,
        params: AlbumMediaParamsSchema,
        querystring: DeleteMediaQuerySchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      const ctx = await ownedAlbum(request, request.params.albumId);
      const row = await albumMediaOr404(deps, ctx.album.id, request.params.mediaId);
      if (request.query.purge) await purgeMediaRows(deps, [row]);
      else await trashMedia(deps, row);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/albums/:albumId/trash',
    {
      preValidation: albumOwnerGuard,
      schema: { tags, summary: 'Papelera del álbum', security, params: AlbumParamsSchema, response: { 200: MediaListEnvelope } },
    },
    async (request, reply) => {
      const ctx = await ownedAlbum(request, request.params.albumId);
      void reply.header('cache-control', 'private, no-store');
      return { data: await toMediaOutList(deps, await listTrashedMedia(deps.db, ctx.album.id)) };
    },
  );

  app.delete(
    '/albums/:albumId/media/:mediaId/purge',
    {
      preValidation: albumOwnerGuard,
      schema: {
        tags,
        summary: 'Elimina definitivamente una foto o video y sus archivos',
        security,
        params: AlbumMediaParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      const ctx = await ownedAlbum(request, request.params.albumId);
      const row = await albumMediaOr404(deps, ctx.album.id, request.params.mediaId);
      await purgeMediaRows(deps, [row]);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/albums/:albumId/media/:mediaId/restore',
    {
      preValidation: albumOwnerGuard,
      schema: {
        tags,
        summary: 'Restaura una foto o video de la papelera',
        security,
        params: AlbumMediaParamsSchema,
        response: { 200: MediaEnvelope },
      },
    },
    async (request) => {
      const ctx = await ownedAlbum(request, request.params.albumId);
      const row = await albumMediaOr404(deps, ctx.album.id, request.params.mediaId);
      return { data: await toMediaOutOne(deps, await restoreMedia(deps, ctx, row)) };
    },
  );

  app.post(
    '/albums/:albumId/emptytrash',
    {
      preValidation: albumOwnerGuard,
      schema: { tags, summary: 'Vacía la papelera del álbum', security, params: AlbumParamsSchema, response: { 200: EmptyTrashEnvelope } },
    },
    async (request) => {
      const ctx = await ownedAlbum(request, request.params.albumId);
      const purged = await purgeMediaRows(deps, await listTrashedMedia(deps.db, ctx.album.id));
      return { data: { purged } };
    },
  );
};

export default albumsTrashRoutes;
