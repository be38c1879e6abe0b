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
import { moduleDeps } from '../../plugins/module-deps';
import { ownedProvider, ownerGuard } from './provider-checks';
import { findProviderById } from './providers.repository';
import { updateProvider } from './provider-writes.repository';
import { changeContact, changeLogo, changeServices, normalizeSocialLinks, renameSite } from './providers-write.service';
import { upgradeToBusiness } from './plans.service';
import { presentProvider } from './provider-view';
import type { SimilarCache } from './similar-providers';

const tags = ['proveedores: edición'];
const params = IdParamSchema;
const response = { 200: ProviderEnvelope };

const UpgradeEnvelope = dataEnvelope(ProviderUpgradeSchema);

const providersWriteRoutes: FastifyPluginAsyncZod<{ similarCache: SimilarCache }> = async (fastify, opts) => {
  fastify.addHook('preValidation', ownerGuard);
  const deps = moduleDeps(fastify);
  const present = async (id: number) => {
    opts.similarCache.clear();
    const row = await findProviderById(deps.db, id);
    return { data: await presentProvider(deps, row!, { withLogo: true, relations: ['servicesTypes', 'location'] }) };
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
      const row = await upgradeToBusiness(deps, provider, currentUserId(request));
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
      await changeLogo(deps, provider.id, currentUserId(request), request.body.logo_id);
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
      await renameSite(deps, provider, request.body.company_name, request.body.slug);
      return present(provider.id);
    },
  );

  fastify.put(
    '/providers/:id/intro',
    { schema: { tags, summary: 'Cambia el texto de presentación', params, body: IntroSchema, response } },
    async (request) => {
      const provider = await ownedProvider(request, request.params.id);
      await updateProvider(deps.db, provider.id, { introductory_text: request.body.introductory_text });
      return present(provider.id);
    },
  );

  fastify.put(
    '/providers/:id/services',
    { schema: { tags, summary: 'Reemplaza los servicios (al menos uno)', params, body: ServicesSchema, response } },
    async (request) => {
      const provider = await ownedProvider(request, request.params.id);
      await changeServices(deps, provider.id, request.body.service_type_ids);
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
      const { preregister_id: preregisterId, ...body } = request.body;
      await changeContact(deps, provider, currentUserId(request), body, preregisterId);
      return present(provider.id);
    },
  );

  fastify.put(
    '/providers/:id/social',
    { schema: { tags, summary: 'Cambia los enlaces a redes sociales ("" o null los quita)', params, body: SocialLinksSchema, response } },
    async (request) => {
      const provider = await ownedProvider(request, request.params.id);
      await updateProvider(deps.db, provider.id, { social_links: normalizeSocialLinks(request.body) });
      return present(provider.id);
    },
  );
};

export default providersWriteRoutes;
