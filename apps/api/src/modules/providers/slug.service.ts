// Site addresses (/{slug}): normalised like the web form does (lower case, accents removed,
// hyphens), checked against the domain rules, the app's reserved first segments, other providers'
// current slugs and their old slugs (kept for redirects). A provider may take back its own old slug.
import { and, eq, ne } from 'drizzle-orm';
import { SlugSchema, isReservedSlug, slugify, type SlugAvailability } from '@eventos/domain';
import type { Db } from '../../db/client';
import { providerSlugHistory, providers } from '../../db/schema';
import { conflict, unprocessable } from '../../plugins/errors';
import { pm } from './providers.messages';

/** The answer of GET providers/slug-availability (the domain's SlugAvailabilitySchema). */
export type SlugCheck = SlugAvailability;

export const normalizeSlug = (value: string): string => slugify(value.normalize('NFC'), 60);

async function takenByOther(db: Db, slug: string, ownProviderId: number | null): Promise<boolean> {
  const [current] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(ownProviderId ? and(eq(providers.slug, slug), ne(providers.id, ownProviderId)) : eq(providers.slug, slug))
    .limit(1);
  if (current) return true;
  const [old] = await db
    .select({ id: providerSlugHistory.provider_id })
    .from(providerSlugHistory)
    .where(
      ownProviderId
        ? and(eq(providerSlugHistory.slug, slug), ne(providerSlugHistory.provider_id, ownProviderId))
        : eq(providerSlugHistory.slug, slug),
    )
    .limit(1);
  return Boolean(old);
}

/** Availability of `raw` (normalised first) for a new provider or for `ownProviderId`. */
export async function checkSlug(db: Db, raw: string, ownProviderId: number | null = null): Promise<SlugCheck> {
  const slug = normalizeSlug(raw);
  if (isReservedSlug(slug)) return { available: false, slug, reason: 'reserved', message: pm('providers.slug.reserved') };
  const parsed = SlugSchema.safeParse(slug);
  if (!parsed.success) {
    return { available: false, slug, reason: 'invalid', message: parsed.error.issues[0]?.message ?? pm('providers.slug.reserved') };
  }
  if (await takenByOther(db, slug, ownProviderId)) {
    return { available: false, slug, reason: 'taken', message: pm('providers.slug.taken') };
  }
  return { available: true, slug };
}

/** The normalised slug, or 422 (invalid, reserved) / 409 (taken) with the error on `slug`. */
export async function requireAvailableSlug(db: Db, raw: string, ownProviderId: number | null = null): Promise<string> {
  const check = await checkSlug(db, raw, ownProviderId);
  if (check.available) return check.slug;
  const message = check.message ?? pm('providers.slug.taken');
  if (check.reason === 'taken') throw conflict(message, { slug: [message] });
  throw unprocessable(message, { slug: [message] });
}
