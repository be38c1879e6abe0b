// Owner edits of a provider site. Every function assumes the caller already checked ownership
// (loadOwnedProvider) and validated the body with the shared schemas.
// The SQL is in provider-writes.repository.ts.
import { COVERS_MAX, type ContactInput, type SocialLinks } from '@eventos/domain';
import type { providers, SocialLinksJson } from '../../db/schema';
import { unprocessable } from '../../plugins/errors';
import type { ModuleDeps } from '../../plugins/module-deps';
import { consumeVerifiedEmail } from './email-codes.repository';
import { requireVerifiedEmail, type CodeContext } from './email-codes.service';
import { assertDistrict, assertOwnUpload, assertServiceTypesExist } from './provider-checks';
import { albumPhotoIds, ensureAlbum, orderCovers, renameProvider, replaceServices, updateProvider } from './provider-writes.repository';
import { pm } from './providers.messages';
import type { ProviderRow } from './providers.repository';
import { requireAvailableSlug } from './slug.service';

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

/** A new logo (an image the owner uploaded) or none. */
export async function changeLogo(deps: Pick<ModuleDeps, 'db'>, providerId: number, userId: number, logoId: number | null | undefined): Promise<void> {
  if (logoId) await assertOwnUpload(deps, userId, logoId);
  await updateProvider(deps.db, providerId, { logo_id: logoId });
}

/** A new name and site address (422 invalid or reserved, 409 taken). */
export async function renameSite(deps: Pick<ModuleDeps, 'db'>, provider: ProviderRow, companyName: string, rawSlug: string): Promise<void> {
  const slug = await requireAvailableSlug(deps, rawSlug, provider.id);
  await renameProvider(deps.db, provider, companyName, slug);
}

/** The provider's services become `ids` (422 when one does not exist). */
export async function changeServices(deps: Pick<ModuleDeps, 'db'>, providerId: number, ids: number[]): Promise<void> {
  await assertServiceTypesExist(deps, ids);
  await replaceServices(deps.db, providerId, ids);
}

/** New contact data; a new e-mail needs a validated code for it (used up here). */
export async function changeContact(
  ctx: CodeContext,
  provider: ProviderRow,
  userId: number,
  body: ContactInput,
  preregisterId: number | null | undefined,
): Promise<void> {
  await assertDistrict(ctx, body.location_id);
  const newEmail = body.email.toLowerCase() !== (provider.email ?? '').toLowerCase();
  const verified = newEmail ? await requireVerifiedEmail(ctx, userId, body.email, preregisterId) : null;
  await updateProvider(ctx.db, provider.id, contactValues(body));
  if (verified) await consumeVerifiedEmail(ctx.db, verified.id);
}

/**
 * Cover photos = the photos of the covers album (uploaded there through the albums API). The list
 * gives their order; covers left out go to the album's trash (restorable).
 */
export async function setCovers(deps: Pick<ModuleDeps, 'db'>, providerId: number, mediaIds: number[]): Promise<void> {
  const ids = [...new Set(mediaIds)];
  if (ids.length > COVERS_MAX) {
    const message = pm('providers.covers.max', { max: COVERS_MAX });
    throw unprocessable(message, { media_ids: [message] });
  }
  const albumId = await ensureAlbum(deps.db, providerId, 'covers');
  const found = ids.length ? await albumPhotoIds(deps.db, albumId, ids) : [];
  if (found.length !== ids.length) {
    const message = pm('providers.covers.invalid');
    throw unprocessable(message, { media_ids: [message] });
  }
  await orderCovers(deps.db, albumId, ids);
}
