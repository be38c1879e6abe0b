// POST providers (affiliation): one transaction creates the provider (plan basic, created_by = the
// signed-in user), its gallery and covers albums and its services, attaches it to the user and
// deletes the used e-mail code. A user owns at most one provider (409). The SQL is in
// provider-writes.repository.ts.
import type { CreateProviderInput } from '@eventos/domain';
import { conflict } from '../../plugins/errors';
import { EMAIL_CODE_PURPOSE, requireVerifiedEmail, type CodeContext } from './email-codes.service';
import { isUniqueViolation } from '../../lib/db-errors';
import { assertDistrict, assertOwnUpload, assertServiceTypesExist } from './provider-checks';
import { insertProvider, userHasProvider } from './provider-writes.repository';
import { pm } from './providers.messages';
import { requireAvailableSlug } from './slug.service';

export type CreateProviderBody = Omit<CreateProviderInput, 'slug'> & { slug: string };

/** 409 when the user already has a provider (attached or created by them). */
export async function assertHasNoProvider(deps: Pick<CodeContext, 'db'>, userId: number): Promise<void> {
  if (await userHasProvider(deps.db, userId)) throw conflict(pm('providers.provider.alreadyExists'));
}

const emptyToNull = (v: string | null | undefined) => (v ? v : null);

export async function createProvider(ctx: CodeContext, userId: number, body: CreateProviderBody): Promise<number> {
  await assertHasNoProvider(ctx, userId);
  const slug = await requireAvailableSlug(ctx, body.slug);
  await assertServiceTypesExist(ctx, body.service_type_ids);
  await assertDistrict(ctx, body.location_id);
  if (body.logo_id) await assertOwnUpload(ctx, userId, body.logo_id);
  const verified = await requireVerifiedEmail(ctx, userId, body.email, body.preregister_id);

  try {
    return await insertProvider(
      ctx.db,
      {
        preregister_id: String(verified.id),
        company_name: body.company_name,
        slug,
        logo_id: body.logo_id ?? null,
        plan: 'basic',
        contact_firstname: body.contact_firstname,
        contact_lastname: body.contact_lastname,
        email: body.email,
        email_verified_at: verified.verified_at,
        cellphone: body.cellphone,
        address_line1: body.address_line1,
        address_line2: emptyToNull(body.address_line2),
        location_id: body.location_id,
        district_name: emptyToNull(body.district_name),
        website: emptyToNull(body.website),
        created_by: userId,
      },
      body.service_type_ids,
      EMAIL_CODE_PURPOSE,
    );
  } catch (err) {
    if (isUniqueViolation(err)) {
      // Lost a race (the user got a provider, or the slug was taken meanwhile).
      await assertHasNoProvider(ctx, userId);
      await requireAvailableSlug(ctx, body.slug);
      throw conflict();
    }
    throw err;
  }
}
