// DELETE providers/{id} and PUT providers/{id}/unlink (see docs/decisions/003d-hard-delete-providers.md).
//  - delete: the provider row is removed with everything that belongs to it (albums, media,
//    services, testimonials, old slugs, reviews, quotations, upgrade requests: ON DELETE CASCADE);
//    its album files are removed from storage afterwards. The user keeps the account; users.provider_id
//    becomes null (ON DELETE SET NULL), so the user is a customer again and may affiliate anew.
//  - unlink: nobody owns the provider (created_by null, users.provider_id null) and the site is
//    hidden (unlinked_at) until claimed with the code mailed to its e-mail (claimProvider;
//    docs/decisions/116-unlinked-sites.md). The user becomes a customer.
import { TransactionRollbackError, and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { albums, providers, users } from '../../db/schema';
import type { Storage } from '../../storage/storage';

export async function deleteProvider(db: Db, storage: Storage, providerId: number, log?: FastifyBaseLogger): Promise<void> {
  const albumRows = await db.select({ id: albums.id }).from(albums).where(eq(albums.provider_id, providerId));
  await db.transaction(async (tx) => {
    await tx.update(users).set({ provider_id: null }).where(eq(users.provider_id, providerId));
    await tx.delete(providers).where(eq(providers.id, providerId));
  });
  // Files go after the commit: a failure here leaves orphan files, never a broken site.
  for (const { id } of albumRows) {
    await storage.deletePrefix(`media/${id}/`).catch((err: unknown) => {
      log?.warn({ err, albumId: id }, 'No se pudieron borrar los archivos del álbum');
    });
  }
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
