// Personal data of the signed-in user (Ley 29733; docs/decisions/181-personal-data-consent.md),
// under /api/v1:
//   GET    /user/consents   { data: { current_version, required, terms_privacy, marketing } }
//   POST   /user/consents   accept terms + privacy (explicit) and choose marketing → 200 status
//   PUT    /user/consents/marketing  { granted }: give or withdraw marketing e-mails → 200 status
//   GET    /user/export     every stored datum of the caller as a JSON download
//   DELETE /user            body { confirm: 'ELIMINAR' }: deletes the account → 204, session ended
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcceptConsentsSchema,
  ConsentStatusSchema,
  DeleteAccountSchema,
  MarketingConsentSchema,
  PRIVACY_POLICY_VERSION,
  dataEnvelope,
  t,
  type ConsentRecord,
} from '@eventos/domain';
import { currentUserId, requireUser } from '../../plugins/auth';
import { fieldError, unauthorized } from '../../plugins/errors';
import { clearRefreshCookie } from '../auth';
import { deleteProvider } from '../providers';
import {
  deleteUserRow,
  exportUserData,
  latestConsents,
  ownedProviderIds,
  recordConsents,
  recordMarketingConsent,
  type ConsentRow,
} from './account.repository';

export const prefix = '/api/v1';

const tags = ['cuenta'];
const security = [{ bearerAuth: [] }];

const toRecord = (row: ConsentRow | undefined): ConsentRecord | null =>
  row
    ? {
        kind: row.kind as ConsentRecord['kind'],
        granted: row.granted,
        version: row.version,
        created_at: row.created_at.toISOString(),
      }
    : null;

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });

  const status = async (userId: number) => {
    const latest = await latestConsents(app.db, userId);
    const terms = toRecord(latest.terms_privacy);
    return {
      current_version: PRIVACY_POLICY_VERSION,
      required: !terms || !terms.granted || terms.version !== PRIVACY_POLICY_VERSION,
      terms_privacy: terms,
      marketing: toRecord(latest.marketing),
    };
  };

  app.get(
    '/user/consents',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Mis consentimientos', security, response: { 200: dataEnvelope(ConsentStatusSchema) } },
    },
    async (request) => ({ data: await status(currentUserId(request)) }),
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
      const userId = currentUserId(request);
      // The user must have seen the version in force (a tab opened before a policy change re-asks).
      if (request.body.version !== PRIVACY_POLICY_VERSION) {
        throw fieldError('version', t('consent.version.outdated'));
      }
      await recordConsents(app.db, userId, PRIVACY_POLICY_VERSION, request.body.marketing);
      return { data: await status(userId) };
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
      const userId = currentUserId(request);
      await recordMarketingConsent(app.db, userId, PRIVACY_POLICY_VERSION, request.body.granted);
      return { data: await status(userId) };
    },
  );

  app.get(
    '/user/export',
    { onRequest: requireUser, schema: { tags, summary: 'Descargar mis datos (JSON)', security } },
    async (request, reply) => {
      const userId = currentUserId(request);
      const data = await exportUserData(app.db, userId);
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
      for (const providerId of await ownedProviderIds(app.db, userId)) {
        await deleteProvider(app.db, app.storage, providerId, request.log);
      }
      if (!(await deleteUserRow(app.db, userId))) throw unauthorized();
      clearRefreshCookie(reply, app.config.isProduction);
      return reply.code(204).send();
    },
  );
};

export default accountRoutes;
