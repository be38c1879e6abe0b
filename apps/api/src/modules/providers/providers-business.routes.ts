// Business-plan features of the site: cover photos and testimonials. Writes are owner-only
// (401/403) and answer 422 "…solo para el plan Business." for basic providers; reads show
// nothing for basic providers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CoverOutSchema,
  CoversBodySchema,
  IdParamSchema,
  NoContentSchema,
  TestimonialOutSchema,
  TestimonialParamsSchema,
  TestimonialSchema,
  dataEnvelope,
  listEnvelope,
  t,
} from '@eventos/domain';
import { ownedResource } from '../../lib/owned-resource';
import { notFound, unprocessable } from '../../plugins/errors';
import { moduleDeps } from '../../plugins/module-deps';
import { assertValidKey, type Storage } from '../../storage/storage';
import { assertBusiness, ownedProvider, ownerGuard } from './provider-checks';
import { pm } from './providers.messages';
import { findProviderById } from './providers.repository';
import { loadCovers } from './provider-relations.repository';
import { toImageOut } from './provider-images';
import { setCovers } from './providers-write.service';
import { toTestimonialOut } from './testimonials.view';
import {
  createTestimonial,
  deleteTestimonial,
  listTestimonials,
  updateTestimonial,
} from './testimonials.repository';
import type { SimilarCache } from './similar-providers';

const tags = ['proveedores: plan Business'];

/** The owner's provider of `:id` once ownerGuard passed, on the Business plan (else 422). */
const businessProvider = ownedResource(ownedProvider, assertBusiness);

const CoversEnvelope = listEnvelope(CoverOutSchema);
const TestimonialEnvelope = dataEnvelope(TestimonialOutSchema);
const TestimonialListEnvelope = listEnvelope(TestimonialOutSchema);

/** The testimonial photo must be one of our files: a storage key or one of our CDN URLs. */
function photoKey(storage: Storage, photo: string | null | undefined): string | null {
  if (!photo) return null;
  const key = /^https?:\/\/|^\//i.test(photo) ? storage.keyFromUrl(photo) : photo;
  try {
    if (key) return assertValidKey(key);
  } catch {
    // falls through to the 422
  }
  throw unprocessable(t('testimonials.photo.invalid'), { photo: [t('testimonials.photo.invalid')] });
}

const providersBusinessRoutes: FastifyPluginAsyncZod<{ similarCache: SimilarCache }> = async (fastify) => {
  const deps = moduleDeps(fastify);
  const storage = deps.storage;

  fastify.put(
    '/providers/:id/covers',
    {
      preValidation: ownerGuard,
      schema: {
        tags,
        summary: 'Ordena las fotos de portada (fotos del álbum de portadas); las omitidas van a la papelera',
        params: IdParamSchema,
        body: CoversBodySchema,
        response: { 200: CoversEnvelope },
      },
    },
    async (request) => {
      const provider = await businessProvider(request);
      await setCovers(deps, provider.id, request.body.media_ids);
      const covers = (await loadCovers(deps.db, [provider.id])).get(provider.id) ?? [];
      return { data: covers.map((c) => ({ ...toImageOut(storage, { ...c, path: c.path ?? '' }), media_id: c.id })) };
    },
  );

  fastify.get(
    '/providers/:id/testimonials',
    {
      schema: {
        tags,
        summary: 'Testimonios del sitio (vacío en el plan básico)',
        params: IdParamSchema,
        response: { 200: TestimonialListEnvelope },
      },
    },
    async (request) => {
      const provider = await findProviderById(deps.db, request.params.id);
      if (!provider) throw notFound(pm('providers.provider.notFound'));
      if (provider.plan !== 'business') return { data: [] };
      return { data: (await listTestimonials(deps.db, provider.id)).map((t) => toTestimonialOut(storage, t)) };
    },
  );

  fastify.post(
    '/providers/:id/testimonials',
    {
      preValidation: ownerGuard,
      schema: {
        tags,
        summary: 'Agrega un testimonio',
        params: IdParamSchema,
        body: TestimonialSchema,
        response: { 201: TestimonialEnvelope },
      },
    },
    async (request, reply) => {
      const provider = await businessProvider(request);
      const row = await createTestimonial(deps.db, provider.id, { ...request.body, photo: photoKey(storage, request.body.photo) });
      return reply.code(201).send({ data: toTestimonialOut(storage, row) });
    },
  );

  fastify.put(
    '/providers/:id/testimonials/:tid',
    {
      preValidation: ownerGuard,
      schema: {
        tags,
        summary: 'Edita un testimonio',
        params: TestimonialParamsSchema,
        body: TestimonialSchema,
        response: { 200: TestimonialEnvelope },
      },
    },
    async (request) => {
      const provider = await businessProvider(request);
      const body = { ...request.body, photo: photoKey(storage, request.body.photo) };
      const row = await updateTestimonial(deps.db, provider.id, request.params.tid, body);
      if (!row) throw notFound(pm('providers.testimonial.notFound'));
      return { data: toTestimonialOut(storage, row) };
    },
  );

  fastify.delete(
    '/providers/:id/testimonials/:tid',
    {
      preValidation: ownerGuard,
      schema: { tags, summary: 'Elimina un testimonio', params: TestimonialParamsSchema, response: { 204: NoContentSchema } },
    },
    async (request, reply) => {
      const provider = await businessProvider(request);
      if (!(await deleteTestimonial(deps.db, provider.id, request.params.tid))) throw notFound(pm('providers.testimonial.notFound'));
      return reply.code(204).send(null);
    },
  );
};

export default providersBusinessRoutes;
