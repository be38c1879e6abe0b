// Site addresses (/{slug}): normalised like the web form does (lower case, accents removed,
// hyphens), checked against the domain rules, the app's reserved first segments, other providers'
// current slugs and their old slugs (kept for redirects). A provider may take back its own old slug.
import { SlugSchema, isReservedSlug, slugify, type SlugAvailability } from '@eventos/domain';
import { conflict, unprocessable } from '../../plugins/errors';
import type { ModuleDeps } from '../../plugins/module-deps';
import { pm } from './providers.messages';
import { findProviderCreatedBy, slugTakenByOther } from './providers.repository';

/** The answer of GET providers/slug-availability (the domain's SlugAvailabilitySchema). */
export type SlugCheck = SlugAvailability;

export const normalizeSlug = (value: string): string => slugify(value.normalize('NFC'), 60);

/** Availability of `raw` (normalised first) for a new provider or for `ownProviderId`. */
export async function checkSlug(deps: Pick<ModuleDeps, 'db'>, raw: string, ownProviderId: number | null = null): Promise<SlugCheck> {
  const slug = normalizeSlug(raw);
  if (isReservedSlug(slug)) return { available: false, slug, reason: 'reserved', message: pm('providers.slug.reserved') };
  const parsed = SlugSchema.safeParse(slug);
  if (!parsed.success) {
    return { available: false, slug, reason: 'invalid', message: parsed.error.issues[0]?.message ?? pm('providers.slug.reserved') };
  }
  if (await slugTakenByOther(deps.db, slug, ownProviderId)) {
    return { available: false, slug, reason: 'taken', message: pm('providers.slug.taken') };
  }
  return { available: true, slug };
}

/** GET providers/slug-availability: a signed-in owner checking their own (current or old) slug sees it as available. */
export async function slugAvailability(deps: Pick<ModuleDeps, 'db'>, raw: string, userId: number | null): Promise<SlugCheck> {
  const own = userId === null ? null : ((await findProviderCreatedBy(deps.db, userId))?.id ?? null);
  return checkSlug(deps, raw, own);
}

/** The normalised slug, or 422 (invalid, reserved) / 409 (taken) with the error on `slug`. */
export async function requireAvailableSlug(deps: Pick<ModuleDeps, 'db'>, raw: string, ownProviderId: number | null = null): Promise<string> {
  const check = await checkSlug(deps, raw, ownProviderId);
  if (check.available) return check.slug;
  const message = check.message ?? pm('providers.slug.taken');
  if (check.reason === 'taken') throw conflict(message, { slug: [message] });
  throw unprocessable(message, { slug: [message] });
}
