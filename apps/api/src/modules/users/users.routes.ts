// Users (SPEC §7), under /api/v1:
//   GET /user               current user (401 for visitors)
//   GET /users              admin only, paginated { data, total, page, size }
//   PUT /user/:id           first_name, last_name, gender, birth_date — only yourself (else 403)
//   PUT /user/:id/avatar    avatar_preferred: 'social' | 'uploaded' (uploaded needs an uploaded avatar)
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamSchema,
  PaginationQuerySchema,
  UpdateAvatarSchema,
  UpdateUserSchema,
  UserViewSchema,
  type UserView,
  dataEnvelope,
  paginatedEnvelope,
  t,
} from '@eventos/domain';
import { currentUserId, requireAdmin, requireUser } from '../../plugins/auth';
import { forbidden, unauthorized, unprocessable } from '../../plugins/errors';
import { findUserRow, listUserRows, setAvatarPreference, updateProfile } from './users.repository';
import { parseAvatarChoice, toUserView } from './users.view';

export const NO_UPLOADED_AVATAR = 'Primero sube una foto de perfil.';

/** preValidation: 403 unless :id is the signed-in user (checked before the body is validated). */
async function requireSelf(request: FastifyRequest): Promise<void> {
  const userId = currentUserId(request);
  const raw = (request.params as { id?: unknown }).id;
  if (String(raw) !== String(userId)) throw forbidden();
}

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const urlOf = (key: string) => app.storage.url(key);
  const loadView = async (id: number): Promise<UserView> => {
    const row = await findUserRow(app.db, id);
    // A valid token for a deleted user: treat as signed out.
    if (!row) throw unauthorized();
    return toUserView(row, urlOf);
  };
  const single = dataEnvelope(UserViewSchema);
  const security = [{ bearerAuth: [] }];

  app.get(
    '/user',
    {
      onRequest: requireUser,
      schema: { tags: ['users'], summary: 'Usuario actual', security, response: { 200: single } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { data: await loadView(currentUserId(request)) };
    },
  );

  app.get(
    '/users',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'Usuarios (solo administradores)',
        security,
        querystring: PaginationQuerySchema,
        response: { 200: paginatedEnvelope(UserViewSchema) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { page, size } = request.query;
      const { rows, total } = await listUserRows(app.db, page, size);
      return { data: rows.map((row) => toUserView(row, urlOf)), total, page, size };
    },
  );

  app.put(
    '/user/:id',
    {
      onRequest: requireUser,
      preValidation: requireSelf,
      schema: {
        tags: ['users'],
        summary: 'Actualiza el perfil del usuario actual',
        security,
        params: IdParamSchema,
        body: UpdateUserSchema,
        response: { 200: single },
      },
    },
    async (request) => {
      await updateProfile(app.db, request.params.id, request.body);
      return { data: await loadView(request.params.id) };
    },
  );

  app.put(
    '/user/:id/avatar',
    {
      onRequest: requireUser,
      preValidation: requireSelf,
      schema: {
        tags: ['users'],
        summary: 'Elige la foto de perfil: social o subida',
        security,
        params: IdParamSchema,
        body: UpdateAvatarSchema,
        response: { 200: single },
      },
    },
    async (request) => {
      const view = await loadView(request.params.id);
      const choice = parseAvatarChoice(request.body.avatar_preferred, view);
      if (!choice) {
        const message = t('users.avatar_preferred.required');
        throw unprocessable(message, { avatar_preferred: [message] });
      }
      if (choice === 'uploaded' && !view.avatar_uploaded) {
        throw unprocessable(NO_UPLOADED_AVATAR, { avatar_preferred: [NO_UPLOADED_AVATAR] });
      }
      await setAvatarPreference(app.db, request.params.id, choice === 'uploaded' ? 'upload' : 'social');
      return { data: await loadView(request.params.id) };
    },
  );
};

export default usersRoutes;
