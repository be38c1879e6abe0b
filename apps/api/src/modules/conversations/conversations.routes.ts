// Conversations between a customer and a provider (issue 15), under /api/v1, signed-in only (401):
//   GET    /conversations?filter=all|unread|archived&q&page&size   the caller's inbox, newest first
//   GET    /conversations/unread-count                               { data: { count, threads } } (header badge)
//   GET    /conversations/stream                                     Server-Sent Events (conversation-hub.ts)
//   POST   /conversations                  { event_id, provider_id, body, attachment? } the customer writes
//                                          to a provider about its event → 201 new thread / 200 existing
//   GET    /conversations/:id              the thread (participants only: 403; 404 unknown)
//   GET    /conversations/:id/messages     ?after&before&limit, ascending ids
//   POST   /conversations/:id/messages     { body ≤ 2,000, attachment? } → 201 (429 past the per-user rate)
//   PUT    /conversations/:id/read         { message_id? } read receipts ("Visto")
//   PUT    /conversations/:id/archive      { archived }
//   POST   /conversations/:id/decline      { reason } "No me interesa" (the provider; 403 for the customer)
//   POST   /conversations/:id/report       { reason } → 201 (200 when already reported)
//   GET|POST /conversations/quick-replies, PUT|DELETE /conversations/quick-replies/:id  (provider owners)
// Outside tests the unread digest (unread-digest.ts) runs every minute in each process.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ArchiveThreadSchema,
  DeclineThreadSchema,
  IdParamSchema,
  IdSchema,
  MarkReadSchema,
  MarkedReadSchema,
  MessageOutSchema,
  OpenedThreadSchema,
  ThreadReportedSchema,
  MessagesQuerySchema,
  OpenThreadSchema,
  QUICK_REPLIES_MAX,
  QuickReplyOutSchema,
  QuickReplySchema,
  ReportThreadSchema,
  SendMessageSchema,
  ThreadDetailSchema,
  ThreadListEnvelope,
  ThreadListQuerySchema,
  UnreadCountSchema,
  ct,
  dataEnvelope,
  listEnvelope,
  pageOffset,
  type ConversationStreamEvent,
} from '@eventos/domain';
import { currentUserId, requireUser } from '../../plugins/auth';
import { forbidden, notFound, unprocessable } from '../../plugins/errors';
import { ConversationHub } from './conversation-hub';
import {
  countQuickReplies,
  countUnread,
  countUnreadInThread,
  deleteQuickReply,
  findMessage,
  findOwnedProviderId,
  findQuickReply,
  findThreadQuotation,
  hasReported,
  insertQuickReply,
  insertReport,
  listMessages,
  listQuickReplies,
  listThreads,
  updateQuickReply,
  type QuickReplyRow,
} from './conversations.repository';
import {
  declineThread,
  loadThreadAccess,
  markRead,
  openThreadByCustomer,
  sendMessage,
  setArchived,
  type ThreadAccess,
} from './conversations.service';
import { presentMessage, presentThreadDetail, presentThreadSummary } from './conversations.view';
import { moduleDeps } from '../../plugins/module-deps';

export const prefix = '/api/v1';

const tags = ['conversaciones'];
const security = [{ bearerAuth: [] }];
const HEARTBEAT_MS = 20_000;

const MessageEnvelope = dataEnvelope(MessageOutSchema);
const OpenThreadEnvelope = dataEnvelope(OpenedThreadSchema);
const quickReplyOut = (r: QuickReplyRow) => ({ id: r.id, title: r.title, body: r.body, updated_at: r.updated_at.toISOString() });

const conversationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = moduleDeps(app);
  const hub = new ConversationHub(deps);
  app.addHook('onRequest', requireUser);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });
  // Streams never end on their own: close them before the server waits for its connections.
  app.addHook('preClose', async () => hub.close());

  const detail = async (access: ThreadAccess, userId: number) => {
    const { thread, role } = access;
    const lastRead = role === 'customer' ? thread.customer_last_read_id : thread.provider_last_read_id;
    const [unread, lastMessage, quotation, reported] = await Promise.all([
      countUnreadInThread(deps.db, thread.id, role, lastRead),
      thread.last_message_id ? findMessage(deps.db, thread.last_message_id) : Promise.resolve(undefined),
      findThreadQuotation(deps.db, thread.user_event_id, thread.provider_id),
      hasReported(deps.db, thread.id, userId),
    ]);
    return presentThreadDetail(deps.storage, thread, { role, unread, lastMessage, quotation, reported });
  };
  // Authorization before validation (preValidation): an intruder gets 403 whatever the body says.
  const accessOf = new WeakMap<FastifyRequest, ThreadAccess>();
  const threadGuard = async (request: FastifyRequest) => {
    const id = IdSchema.safeParse((request.params as { id?: unknown }).id);
    if (id.success) accessOf.set(request, await loadThreadAccess(deps, id.data, currentUserId(request)));
  };
  const access = async (request: FastifyRequest & { params: { id: number } }, userId: number) =>
    accessOf.get(request) ?? loadThreadAccess(deps, request.params.id, userId);

  app.get(
    '/conversations',
    {
      schema: {
        tags,
        security,
        summary: 'Bandeja de mensajes: conversaciones del usuario, la más reciente primero',
        querystring: ThreadListQuerySchema,
        response: { 200: ThreadListEnvelope },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listThreads(deps.db, currentUserId(request), {
        filter: q.filter,
        q: q.q || undefined,
        limit: q.size,
        offset: pageOffset(q),
      });
      return { data: rows.map(presentThreadSummary), total, page: q.page, size: q.size };
    },
  );

  app.get(
    '/conversations/unread-count',
    { schema: { tags, security, summary: 'Mensajes sin leer (insignia del encabezado)', response: { 200: dataEnvelope(UnreadCountSchema) } } },
    async (request) => ({ data: await countUnread(deps.db, currentUserId(request)) }),
  );

  app.get(
    '/conversations/stream',
    {
      schema: {
        tags,
        security,
        summary: 'Eventos en tiempo real (text/event-stream): mensajes nuevos, lecturas y cambios de las conversaciones',
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'private, no-store, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      raw.socket?.setNoDelay(true);
      let open = true;
      const write = (chunk: string) => {
        if (open && !raw.writableEnded) raw.write(chunk);
      };
      const end = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        remove?.();
        if (!raw.writableEnded) raw.end();
      };
      const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      let remove: (() => void) | undefined;
      request.raw.on('close', end);
      raw.on('error', end);
      try {
        remove = await hub.add({
          userId,
          send: (event: ConversationStreamEvent) => write(`data: ${JSON.stringify(event)}\n\n`),
          close: end,
        });
      } catch (err) {
        request.log.error({ err }, 'conversations: could not listen');
        end();
        return;
      }
      if (!open) remove();
      // 'ready': listening from now on; the page fetches what it may have missed before this point.
      write(`retry: 3000\nevent: ready\ndata: {}\n\n`);
    },
  );

  app.post(
    '/conversations',
    {
      schema: {
        tags,
        security,
        summary: 'El cliente escribe a un proveedor sobre uno de sus eventos (abre la conversación o usa la existente)',
        body: OpenThreadSchema,
        response: { 200: OpenThreadEnvelope, 201: OpenThreadEnvelope },
      },
    },
    async (request, reply) => {
      const { threadId, created, message } = await openThreadByCustomer(deps, currentUserId(request), request.body);
      return reply
        .code(created ? 201 : 200)
        .send({ data: { thread_id: threadId, message: presentMessage(deps.storage, message) } });
    },
  );

  // Quick replies (static paths before /conversations/:id).
  const ownedProvider = async (userId: number) => {
    const providerId = await findOwnedProviderId(deps.db, userId);
    if (!providerId) throw forbidden(ct('conversations.quickReplies.providerOnly'));
    return providerId;
  };
  const ownedQuickReply = async (userId: number, id: number) => {
    const providerId = await ownedProvider(userId);
    const row = await findQuickReply(deps.db, id);
    if (!row) throw notFound(ct('conversations.quickReply.notFound'));
    if (row.provider_id !== providerId) throw forbidden();
    return row;
  };
  const quickReplyGuard = async (request: FastifyRequest) => {
    const id = IdSchema.safeParse((request.params as { id?: unknown }).id);
    if (id.success) await ownedQuickReply(currentUserId(request), id.data);
  };

  app.get(
    '/conversations/quick-replies',
    { schema: { tags, security, summary: 'Respuestas rápidas del proveedor', response: { 200: listEnvelope(QuickReplyOutSchema) } } },
    async (request) => {
      const providerId = await ownedProvider(currentUserId(request));
      return { data: (await listQuickReplies(deps.db, providerId)).map(quickReplyOut) };
    },
  );

  app.post(
    '/conversations/quick-replies',
    {
      schema: {
        tags,
        security,
        summary: 'Guarda una respuesta rápida',
        body: QuickReplySchema,
        response: { 201: dataEnvelope(QuickReplyOutSchema) },
      },
    },
    async (request, reply) => {
      const providerId = await ownedProvider(currentUserId(request));
      if ((await countQuickReplies(deps.db, providerId)) >= QUICK_REPLIES_MAX) {
        throw unprocessable(ct('conversations.quickReplies.max', { max: QUICK_REPLIES_MAX }));
      }
      const row = await insertQuickReply(deps.db, providerId, request.body.title, request.body.body);
      return reply.code(201).send({ data: quickReplyOut(row) });
    },
  );

  app.put(
    '/conversations/quick-replies/:id',
    {
      preValidation: quickReplyGuard,
      schema: {
        tags,
        security,
        summary: 'Edita una respuesta rápida',
        params: IdParamSchema,
        body: QuickReplySchema,
        response: { 200: dataEnvelope(QuickReplyOutSchema) },
      },
    },
    async (request) => {
      const row = await ownedQuickReply(currentUserId(request), request.params.id);
      return { data: quickReplyOut(await updateQuickReply(deps.db, row.id, request.body.title, request.body.body)) };
    },
  );

  app.delete(
    '/conversations/quick-replies/:id',
    { preValidation: quickReplyGuard, schema: { tags, security, summary: 'Elimina una respuesta rápida', params: IdParamSchema } },
    async (request, reply) => {
      const row = await ownedQuickReply(currentUserId(request), request.params.id);
      await deleteQuickReply(deps.db, row.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/conversations/:id',
    {
      preValidation: threadGuard,
      schema: {
        tags,
        security,
        summary: 'Una conversación (solo sus dos participantes)',
        params: IdParamSchema,
        response: { 200: dataEnvelope(ThreadDetailSchema) },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      return { data: await detail(await access(request, userId), userId) };
    },
  );

  app.get(
    '/conversations/:id/messages',
    {
      preValidation: threadGuard,
      schema: {
        tags,
        security,
        summary: 'Mensajes de la conversación en orden (after: más nuevos que; before: anteriores a)',
        params: IdParamSchema,
        querystring: MessagesQuerySchema,
        response: { 200: listEnvelope(MessageOutSchema) },
      },
    },
    async (request) => {
      const a = await access(request, currentUserId(request));
      const rows = await listMessages(deps.db, a.thread.id, request.query);
      return { data: rows.map((m) => presentMessage(deps.storage, m)) };
    },
  );

  app.post(
    '/conversations/:id/messages',
    {
      preValidation: threadGuard,
      schema: {
        tags,
        security,
        summary: 'Envía un mensaje (texto de hasta 2 000 caracteres y/o un archivo: imagen, pdf, excel o word)',
        params: IdParamSchema,
        body: SendMessageSchema,
        response: { 201: MessageEnvelope },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const message = await sendMessage(deps, await access(request, userId), userId, request.body);
      return reply.code(201).send({ data: presentMessage(deps.storage, message) });
    },
  );

  app.put(
    '/conversations/:id/read',
    {
      preValidation: threadGuard,
      schema: {
        tags,
        security,
        summary: 'Marca como leídos los mensajes hasta message_id (por defecto, todos)',
        params: IdParamSchema,
        body: MarkReadSchema,
        response: { 200: dataEnvelope(MarkedReadSchema) },
      },
    },
    async (request) => {
      const a = await access(request, currentUserId(request));
      const mark = await markRead(deps, a, request.body.message_id);
      const current = a.role === 'customer' ? a.thread.customer_last_read_id : a.thread.provider_last_read_id;
      return { data: { last_read_message_id: mark ?? current } };
    },
  );

  app.put(
    '/conversations/:id/archive',
    {
      preValidation: threadGuard,
      schema: {
        tags,
        security,
        summary: 'Archiva o desarchiva la conversación (solo para quien lo hace)',
        params: IdParamSchema,
        body: ArchiveThreadSchema,
        response: { 200: dataEnvelope(ThreadDetailSchema) },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      await setArchived(deps, await access(request, userId), userId, request.body.archived);
      // Read the thread again: the guard's copy predates the change.
      return { data: await detail(await loadThreadAccess(deps, request.params.id, userId), userId) };
    },
  );

  app.post(
    '/conversations/:id/decline',
    {
      preValidation: threadGuard,
      schema: {
        tags,
        security,
        summary: '«No me interesa»: el proveedor declina la solicitud con un motivo que el cliente ve (sin costo)',
        params: IdParamSchema,
        body: DeclineThreadSchema,
        response: { 201: MessageEnvelope },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const message = await declineThread(deps, await access(request, userId), userId, request.body.reason);
      return reply.code(201).send({ data: presentMessage(deps.storage, message) });
    },
  );

  app.post(
    '/conversations/:id/report',
    {
      preValidation: threadGuard,
      schema: {
        tags,
        security,
        summary: 'Reporta la conversación (abuso)',
        params: IdParamSchema,
        body: ReportThreadSchema,
        response: { 200: dataEnvelope(ThreadReportedSchema), 201: dataEnvelope(ThreadReportedSchema) },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const a = await access(request, userId);
      const created = await insertReport(deps.db, a.thread.id, userId, request.body.reason);
      return reply.code(created ? 201 : 200).send({ data: { reported: true } });
    },
  );
};

export default conversationsRoutes;
