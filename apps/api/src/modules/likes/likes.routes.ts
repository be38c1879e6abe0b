// Likes ("Me gusta", SPEC §1/§2) on photos, videos and providers, under /api/v1 — signed-in users:
//   POST   /likes                               { target_type: 'media'|'provider', target_id }
//          → 201 (new) or 200 (already liked) { data: { target_type, target_id, liked: true, likes_count } }
//   DELETE /likes/:target_type/:target_id       → 200 { data: { …, liked: false, likes_count } } (idempotent)
//   GET    /likes?target_type=                  my likes, latest first → { data: [{ target_type, target_id, created_at }] }
//   GET    /user/likes                          my liked providers and photos/videos, ready to show ("Me gusta"
//          on /micuenta) → { data: { providers: [...], media: [...] } } (MyLikesEnvelope)
// Media must be public and not in the trash; unknown targets → 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId, requireUser } from '../../plugins/auth';
import { moduleDeps } from '../../plugins/module-deps';
import {
  LikeListEnvelope,
  LikeStateEnvelope,
  LikeTargetSchema,
  LikesQuerySchema,
  MyLikesEnvelope,
  VIDEO_MIME_TYPE,
  youtubeThumbnailUrl,
  type LikeTargetType,
} from '@eventos/domain';
import { keyUrl } from '../media';
import { listMyLikedMedia, listMyLikedProviders, listMyLikes } from './likes.repository';
import { likeTarget, unlikeTarget } from './likes.service';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

const likesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = moduleDeps(app);
  const tags = ['likes'];
  const security = [{ bearerAuth: [] }];

  app.post(
    '/likes',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Me gusta (idempotente)', security, body: LikeTargetSchema, response: { 200: LikeStateEnvelope, 201: LikeStateEnvelope } },
    },
    async (request, reply) => {
      const target = request.body;
      const { created, count } = await likeTarget(deps, currentUserId(request), target);
      return reply.code(created ? 201 : 200).send({ data: { ...target, liked: true, likes_count: count } });
    },
  );

  app.delete(
    '/likes/:target_type/:target_id',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Quita el Me gusta (idempotente)', security, params: LikeTargetSchema, response: { 200: LikeStateEnvelope } },
    },
    async (request) => {
      const target = request.params;
      const count = await unlikeTarget(deps, currentUserId(request), target);
      return { data: { ...target, liked: false, likes_count: count } };
    },
  );

  app.get(
    '/likes',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Mis Me gusta', security, querystring: LikesQuerySchema, response: { 200: LikeListEnvelope } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const rows = await listMyLikes(deps.db, currentUserId(request), request.query.target_type);
      return {
        data: rows.map((r) => ({
          target_type: r.target_type as LikeTargetType,
          target_id: r.target_id,
          created_at: r.created_at.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/user/likes',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Mis Me gusta: proveedores, fotos y videos', security, response: { 200: MyLikesEnvelope } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const userId = currentUserId(request);
      const [providerRows, mediaRows] = await Promise.all([listMyLikedProviders(deps.db, userId), listMyLikedMedia(deps.db, userId)]);
      return {
        data: {
          providers: providerRows.map((p) => ({
            id: p.id,
            slug: p.slug,
            company_name: p.company_name,
            logo_url: keyUrl(deps.storage, p.logo_key),
            district: p.district,
            department: p.department,
            likes_count: p.likes_count,
            liked_at: iso(p.liked_at),
          })),
          media: mediaRows.map((m) => {
            const video = m.media_type === 'video' || m.mime_type === VIDEO_MIME_TYPE;
            const stored = m.sizes?.thumbnail ?? m.thumbnail;
            const youtube = video && m.external_id && !m.sizes ? youtubeThumbnailUrl(m.external_id, 'sm') : null;
            return {
              id: m.id,
              media_type: video ? ('video' as const) : ('photo' as const),
              title: m.title,
              thumbnail_url: youtube ?? keyUrl(deps.storage, stored),
              external_id: m.external_id,
              aspect_ratio: m.aspect_ratio === null ? null : Number(m.aspect_ratio),
              likes_count: m.likes_count,
              provider: { id: m.provider_id, slug: m.provider_slug, company_name: m.company_name },
              liked_at: iso(m.liked_at),
            };
          }),
        },
      };
    },
  );
};

export default likesRoutes;
