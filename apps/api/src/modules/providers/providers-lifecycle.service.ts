// DELETE providers/{id} and PUT providers/{id}/unlink (see docs/decisions/003-providers.md).
//  - delete: the provider row is removed with everything that belongs to it (albums, media,
//    services, testimonials, old slugs, reviews, quotations, upgrade requests: ON DELETE CASCADE);
//    its album files are removed from storage afterwards. The user keeps the account; users.provider_id
//    becomes null (ON DELETE SET NULL), so the user is a customer again and may affiliate anew.
//  - unlink: the provider stays published but nobody owns it (created_by null, users.provider_id
//    null). The user becomes a customer; an operator can hand the site to someone else later.
import { and, eq } from 'drizzle-orm';
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
    await tx.update(providers).set({ created_by: null }).where(eq(providers.id, providerId));
  });
}
