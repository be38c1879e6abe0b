// Video metadata service (SPEC §7 "Other services"), under /api/v1 — signed-in users:
//   GET /videos/metadata?url=…   (or ?id=…) → { data: { id, url, title, description, preview, previewhq } }
// A link that is not YouTube → 400 "Ingresa un enlace válido de YouTube"; an unknown or private
// video → 422 "No encontramos ese video. Revisa el enlace." / "Este video es privado…";
// YouTube down, quota or timeout → 502/504 with a Spanish message.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VideoDataSchema, VideoMetadataQuerySchema, dataEnvelope } from '@eventos/domain';
import { requireUser } from '../../plugins/auth';
import { fieldError } from '../../plugins/errors';
import { moduleDeps } from '../../plugins/module-deps';
import { VIDEO_MESSAGES } from './video-metadata.errors';
import { fetchVideoData, resolveVideoId } from './video-metadata.service';

const videoMetadataRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = moduleDeps(app);

  app.get(
    '/videos/metadata',
    {
      onRequest: requireUser,
      schema: {
        tags: ['videos'],
        summary: 'Título, descripción y miniaturas de un video de YouTube',
        security: [{ bearerAuth: [] }],
        querystring: VideoMetadataQuerySchema,
        response: { 200: dataEnvelope(VideoDataSchema) },
      },
    },
    async (request, reply) => {
      const id = resolveVideoId(request.query.url, request.query.id);
      if (!id) throw fieldError('url', VIDEO_MESSAGES.invalidLink);
      const data = await fetchVideoData(deps, id);
      void reply.header('cache-control', 'private, max-age=300');
      return { data };
    },
  );
};

export default videoMetadataRoutes;
