// Affiliation: e-mail code (resendCode/validateCode), slug availability and POST providers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateProviderBodySchema,
  EmailCodeSentSchema,
  EmailCodeValidSchema,
  ProviderEnvelope,
  ResendCodeSchema,
  SlugAvailabilityQuerySchema,
  SlugAvailabilitySchema,
  ValidateCodeSchema,
  dataEnvelope,
} from '@eventos/domain';
import { currentUserId, requireUser } from '../../plugins/auth';
import { moduleDeps } from '../../plugins/module-deps';
import { sendCode, validateCode } from './email-codes.service';
import { createProvider } from './providers-create.service';
import { findProviderById } from './providers.repository';
import { presentProvider } from './provider-view';
import { slugAvailability } from './slug.service';

const tags = ['proveedores: afiliación'];

const providersAffiliationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const deps = moduleDeps(fastify);

  fastify.post(
    '/providers/resendCode',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Envía un código de 6 dígitos al correo (vence en 15 min; reenvío cada 60 s)',
        body: ResendCodeSchema,
        response: { 200: dataEnvelope(EmailCodeSentSchema) },
      },
    },
    async (request) => {
      const sent = await sendCode(deps, currentUserId(request), request.body.email_address);
      return { data: { sent: true as const, ...sent } };
    },
  );

  fastify.post(
    '/providers/validateCode',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Valida el código enviado al correo (422 incorrecto o vencido, 423 sin intentos)',
        body: ValidateCodeSchema,
        response: { 200: dataEnvelope(EmailCodeValidSchema) },
      },
    },
    async (request) => ({ data: await validateCode(deps, currentUserId(request), request.body.code) }),
  );

  fastify.get(
    '/providers/slug-availability',
    {
      schema: {
        tags,
        summary: 'Disponibilidad de una dirección /{slug} (normalizada: minúsculas, sin tildes)',
        querystring: SlugAvailabilityQuerySchema,
        response: { 200: dataEnvelope(SlugAvailabilitySchema) },
      },
    },
    async (request) => {
      return { data: await slugAvailability(deps, request.query.slug, request.user?.id ?? null) };
    },
  );

  fastify.post(
    '/providers',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Crea el proveedor del usuario (plan básico) con su álbum y servicios',
        description:
          'Requiere un código de correo validado para `email`. 409 si el usuario ya tiene proveedor o el slug está en uso; ' +
          '422 si el slug está reservado o no es válido, un servicio o el distrito no existen, o el correo no fue confirmado.',
        body: CreateProviderBodySchema,
        response: { 201: ProviderEnvelope },
      },
    },
    async (request, reply) => {
      const id = await createProvider(deps, currentUserId(request), request.body);
      const row = await findProviderById(deps.db, id);
      const data = await presentProvider(deps, row!, {
        withLogo: true,
        relations: ['servicesTypes', 'location', 'album', 'covers'],
      });
      return reply.code(201).send({ data });
    },
  );
};

export default providersAffiliationRoutes;
