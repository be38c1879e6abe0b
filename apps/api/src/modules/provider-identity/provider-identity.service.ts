// A provider's legal identity (docs/decisions/184-ruc-dni-phones.md): a RUC with its razón social
// (public), or a DNI (private: only whether there is one is answered). Services take
// `Pick<ModuleDeps, …>` (docs/decisions/136-service-dependencies.md).
import type { z } from 'zod';
import type { ProviderIdentitySchema } from '@eventos/domain';
import { notFound } from '../../plugins/errors';
import type { ModuleDeps } from '../../plugins/module-deps';
import { updateProviderIdentity } from './provider-identity.repository';

export interface ProviderIdentityOut {
  ruc: string | null;
  legal_name: string | null;
  has_dni: boolean;
}

/** One identity replaces the other: a RUC clears the DNI and the other way round. */
export async function setProviderIdentity(
  deps: Pick<ModuleDeps, 'db'>,
  providerId: number,
  body: z.output<typeof ProviderIdentitySchema>,
): Promise<ProviderIdentityOut> {
  const values =
    body.type === 'ruc'
      ? { ruc: body.ruc, legal_name: body.legal_name, dni: null }
      : { ruc: null, legal_name: null, dni: body.dni };
  const row = await updateProviderIdentity(deps.db, providerId, values);
  if (!row) throw notFound();
  return { ruc: row.ruc, legal_name: row.legal_name, has_dni: row.dni !== null };
}
