// Personal data of the signed-in user (Ley 29733; docs/decisions/181-personal-data-consent.md),
// under /api/v1:
//   GET    /user/consents   { data: { current_version, required, terms_privacy, marketing } }
//   POST   /user/consents   accept terms + privacy (explicit) and choose marketing → 200 status
//   PUT    /user/consents/marketing  { granted }: give or withdraw marketing e-mails → 200 status
//   GET    /user/export     every stored datum of the caller as a JSON download
//   DELETE /user            body { confirm: 'ELIMINAR' }: deletes the account → 204, session ended
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AcceptConsentsSchema, ConsentStatusSchema, DeleteAccountSchema, MarketingConsentSchema, dataEnvelope } from '@eventos/domain';
import { currentUserId, requireUser } from '../../plugins/auth';
import { unauthorized } from '../../plugins/errors';
import { moduleDeps } from '../../plugins/module-deps';
import { clearRefreshCookie } from '../auth';
import { exportUserData } from './account.repository';
import { acceptConsents, consentStatus, deleteAccount, setMarketingConsent } from './account.service';

export const prefix = '/api/v1';

const tags = ['cuenta'];
const security = [{ bearerAuth: [] }];

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });

  const deps = moduleDeps(app);

  app.get(
    '/user/consents',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Mis consentimientos', security, response: { 200: dataEnvelope(ConsentStatusSchema) } },
    },
    async (request) => ({ data: await consentStatus(deps, currentUserId(request)) }),
  );

  app.post(
    '/user/consents',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Aceptar términos y política de privacidad',
        security,
        body: AcceptConsentsSchema,
        response: { 200: dataEnvelope(ConsentStatusSchema) },
      },
    },
    async (request) => {
      return { data: await acceptConsents(deps, currentUserId(request), request.body.version, request.body.marketing) };
    },
  );

  app.put(
    '/user/consents/marketing',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Dar o retirar el consentimiento para correos de novedades y promociones',
        security,
        body: MarketingConsentSchema,
        response: { 200: dataEnvelope(ConsentStatusSchema) },
      },
    },
    async (request) => {
      return { data: await setMarketingConsent(deps, currentUserId(request), request.body.granted) };
    },
  );

  app.get(
    '/user/export',
    { onRequest: requireUser, schema: { tags, summary: 'Descargar mis datos (JSON)', security } },
    async (request, reply) => {
      const userId = currentUserId(request);
      const data = await exportUserData(deps.db, userId);
      if (!data) throw unauthorized();
      const body = JSON.stringify({ exported_at: new Date().toISOString(), controller: app.config.BUSINESS_NAME, ...data }, null, 2);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="mis-datos-eventos-peru-${userId}.json"`)
        .send(body);
    },
  );

  app.delete(
    '/user',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Eliminar mi cuenta', security, body: DeleteAccountSchema },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      if (!(await deleteAccount(deps, userId, request.log))) throw unauthorized();
      clearRefreshCookie(reply, app.config.isProduction);
      return reply.code(204).send();
    },
  );
};

export default accountRoutes;
