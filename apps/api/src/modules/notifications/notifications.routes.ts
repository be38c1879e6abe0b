// In-app notifications of the signed-in user, under /api/v1:
//   GET /notifications?page&size&unread   newest first, paginated { data, total, page, size }
//   GET /notifications/unread-count       { data: { count } }
//   PUT /notifications/:id/read           { data: notification } (404 unknown, 403 someone else's)
//   PUT /notifications/read-all           { data: { updated } }
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CountSchema,
  IdParamSchema,
  NotificationOutSchema,
  NotificationsQuerySchema,
  UpdatedCountSchema,
  dataEnvelope,
  paginatedEnvelope,
} from '@eventos/domain';
import { currentUserId, requireUser } from '../../plugins/auth';
import { moduleDeps } from '../../plugins/module-deps';
import type { NotificationRow } from './notifications.repository';
import { countMyUnread, listMyNotifications, markAllMineRead, markMineRead } from './notifications.service';

export const prefix = '/api/v1';

const toOut = (r: NotificationRow) => ({
  id: r.id,
  type: r.type,
  title: r.title,
  body: r.body,
  link: r.link,
  data: r.data ?? {},
  read: r.read_at !== null,
  read_at: r.read_at?.toISOString() ?? null,
  created_at: r.created_at.toISOString(),
});

const tags = ['notificaciones'];
const security = [{ bearerAuth: [] }];

const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = moduleDeps(app);
  app.addHook('onRequest', requireUser);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        security,
        summary: 'Mis notificaciones (más recientes primero); `unread=true` solo las no leídas',
        querystring: NotificationsQuerySchema,
        response: { 200: paginatedEnvelope(NotificationOutSchema) },
      },
    },
    async (request) => {
      const { page, size, unread } = request.query;
      const { rows, total } = await listMyNotifications(deps, currentUserId(request), { page, size, unread });
      return { data: rows.map(toOut), total, page, size };
    },
  );

  app.get(
    '/notifications/unread-count',
    {
      schema: {
        tags,
        security,
        summary: 'Cantidad de notificaciones no leídas',
        response: { 200: dataEnvelope(CountSchema) },
      },
    },
    async (request) => ({ data: { count: await countMyUnread(deps, currentUserId(request)) } }),
  );

  app.put(
    '/notifications/read-all',
    {
      schema: {
        tags,
        security,
        summary: 'Marca todas mis notificaciones como leídas',
        response: { 200: dataEnvelope(UpdatedCountSchema) },
      },
    },
    async (request) => ({ data: { updated: await markAllMineRead(deps, currentUserId(request)) } }),
  );

  app.put(
    '/notifications/:id/read',
    {
      schema: {
        tags,
        security,
        summary: 'Marca una notificación como leída',
        params: IdParamSchema,
        response: { 200: dataEnvelope(NotificationOutSchema) },
      },
    },
    async (request) => ({ data: toOut(await markMineRead(deps, currentUserId(request), request.params.id)) }),
  );
};

export default notificationsRoutes;
