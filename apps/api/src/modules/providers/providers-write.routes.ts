// Owner-only edits of the provider site (401 visitors, 403 other users, 404 unknown id):
// upgrade, logo, name (+slug), intro, services, contact, social links.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContactUpdateSchema,
  IntroSchema,
  LogoBodySchema,
  ProviderEnvelope,
  IdParamSchema,
  ProviderUpgradeSchema,
  RenameBodySchema,
  ServicesSchema,
  SocialLinksSchema,
  dataEnvelope,
} from '@eventos/domain';
import { currentUserId } from '../../plugins/auth';
import { consumeVerifiedEmail, requireVerifiedEmail } from './email-codes.service';
import { conflict } from '../../plugins/errors';
import { assertDistrict, assertOwnUpload, assertServiceTypesExist, ownedProvider, ownerGuard } from './provider-checks';
import { pm } from './providers.messages';
import { findProviderById } from './providers.repository';
import {
  contactValues,
  normalizeSocialLinks,
  renameProvider,
  replaceServices,
  updateProvider,
} from './providers-write.service';
import { pendingUpgrade, planPricing, requestBusiness } from './plans.service';
import { presentProvider } from './provider-view';
import { requireAvailableSlug } from './slug.service';
import type { SimilarCache } from './similar-providers';

const tags = ['proveedores: edición'];
const params = IdParamSchema;
const response = { 200: ProviderEnvelope };

const UpgradeEnvelope = dataEnvelope(ProviderUpgradeSchema);

const providersWriteRoutes: FastifyPluginAsyncZod<{ similarCache: SimilarCache }> = async (fastify, opts) => {
  fastify.addHook('preValidation', ownerGuard);
  const db = fastify.db;
  const ctx = { db, storage: fastify.storage };
  const present = async (id: number) => {
    opts.similarCache.clear();
    const row = await findProviderById(db, id);
    return { data: await presentProvider(ctx, row!, { withLogo: true, relations: ['servicesTypes', 'location'] }) };
  };

  fastify.put(
    '/providers/:id/upgrade',
    {
      schema: {
        tags,
        summary:
          'Pide el plan Business: concedido al instante mientras es gratis (precio 0 u oferta vigente); con precio y sin oferta queda pendiente de pago (202)',
        params,
        response: { 200: UpgradeEnvelope, 202: UpgradeEnvelope },
      },
    },
    async (request, reply) => {
      const provider = await ownedProvider(request, request.params.id);
      if (provider.plan === 'business') throw conflict(pm('providers.plan.alreadyBusiness'));
      if (await pendingUpgrade(db, provider.id)) throw conflict(pm('providers.plan.pending'));
      const row = await requestBusiness(db, provider, currentUserId(request), planPricing(fastify.config));
      opts.similarCache.clear();
      const granted = row.status === 'granted';
      if (!granted) reply.code(202);
      return {
        data: {
          plan: granted ? 'business' : provider.plan,
          upgrade_request: {
            id: row.id,
            requested_plan: row.requested_plan,
            status: row.status,
            created_at: row.created_at.toISOString(),
            resolved_at: row.resolved_at?.toISOString() ?? null,
          },
        },
      };
    },
  );

  fastify.put(
    '/providers/:id/logo',
    { schema: { tags, summary: 'Cambia el logo (una imagen subida por el usuario) o lo quita con null', params, body: LogoBodySchema, response } },
    async (request) => {
      const provider = await ownedProvider(request, request.params.id);
      const { logo_id } = request.body;
      if (logo_id) await assertOwnUpload(db, currentUserId(request), logo_id);
      await updateProvider(db, provider.id, { logo_id });
      return present(provider.id);
    },
  );

  fastify.put(
    '/providers/:id/name',
    {
      schema: {
        tags,
        summary: 'Cambia el nombre y la dirección; el slug anterior sigue llevando al sitio',
        params,
        body: RenameBodySchema,
        response,
      },
    },
    async (request) => {
      const provider = await ownedProvider(request, request.params.id);
      const slug = await requireAvailableSlug(db, request.body.slug, provider.id);
      await renameProvider(db, provider, request.body.company_name, slug);
      return present(provider.id);
    },
  );

  fastify.put(
    '/providers/:id/intro',
    { schema: { tags, summary: 'Cambia el texto de presentación', params, body: IntroSchema, response } },
    async (request) => {
      const provider = await ownedProvider(request, request.params.id);
      await updateProvider(db, provider.id, { introductory_text: request.body.introductory_text });
      return present(provider.id);
    },
  );

  fastify.put(
    '/providers/:id/services',
    { schema: { tags, summary: 'Reemplaza los servicios (al menos uno)', params, body: ServicesSchema, response } },
    async (request) => {
      const provider = await ownedProvider(request, request.params.id);
      await assertServiceTypesExist(db, request.body.service_type_ids);
      await replaceServices(db, provider.id, request.body.service_type_ids);
      return present(provider.id);
    },
  );

  fastify.put(
    '/providers/:id/contact',
    {
      schema: {
        tags,
        summary: 'Cambia los datos de contacto y el distrito; un correo nuevo necesita su código validado (422 si no)',
        params,
        body: ContactUpdateSchema,
        response,
      },
    },
    async (request) => {
      const provider = await ownedProvider(request, request.params.id);
      const userId = currentUserId(request);
      const { preregister_id: preregisterId, ...body } = request.body;
      await assertDistrict(db, body.location_id);
      const newEmail = body.email.toLowerCase() !== (provider.email ?? '').toLowerCase();
      const codeCtx = { db, secret: fastify.config.JWT_SECRET };
      const verified = newEmail ? await requireVerifiedEmail(codeCtx, userId, body.email, preregisterId) : null;
      await updateProvider(db, provider.id, contactValues(body));
      if (verified) await consumeVerifiedEmail(db, verified.id);
      return present(provider.id);
    },
  );

  fastify.put(
    '/providers/:id/social',
    { schema: { tags, summary: 'Cambia los enlaces a redes sociales ("" o null los quita)', params, body: SocialLinksSchema, response } },
    async (request) => {
      const provider = await ownedProvider(request, request.params.id);
      await updateProvider(db, provider.id, { social_links: normalizeSocialLinks(request.body) });
      return present(provider.id);
    },
  );
};

export default providersWriteRoutes;
