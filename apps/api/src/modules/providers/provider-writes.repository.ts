// The SQL of a provider's writes (docs/decisions/136-service-dependencies.md): the lookups behind
// the server-side checks (provider-checks.ts), the affiliation's transaction
// (providers-create.service.ts) and the owner's edits (providers-write.service.ts).
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { albums, emailCodes, locations, media, providerServiceTypes, providerSlugHistory, providers, serviceTypes, uploads, users } from '../../db/schema';
import { conflict } from '../../plugins/errors';
import { pm } from './providers.messages';
import type { ProviderRow } from './providers.repository';

/** How many of `ids` are existing service types. */
export async function countServiceTypes(db: Db, ids: number[]): Promise<number> {
  const rows = await db.select({ id: serviceTypes.id }).from(serviceTypes).where(inArray(serviceTypes.id, ids));
  return rows.length;
}

/** `locationId` is an existing district. */
export async function isDistrict(db: Db, locationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.type, 'district')))
    .limit(1);
  return Boolean(row);
}

/** The user's own upload `uploadId` (its MIME type), if any. */
export async function findUserUpload(db: Db, userId: number, uploadId: number): Promise<{ id: number; mime: string } | undefined> {
  const [row] = await db
    .select({ id: uploads.id, mime: uploads.mime_type })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.user_id, userId)))
    .limit(1);
  return row;
}

/** The user is attached to a provider or created one. */
export async function userHasProvider(db: Db, userId: number): Promise<boolean> {
  const [user] = await db.select({ provider_id: users.provider_id }).from(users).where(eq(users.id, userId)).limit(1);
  const [created] = await db.select({ id: providers.id }).from(providers).where(eq(providers.created_by, userId)).limit(1);
  return Boolean(user?.provider_id || created);
}

/**
 * One transaction: the provider row, its gallery and covers albums and its services, attached to
 * the user (409 when the user got a provider meanwhile), and the user's affiliation codes deleted.
 */
export async function insertProvider(
  db: Db,
  values: typeof providers.$inferInsert & { created_by: number },
  serviceTypeIds: number[],
  codePurpose: string,
): Promise<number> {
  const userId = values.created_by;
  return db.transaction(async (tx) => {
    const [provider] = await tx.insert(providers).values(values).returning({ id: providers.id });
    const id = provider!.id;
    await tx.insert(albums).values([
      { provider_id: id, kind: 'gallery' },
      { provider_id: id, kind: 'covers' },
    ]);
    await tx
      .insert(providerServiceTypes)
      .values(serviceTypeIds.map((service_type_id) => ({ provider_id: id, service_type_id })));
    const attached = await tx
      .update(users)
      .set({ provider_id: id })
      .where(and(eq(users.id, userId), isNull(users.provider_id)))
      .returning({ id: users.id });
    if (attached.length === 0) throw conflict(pm('providers.provider.alreadyExists'));
    await tx.delete(emailCodes).where(and(eq(emailCodes.user_id, userId), eq(emailCodes.purpose, codePurpose)));
    return id;
  });
}

export async function updateProvider(db: Db, id: number, values: Partial<typeof providers.$inferInsert>): Promise<void> {
  await db.update(providers).set(values).where(eq(providers.id, id));
}

/** New name and slug; the old slug is kept in provider_slug_history so /{old} still finds the site. */
export async function renameProvider(db: Db, provider: ProviderRow, companyName: string, slug: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (slug !== provider.slug) {
      await tx
        .delete(providerSlugHistory)
        .where(and(eq(providerSlugHistory.provider_id, provider.id), eq(providerSlugHistory.slug, slug)));
      await tx.insert(providerSlugHistory).values({ provider_id: provider.id, slug: provider.slug }).onConflictDoNothing();
    }
    await tx.update(providers).set({ company_name: companyName, slug }).where(eq(providers.id, provider.id));
  });
}

export async function replaceServices(db: Db, providerId: number, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(providerServiceTypes)
      .where(and(eq(providerServiceTypes.provider_id, providerId), notInArray(providerServiceTypes.service_type_id, ids)));
    await tx
      .insert(providerServiceTypes)
      .values(ids.map((service_type_id) => ({ provider_id: providerId, service_type_id })))
      .onConflictDoNothing();
    // Touch the provider so caches and the sitemap see the change.
    await tx.update(providers).set({ updated_at: new Date() }).where(eq(providers.id, providerId));
  });
}

export async function ensureAlbum(db: Db, providerId: number, kind: 'gallery' | 'covers'): Promise<number> {
  await db.insert(albums).values({ provider_id: providerId, kind }).onConflictDoNothing();
  const [album] = await db
    .select({ id: albums.id })
    .from(albums)
    .where(and(eq(albums.provider_id, providerId), eq(albums.kind, kind)))
    .limit(1);
  return album!.id;
}

/** Which of `ids` are photos of the album, not in its trash. */
export async function albumPhotoIds(db: Db, albumId: number, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: media.id })
    .from(media)
    .where(and(inArray(media.id, ids), eq(media.album_id, albumId), eq(media.media_type, 'photo'), isNull(media.trashed_at)));
  return rows.map((row) => row.id);
}

/** The album's photos in the order of `ids`; the others go to its trash. */
export async function orderCovers(db: Db, albumId: number, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await tx.update(media).set({ sort_order: index }).where(eq(media.id, id));
    }
    await tx
      .update(media)
      .set({ trashed_at: new Date() })
      .where(
        and(eq(media.album_id, albumId), isNull(media.trashed_at), ids.length ? notInArray(media.id, ids) : sql`true`),
      );
  });
}
