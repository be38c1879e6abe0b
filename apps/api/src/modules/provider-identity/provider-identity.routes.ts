// A provider's legal identity (issue 18; docs/decisions/184-ruc-dni-phones.md), under /api/v1:
//   PUT /providers/:id/identity   owner: { type: 'ruc', ruc, legal_name } or { type: 'dni', dni }
//                                 → { data: { ruc, legal_name, has_dni } }. RUC and razón social are
//                                 public ('RUC 20…' on the site); a DNI is kept private.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { IdParamSchema, IdSchema, ProviderIdentitySchema, dataEnvelope } from '@eventos/domain';
import { providers } from '../../db/schema';
import { assertOwner, requireUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';

export const prefix = '/api/v1';

const IdentityOutSchema = z.object({ ruc: z.string().nullable(), legal_name: z.string().nullable(), has_dni: z.boolean() });

const providerIdentityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/providers/:id/identity',
    {
      onRequest: requireUser,
      preValidation: async (request) => {
        const id = IdSchema.safeParse((request.params as { id?: unknown }).id);
        if (!id.success) throw notFound();
        const [row] = await app.db
          .select({ created_by: providers.created_by })
          .from(providers)
          .where(eq(providers.id, id.data));
        if (!row) throw notFound();
        assertOwner(request, row.created_by);
      },
      schema: {
        tags: ['proveedores'],
        summary: 'RUC y razón social, o DNI, del proveedor',
        security: [{ bearerAuth: [] }],
        params: IdParamSchema,
        body: ProviderIdentitySchema,
        response: { 200: dataEnvelope(IdentityOutSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const values =
        body.type === 'ruc'
          ? { ruc: body.ruc, legal_name: body.legal_name, dni: null }
          : { ruc: null, legal_name: null, dni: body.dni };
      const [row] = await app.db
        .update(providers)
        .set(values)
        .where(eq(providers.id, request.params.id))
        .returning({ ruc: providers.ruc, legal_name: providers.legal_name, dni: providers.dni });
      if (!row) throw notFound();
      return { data: { ruc: row.ruc, legal_name: row.legal_name, has_dni: row.dni !== null } };
    },
  );
};

export default providerIdentityRoutes;
