// Claiming a site its owner unlinked (docs/decisions/116-unlinked-sites.md). Signed-in users only:
//   POST /providers/claim/code {slug}       → mails a 6-digit code to the site's own e-mail
//   POST /providers/claim      {slug, code} → the user owns the site again and it is published
// The site is found by its current slug and must be unlinked (404 otherwise, so published sites
// reveal nothing); a user who already has a provider gets 409. Codes: same limits as affiliation.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClaimCodeRequestSchema, ClaimCodeSentSchema, ClaimSiteSchema, ProviderEnvelope, dataEnvelope } from '@eventos/domain';
import { currentUserId, requireUser } from '../../plugins/auth';
import { moduleDeps } from '../../plugins/module-deps';
import { claimSite, sendClaimCode } from './claim.service';
import { findProviderById } from './providers.repository';
import { presentProvider } from './provider-view';

const tags = ['proveedores: reclamar un sitio'];

const providersClaimRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const deps = moduleDeps(fastify);

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
      return { data: await sendClaimCode(deps, request.body.slug, currentUserId(request)) };
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
      const id = await claimSite(deps, request.body.slug, currentUserId(request), request.body.code);
      const row = await findProviderById(deps.db, id);
      return { data: await presentProvider(deps, row!, { withLogo: true, relations: ['servicesTypes', 'location'] }) };
    },
  );
};

export default providersClaimRoutes;
