// SQL of a provider's legal identity (docs/decisions/136-service-dependencies.md).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';

/** Who created the provider (its owner), or null when there is no such provider. */
export async function findProviderOwner(
  db: Db,
  providerId: number,
): Promise<{ created_by: number | null } | null> {
  const [row] = await db
    .select({ created_by: providers.created_by })
    .from(providers)
    .where(eq(providers.id, providerId));
  return row ?? null;
}

export interface IdentityColumns {
  ruc: string | null;
  legal_name: string | null;
  dni: string | null;
}

/** Sets the three columns; null when the provider is gone. */
export async function updateProviderIdentity(
  db: Db,
  providerId: number,
  values: IdentityColumns,
): Promise<IdentityColumns | null> {
  const [row] = await db
    .update(providers)
    .set(values)
    .where(eq(providers.id, providerId))
    .returning({ ruc: providers.ruc, legal_name: providers.legal_name, dni: providers.dni });
  return row ?? null;
}
