// Owner edits of a provider site. Every function assumes the caller already checked ownership
// (loadOwnedProvider) and validated the body with the shared schemas.
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { COVERS_MAX, type ContactInput, type SocialLinks } from '@eventos/domain';
import type { Db } from '../../db/client';
import { albums, media, providerServiceTypes, providerSlugHistory, providers } from '../../db/schema';
import type { SocialLinksJson } from '../../db/schema';
import { unprocessable } from '../../plugins/errors';
import { pm } from './providers.messages';
import type { ProviderRow } from './providers.repository';

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

export function contactValues(body: ContactInput): Partial<typeof providers.$inferInsert> {
  return {
    contact_firstname: body.contact_firstname,
    contact_lastname: body.contact_lastname,
    cellphone: body.cellphone,
    email: body.email,
    address_line1: body.address_line1,
    address_line2: body.address_line2 ? body.address_line2 : null,
    location_id: body.location_id,
    ...(body.website === undefined ? {} : { website: body.website ? body.website : null }),
  };
}

/** '' → removed; links without a scheme get https://. */
export function normalizeSocialLinks(body: SocialLinks): SocialLinksJson {
  const out: SocialLinksJson = {};
  for (const network of ['facebook', 'instagram', 'twitter', 'linkedin'] as const) {
    const value = body[network]?.trim();
    out[network] = value ? (/^https?:\/\//i.test(value) ? value : `https://${value}`) : null;
  }
  return out;
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

/**
 * Cover photos = the photos of the covers album (uploaded there through the albums API). The list
 * gives their order; covers left out go to the album's trash (restorable).
 */
export async function setCovers(db: Db, providerId: number, mediaIds: number[]): Promise<void> {
  const ids = [...new Set(mediaIds)];
  if (ids.length > COVERS_MAX) {
    const message = pm('providers.covers.max', { max: COVERS_MAX });
    throw unprocessable(message, { media_ids: [message] });
  }
  const albumId = await ensureAlbum(db, providerId, 'covers');
  const found = ids.length
    ? await db
        .select({ id: media.id })
        .from(media)
        .where(
          and(
            inArray(media.id, ids),
            eq(media.album_id, albumId),
            eq(media.media_type, 'photo'),
            isNull(media.trashed_at),
          ),
        )
    : [];
  if (found.length !== ids.length) {
    const message = pm('providers.covers.invalid');
    throw unprocessable(message, { media_ids: [message] });
  }
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
