// "Mis álbumes" (SPEC §1: customers attach photos and videos to their own albums), under /api/v1 —
// signed-in users, each album only for its owner (403 others, 404 unknown):
//   GET    /me/albums                      my albums (latest first) with items_count and cover
//   POST   /me/albums                      { name, media_id? } → 201 album (with its items)
//   GET    /me/albums/:id                  album with its items (public, not trashed media)
//   PUT    /me/albums/:id                  { name } rename
//   DELETE /me/albums/:id                  → 204
//   POST   /me/albums/:id/items            { media_id } → 201 new / 200 already there (album summary)
//   DELETE /me/albums/:id/items/:mediaId   → 204 (idempotent)
// Routes with :id check the owner in preValidation, before the body is validated.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId, requireUser } from '../../plugins/auth';
import { moduleDeps } from '../../plugins/module-deps';
import {
  CreateCustomerAlbumSchema,
  CustomerAlbumDetailEnvelope,
  CustomerAlbumEnvelope,
  CustomerAlbumItemParamsSchema,
  CustomerAlbumItemSchema,
  CustomerAlbumListEnvelope,
  CustomerAlbumParamsSchema,
  IdSchema,
  RenameCustomerAlbumSchema,
  NoContentSchema,
} from '@eventos/domain';
import * as repo from './customer-albums.repository';
import { addAlbumItem, createCustomerAlbum, ownAlbum } from './customer-albums.service';
import { albumDetail, albumSummaries } from './customer-albums.view';

const tags = ['mis álbumes'];
const security = [{ bearerAuth: [] }];

const customerAlbumsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = moduleDeps(app);

  app.addHook('onRequest', requireUser);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });

  const owned = new WeakMap<FastifyRequest, repo.CustomerAlbumRow>();

  /** preValidation of `/me/albums/:id…`: 404 / 403 before the body is validated (a bad :id → params 400). */
  async function albumGuard(request: FastifyRequest): Promise<void> {
    const id = IdSchema.safeParse((request.params as { id?: unknown }).id);
    if (id.success) owned.set(request, await ownAlbum(deps, currentUserId(request), id.data));
  }

  /** The album checked by albumGuard. */
  async function guardedAlbum(request: FastifyRequest, id: number): Promise<repo.CustomerAlbumRow> {
    return owned.get(request) ?? ownAlbum(deps, currentUserId(request), id);
  }

  app.get('/me/albums', { schema: { tags, summary: 'Mis álbumes', security, response: { 200: CustomerAlbumListEnvelope } } }, async (request) => {
    return { data: await albumSummaries(deps, await repo.listAlbums(deps.db, currentUserId(request))) };
  });

  app.post(
    '/me/albums',
    { schema: { tags, summary: 'Crea un álbum (opcionalmente con una foto o video)', security, body: CreateCustomerAlbumSchema, response: { 201: CustomerAlbumDetailEnvelope } } },
    async (request, reply) => {
      const album = await createCustomerAlbum(deps, currentUserId(request), request.body);
      return reply.code(201).send({ data: await albumDetail(deps, album) });
    },
  );

  app.get(
    '/me/albums/:id',
    { preValidation: albumGuard, schema: { tags, summary: 'Un álbum con sus fotos y videos', security, params: CustomerAlbumParamsSchema, response: { 200: CustomerAlbumDetailEnvelope } } },
    async (request) => ({ data: await albumDetail(deps, await guardedAlbum(request, request.params.id)) }),
  );

  app.put(
    '/me/albums/:id',
    { preValidation: albumGuard, schema: { tags, summary: 'Renombra un álbum', security, params: CustomerAlbumParamsSchema, body: RenameCustomerAlbumSchema, response: { 200: CustomerAlbumEnvelope } } },
    async (request) => {
      const album = await guardedAlbum(request, request.params.id);
      const [summary] = await albumSummaries(deps, [await repo.renameAlbum(deps.db, album.id, request.body.name)]);
      return { data: summary! };
    },
  );

  app.delete(
    '/me/albums/:id',
    { preValidation: albumGuard, schema: { tags, summary: 'Elimina un álbum', security, params: CustomerAlbumParamsSchema, response: { 204: NoContentSchema } } },
    async (request, reply) => {
      const album = await guardedAlbum(request, request.params.id);
      await repo.deleteAlbum(deps.db, album.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/me/albums/:id/items',
    {
      preValidation: albumGuard,
      schema: {
        tags,
        summary: 'Guarda una foto o video en el álbum',
        security,
        params: CustomerAlbumParamsSchema,
        body: CustomerAlbumItemSchema,
        response: { 200: CustomerAlbumEnvelope, 201: CustomerAlbumEnvelope },
      },
    },
    async (request, reply) => {
      const album = await guardedAlbum(request, request.params.id);
      const { created, album: now } = await addAlbumItem(deps, album, request.body.media_id);
      const [summary] = await albumSummaries(deps, [now]);
      return reply.code(created ? 201 : 200).send({ data: summary! });
    },
  );

  app.delete(
    '/me/albums/:id/items/:mediaId',
    { preValidation: albumGuard, schema: { tags, summary: 'Quita una foto o video del álbum', security, params: CustomerAlbumItemParamsSchema, response: { 204: NoContentSchema } } },
    async (request, reply) => {
      const album = await guardedAlbum(request, request.params.id);
      await repo.removeItem(deps.db, album.id, request.params.mediaId);
      return reply.code(204).send(null);
    },
  );
};

export default customerAlbumsRoutes;
