// The SQL of a provider's lifecycle (providers-lifecycle.service.ts; docs/decisions/003d-hard-delete-providers.md,
// docs/decisions/116-unlinked-sites.md): delete, unlink and claim, one transaction each.
import { TransactionRollbackError, and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { albums, providers, users } from '../../db/schema';

/** The ids of the provider's albums (their files live under media/{id}/). */
export async function providerAlbumIds(db: Db, providerId: number): Promise<number[]> {
  const rows = await db.select({ id: albums.id }).from(albums).where(eq(albums.provider_id, providerId));
  return rows.map((row) => row.id);
}

/** Detaches the owner and deletes the provider row (its rows go with it: ON DELETE CASCADE). */
export async function deleteProviderRow(db: Db, providerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ provider_id: null }).where(eq(users.provider_id, providerId));
    await tx.delete(providers).where(eq(providers.id, providerId));
  });
}

export async function unlinkProvider(db: Db, providerId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ provider_id: null }).where(and(eq(users.id, userId), eq(users.provider_id, providerId)));
    await tx.update(providers).set({ created_by: null, unlinked_at: new Date() }).where(eq(providers.id, providerId));
  });
}

/**
 * Hands an unlinked site to `userId` (who has no provider): owner again, published again. False
 * when someone else claimed it first or the user got a provider meanwhile.
 */
export async function claimProvider(db: Db, providerId: number, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const attached = await tx
      .update(users)
      .set({ provider_id: providerId })
      .where(and(eq(users.id, userId), isNull(users.provider_id)))
      .returning({ id: users.id });
    if (attached.length === 0) return false;
    const claimed = await tx
      .update(providers)
      .set({ created_by: userId, unlinked_at: null })
      .where(and(eq(providers.id, providerId), isNull(providers.created_by), isNotNull(providers.unlinked_at)))
      .returning({ id: providers.id });
    if (claimed.length === 0) {
      tx.rollback();
    }
    return true;
  }).catch((error: unknown) => {
    if (error instanceof TransactionRollbackError) return false;
    throw error;
  });
}
