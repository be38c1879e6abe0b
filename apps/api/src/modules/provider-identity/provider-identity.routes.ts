// A provider's legal identity (issue 18; docs/decisions/184-ruc-dni-phones.md), under /api/v1:
//   PUT /providers/:id/identity   owner: { type: 'ruc', ruc, legal_name } or { type: 'dni', dni }
//                                 → { data: { ruc, legal_name, has_dni } }. RUC and razón social are
//                                 public ('RUC 20…' on the site); a DNI is kept private.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, IdSchema, ProviderIdentityOutSchema, ProviderIdentitySchema, dataEnvelope } from '@eventos/domain';
import { assertOwner, requireUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { moduleDeps } from '../../plugins/module-deps';
import { findProviderOwner } from './provider-identity.repository';
import { setProviderIdentity } from './provider-identity.service';

export const prefix = '/api/v1';

const providerIdentityRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = moduleDeps(app);

  app.put(
    '/providers/:id/identity',
    {
      onRequest: requireUser,
      preValidation: async (request) => {
        const id = IdSchema.safeParse((request.params as { id?: unknown }).id);
        if (!id.success) throw notFound();
        const row = await findProviderOwner(deps.db, id.data);
        if (!row) throw notFound();
        assertOwner(request, row.created_by);
      },
      schema: {
        tags: ['proveedores'],
        summary: 'RUC y razón social, o DNI, del proveedor',
        security: [{ bearerAuth: [] }],
        params: IdParamSchema,
        body: ProviderIdentitySchema,
        response: { 200: dataEnvelope(ProviderIdentityOutSchema) },
      },
    },
    async (request) => ({ data: await setProviderIdentity(deps, request.params.id, request.body) }),
  );
};

export default providerIdentityRoutes;
