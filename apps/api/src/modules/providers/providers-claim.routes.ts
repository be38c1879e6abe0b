// Claiming a site its owner unlinked (docs/decisions/116-unlinked-sites.md). Signed-in users only:
//   POST /providers/claim/code {slug}       → mails a 6-digit code to the site's own e-mail
//   POST /providers/claim      {slug, code} → the user owns the site again and it is published
// The site is found by its current slug and must be unlinked (404 otherwise, so published sites
// reveal nothing); a user who already has a provider gets 409. Codes: same limits as affiliation.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClaimCodeRequestSchema, ClaimCodeSentSchema, ClaimSiteSchema, ProviderEnvelope, dataEnvelope, maskEmail } from '@eventos/domain';
import { currentUserId, requireUser } from '../../plugins/auth';
import { HttpError, conflict, notFound, unprocessable } from '../../plugins/errors';
import { CLAIM_CODE_PURPOSE, consumeVerifiedEmail, sendCode, validateCode } from './email-codes.service';
import { pm } from './providers.messages';
import { claimProvider } from './providers-lifecycle.service';
import { findProviderById, findProviderBySlug, findProviderCreatedBy, type ProviderRow } from './providers.repository';
import { presentProvider } from './provider-view';
import { normalizeSlug } from './slug.service';

const tags = ['proveedores: reclamar un sitio'];

const providersClaimRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const codeCtx = () => ({ db: fastify.db, secret: fastify.config.JWT_SECRET });

  async function claimable(slug: string, userId: number): Promise<ProviderRow & { email: string }> {
    const normalized = normalizeSlug(slug);
    const row = normalized ? await findProviderBySlug(fastify.db, normalized) : null;
    if (!row?.unlinked_at || row.created_by !== null) throw notFound(pm('providers.claim.notFound'));
    if (await findProviderCreatedBy(fastify.db, userId)) throw conflict(pm('providers.provider.alreadyExists'));
    if (!row.email) throw unprocessable(pm('providers.claim.noEmail'));
    return row as ProviderRow & { email: string };
  }

  fastify.post(
    '/providers/claim/code',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Envía un código al correo de un sitio desvinculado para reclamarlo',
        body: ClaimCodeRequestSchema,
        response: { 200: dataEnvelope(ClaimCodeSentSchema) },
      },
    },
    async (request) => {
      const site = await claimable(request.body.slug, currentUserId(request));
      const sent = await sendCode(codeCtx(), currentUserId(request), site.email, CLAIM_CODE_PURPOSE, site.company_name);
      return {
        data: { sent: true as const, email_hint: maskEmail(site.email), expires_at: sent.expires_at, resend_after_seconds: sent.resend_after_seconds },
      };
    },
  );

  fastify.post(
    '/providers/claim',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Reclama un sitio desvinculado con el código enviado a su correo: vuelve a publicarse con el usuario como dueño',
        body: ClaimSiteSchema,
        response: { 200: ProviderEnvelope },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      const site = await claimable(request.body.slug, userId);
      const valid = await validateCode(codeCtx(), userId, request.body.code, CLAIM_CODE_PURPOSE);
      // The code must have gone to this site's address (not another site's).
      if (valid.email_address.toLowerCase() !== site.email.toLowerCase()) {
        throw new HttpError(422, pm('providers.code.wrong'), { code: [pm('providers.code.wrong')] });
      }
      if (!(await claimProvider(fastify.db, site.id, userId))) throw conflict(pm('providers.claim.taken'));
      await consumeVerifiedEmail(fastify.db, valid.preregister_id);
      const row = await findProviderById(fastify.db, site.id);
      return { data: await presentProvider({ db: fastify.db, storage: fastify.storage }, row!, { withLogo: true, relations: ['servicesTypes', 'location'] }) };
    },
  );
};

export default providersClaimRoutes;
