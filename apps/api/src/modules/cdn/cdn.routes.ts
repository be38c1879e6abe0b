// CDN upload service (SPEC §7), under /api/v1 — signed-in users only:
//   POST   /cdn/upload/media   path ('media/{albumId}' | 'logotipos' | 'avatars' | 'covers' | 'testimonials'),
//                              mime_type, data (base64) — JSON or multipart (data may also be a file part)
//                              → { data: { id, url, path, thumbnail, sizes, width, height, aspect_ratio, … }, id, url }
//   POST   /cdn/upload/pdf     path, file (pdf / excel / word ≤ FILE_MAX_SIZE_KB) → { data: { id, url, filename, … }, id, url }
//   DELETE /cdn/delete         ?path&filename → 204 (only who uploaded it)
//   DELETE /cdn/purge          ?url → 204 (only who uploaded it)
// Wrong type 415, too large 413, corrupt 422, with Spanish messages; nothing is stored on failure.
// The orphan sweep (orphan-uploads.ts) is a background job (background/jobs.ts).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CDN_MEDIA_MAX_BYTES,
  CdnDeleteQuerySchema,
  CdnPurgeQuerySchema,
  CdnUploadFieldsSchema,
  CdnUploadMediaResponseSchema,
  CdnUploadMediaSchema,
  CdnUploadPdfResponseSchema,
  FILE_MAX_SIZE_KB,
  t,
} from '@eventos/domain';
import { currentUserId, requireUser } from '../../plugins/auth';
import { HttpError, badRequest, unsupportedMediaType } from '../../plugins/errors';
import { moduleDeps } from '../../plugins/module-deps';
import { assertValidKey } from '../../storage/storage';
import { readUploadInput } from './cdn-input';
import {
  FILE_MAX_BYTES,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  deleteStoredFile,
  uploadDocument,
  uploadImage,
} from './cdn.service';
import { decodeBase64 } from './file-sniffing';

/** Base64 of a 10 MB image plus JSON overhead. */
export const UPLOAD_BODY_LIMIT = 15 * 1024 * 1024;


function keyOrBadRequest(key: string): string {
  try {
    return assertValidKey(key.replace(/^\/+|\/+$/g, ''));
  } catch {
    throw badRequest(t('cdn.file_path.invalid'));
  }
}

const cdnRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = moduleDeps(app);
  await app.register(multipart, {
    limits: { fileSize: CDN_MEDIA_MAX_BYTES, files: 1, fields: 10, parts: 12 },
  });
  const security = [{ bearerAuth: [] }];

  app.post(
    '/cdn/upload/media',
    {
      onRequest: requireUser,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags: ['cdn'],
        summary: 'Sube una imagen (fotos, logotipos, avatares)',
        security,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: CdnUploadMediaResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const input = await readUploadInput(request, {
        maxFileBytes: CDN_MEDIA_MAX_BYTES,
        maxFieldBytes: UPLOAD_BODY_LIMIT,
        tooLargeMessage: IMAGE_TOO_LARGE_MESSAGE,
      });
      const fields = { ...input.fields };
      // A multipart file part reaches sharp as the bytes received (no base64 round trip); JSON
      // clients send base64 in `data`.
      const file = input.file && !fields.data ? input.file.bytes : null;
      const parsed = file ? CdnUploadFieldsSchema.safeParse(fields) : CdnUploadMediaSchema.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        if (issue?.path[0] === 'mime_type' && fields.mime_type)
          throw unsupportedMediaType(IMAGE_TYPE_MESSAGE);
        if (issue?.path[0] === 'data' && issue.code === 'too_big')
          throw new HttpError(413, IMAGE_TOO_LARGE_MESSAGE);
        throw parsed.error;
      }
      const bytes = file ?? ('data' in parsed.data ? decodeBase64(String(parsed.data.data)) : null);
      if (!bytes)
        throw new HttpError(422, t('cdn.data.invalid'), {
          data: [t('cdn.data.invalid')],
        });
      const image = await uploadImage(deps, userId, parsed.data.path, bytes);
      return reply.code(201).send({ data: image, id: image.id, url: image.url });
    },
  );

  app.post(
    '/cdn/upload/pdf',
    {
      onRequest: requireUser,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags: ['cdn'],
        summary: 'Sube un documento pdf, excel o word',
        security,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: CdnUploadPdfResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const tooLarge = t('files.size.max', { max: FILE_MAX_SIZE_KB });
      const input = await readUploadInput(request, {
        maxFileBytes: FILE_MAX_BYTES,
        maxFieldBytes: Math.ceil((FILE_MAX_BYTES * 4) / 3) + 1024,
        tooLargeMessage: tooLarge,
      });
      const folder = input.fields.path?.trim() ?? '';
      let bytes = input.file?.bytes ?? null;
      const filename = input.file?.filename || input.fields.filename || 'archivo';
      if (!bytes && input.fields.data) bytes = decodeBase64(input.fields.data);
      if (!folder) throw new HttpError(400, t('cdn.path.invalid'), { path: [t('cdn.path.invalid')] });
      if (!bytes)
        throw new HttpError(400, t('common.field.required'), { file: [t('common.field.required')] });
      const file = await uploadDocument(deps, userId, folder, filename, bytes);
      return reply.code(201).send({ data: file, id: file.id, url: file.url });
    },
  );

  app.delete(
    '/cdn/delete',
    {
      onRequest: requireUser,
      schema: {
        tags: ['cdn'],
        summary: 'Elimina un archivo subido (solo quien lo subió)',
        security,
        querystring: CdnDeleteQuerySchema,
      },
    },
    async (request, reply) => {
      const key = keyOrBadRequest(`${request.query.path.replace(/\/+$/, '')}/${request.query.filename}`);
      await deleteStoredFile(deps, currentUserId(request), key);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/cdn/purge',
    {
      onRequest: requireUser,
      schema: {
        tags: ['cdn'],
        summary: 'Elimina un archivo por su URL (solo quien lo subió)',
        security,
        querystring: CdnPurgeQuerySchema,
      },
    },
    async (request, reply) => {
      const key = deps.storage.keyFromUrl(request.query.url);
      if (!key) throw badRequest(t('cdn.url.foreign'));
      await deleteStoredFile(deps, currentUserId(request), key);
      return reply.code(204).send();
    },
  );
};

export default cdnRoutes;
