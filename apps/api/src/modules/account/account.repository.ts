// SQL of the personal-data features: consent records (append-only log), the export of everything
// stored about a user, and the deletion of the account.
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  customerAlbumItems,
  customerAlbums,
  likes,
  notifications,
  providerServiceTypes,
  providers,
  quotations,
  reviews,
  testimonials,
  uploads,
  userConsents,
  userEvents,
  userIdentities,
  users,
} from '../../db/schema';

export type ConsentRow = typeof userConsents.$inferSelect;

/** The latest record of each kind. */
export async function latestConsents(db: Db, userId: number): Promise<Partial<Record<string, ConsentRow>>> {
  const rows = await db
    .select()
    .from(userConsents)
    .where(eq(userConsents.user_id, userId))
    .orderBy(desc(userConsents.id));
  const latest: Partial<Record<string, ConsentRow>> = {};
  for (const row of rows) latest[row.kind] ??= row;
  return latest;
}

export async function recordConsents(
  db: Db,
  userId: number,
  version: string,
  marketing: boolean,
): Promise<void> {
  await db.insert(userConsents).values([
    { user_id: userId, kind: 'terms_privacy', granted: true, version },
    { user_id: userId, kind: 'marketing', granted: marketing, version },
  ]);
}

/** Gives or withdraws the marketing-e-mail consent: one more row of the log (version, time). */
export async function recordMarketingConsent(db: Db, userId: number, version: string, granted: boolean): Promise<void> {
  await db.insert(userConsents).values({ user_id: userId, kind: 'marketing', granted, version });
}

/** Everything stored about the user (no secrets: token hashes and codes are left out). */
export async function exportUserData(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const identities = await db
    .select({ provider: userIdentities.provider, email: userIdentities.email, created_at: userIdentities.created_at })
    .from(userIdentities)
    .where(eq(userIdentities.user_id, userId));
  const events = await db.select().from(userEvents).where(eq(userEvents.user_id, userId));
  const eventIds = events.map((e) => e.id);
  const eventQuotations = eventIds.length
    ? await db.select().from(quotations).where(inArray(quotations.user_event_id, eventIds))
    : [];
  const albums = await db.select().from(customerAlbums).where(eq(customerAlbums.user_id, userId));
  const albumIds = albums.map((a) => a.id);
  const albumItems = albumIds.length
    ? await db.select().from(customerAlbumItems).where(inArray(customerAlbumItems.customer_album_id, albumIds))
    : [];
  const ownProviders = await db.select().from(providers).where(eq(providers.created_by, userId));
  const providerIds = ownProviders.map((p) => p.id);
  return {
    user,
    identities,
    consents: await db.select().from(userConsents).where(eq(userConsents.user_id, userId)),
    events,
    quotations_requested: eventQuotations,
    likes: await db.select().from(likes).where(eq(likes.user_id, userId)),
    albums: albums.map((a) => ({ ...a, items: albumItems.filter((i) => i.customer_album_id === a.id) })),
    reviews: await db.select().from(reviews).where(eq(reviews.user_id, userId)),
    notifications: await db.select().from(notifications).where(eq(notifications.user_id, userId)),
    uploads: await db.select().from(uploads).where(eq(uploads.user_id, userId)),
    providers: ownProviders,
    provider_services: providerIds.length
      ? await db.select().from(providerServiceTypes).where(inArray(providerServiceTypes.provider_id, providerIds))
      : [],
    provider_testimonials: providerIds.length
      ? await db.select().from(testimonials).where(inArray(testimonials.provider_id, providerIds))
      : [],
    quotations_received: providerIds.length
      ? await db.select().from(quotations).where(inArray(quotations.provider_id, providerIds))
      : [],
  };
}

export async function ownedProviderIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.created_by, userId));
  const [linked] = await db.select({ id: users.provider_id }).from(users).where(eq(users.id, userId));
  return [...new Set([...rows.map((r) => r.id), ...(linked?.id ? [linked.id] : [])])];
}

/**
 * Deletes the user row; ON DELETE CASCADE removes identities, sessions, events (and the quotations
 * on them), likes, albums, reviews, notifications and consents; uploads keep no owner (the orphan
 * sweep removes their files). Returns false when the user did not exist.
 */
export async function deleteUserRow(db: Db, userId: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}
