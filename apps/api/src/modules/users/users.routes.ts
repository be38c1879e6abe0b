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
  dataEnvelope,
  paginatedEnvelope,
} from '@eventos/domain';
import { currentUserId, requireAdmin, requireUser } from '../../plugins/auth';
import { forbidden } from '../../plugins/errors';
import { moduleDeps } from '../../plugins/module-deps';
import { chooseAvatar, listUsers, updateUserProfile, userView } from './users.service';

/** preValidation: 403 unless :id is the signed-in user (checked before the body is validated). */
async function requireSelf(request: FastifyRequest): Promise<void> {
  const userId = currentUserId(request);
  const raw = (request.params as { id?: unknown }).id;
  if (String(raw) !== String(userId)) throw forbidden();
}

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = moduleDeps(app);
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
      return { data: await userView(deps, currentUserId(request)) };
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
      const { rows, total } = await listUsers(deps, page, size);
      return { data: rows, total, page, size };
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
      return { data: await updateUserProfile(deps, request.params.id, request.body) };
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
      return { data: await chooseAvatar(deps, request.params.id, request.body.avatar_preferred) };
    },
  );
};

export default usersRoutes;
