// Cloud file storage service (SPEC §7), under /api/v1. The web's calls time out after 60 s (POST)
// and 120 s (GET) (TIMEOUTS_MS.cloudStoragePost / cloudStorageGet).
//   POST   /cloud-storage            signed in; JSON { data (base64 or data URL), mimeType, filename,
//                                    environment?, filetype: 'Media' | 'Logotipos' } → 201 { data: { fileId, url } }
//                                    other file types → 400 "File type invalid"; bad base64 400; > 10 MB 413;
//                                    a type the file type does not accept (sniffed) 415
//   GET    /cloud-storage/:fileId    anyone with the id → { data: { fileId, url, filename, mimeType, size,
//                                    filetype, environment, created_at } }
//   GET    /cloud-storage/:fileId/content   the bytes (Content-Type from the sniffed type)
//   DELETE /cloud-storage/:fileId    only who uploaded it → 204
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CloudFileParamsSchema,
  CloudFileSchema,
  CloudFileStoredSchema,
  CloudStorageUploadSchema,
  NoContentSchema,
  dataEnvelope,
} from '@eventos/domain';
import { currentUserId, requireUser } from '../../plugins/auth';
import { deleteCloudFile, findCloudFile, readCloudFile, storeCloudFile } from './cloud-storage.service';
import { moduleDeps } from '../../plugins/module-deps';

/** Base64 of a 10 MB file plus JSON overhead. */
export const CLOUD_BODY_LIMIT = 15 * 1024 * 1024;

const StoredEnvelope = dataEnvelope(CloudFileStoredSchema);
const FileEnvelope = dataEnvelope(CloudFileSchema);

const cloudStorageRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = moduleDeps(app);
  const tags = ['cloud-storage'];
  const security = [{ bearerAuth: [] }];

  app.post(
    '/cloud-storage',
    {
      onRequest: requireUser,
      bodyLimit: CLOUD_BODY_LIMIT,
      schema: { tags, summary: 'Guarda un archivo (Media o Logotipos)', security, body: CloudStorageUploadSchema, response: { 201: StoredEnvelope } },
    },
    async (request, reply) => {
      const stored = await storeCloudFile(deps, currentUserId(request), request.body);
      return reply.code(201).send({ data: stored });
    },
  );

  app.get(
    '/cloud-storage/:fileId',
    { schema: { tags, summary: 'Datos de un archivo guardado', params: CloudFileParamsSchema, response: { 200: FileEnvelope } } },
    async (request) => {
      const { key: _key, user_id: _user, ...file } = await findCloudFile(deps, request.params.fileId);
      return { data: file };
    },
  );

  app.get(
    '/cloud-storage/:fileId/content',
    { schema: { tags, summary: 'Contenido de un archivo guardado', params: CloudFileParamsSchema } },
    async (request, reply) => {
      const file = await findCloudFile(deps, request.params.fileId);
      const bytes = await readCloudFile(deps, file);
      return reply
        .type(file.mimeType)
        // Only raster images render inline; any other file is a download (plugins/cdn-static.ts).
        .header(
          'content-disposition',
          `${/^image\/(jpeg|png|webp|gif|avif)$/.test(file.mimeType) ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        )
        .header('cache-control', 'private, max-age=3600')
        .send(bytes);
    },
  );

  app.delete(
    '/cloud-storage/:fileId',
    { onRequest: requireUser, schema: { tags, summary: 'Elimina un archivo (solo quien lo subió)', security, params: CloudFileParamsSchema, response: { 204: NoContentSchema } } },
    async (request, reply) => {
      await deleteCloudFile(deps, currentUserId(request), request.params.fileId);
      return reply.code(204).send(null);
    },
  );
};

export default cloudStorageRoutes;
