// POST providers (affiliation): one transaction creates the provider (plan basic, created_by = the
// signed-in user), its gallery and covers albums and its services, attaches it to the user and
// deletes the used e-mail code. A user owns at most one provider (409).
import { and, eq, isNull } from 'drizzle-orm';
import type { CreateProviderInput } from '@eventos/domain';
import type { Db } from '../../db/client';
import { albums, emailCodes, providerServiceTypes, providers, users } from '../../db/schema';
import { conflict } from '../../plugins/errors';
import { EMAIL_CODE_PURPOSE, requireVerifiedEmail, type CodeContext } from './email-codes.service';
import { isUniqueViolation } from '../../lib/db-errors';
import { assertDistrict, assertOwnUpload, assertServiceTypesExist } from './provider-checks';
import { pm } from './providers.messages';
import { requireAvailableSlug } from './slug.service';

export type CreateProviderBody = Omit<CreateProviderInput, 'slug'> & { slug: string };

/** 409 when the user already has a provider (attached or created by them). */
export async function assertHasNoProvider(db: Db, userId: number): Promise<void> {
  const [user] = await db.select({ provider_id: users.provider_id }).from(users).where(eq(users.id, userId)).limit(1);
  const [created] = await db.select({ id: providers.id }).from(providers).where(eq(providers.created_by, userId)).limit(1);
  if (user?.provider_id || created) throw conflict(pm('providers.provider.alreadyExists'));
}

const emptyToNull = (v: string | null | undefined) => (v ? v : null);

export async function createProvider(ctx: CodeContext, userId: number, body: CreateProviderBody): Promise<number> {
  const { db } = ctx;
  await assertHasNoProvider(db, userId);
  const slug = await requireAvailableSlug(db, body.slug);
  await assertServiceTypesExist(db, body.service_type_ids);
  await assertDistrict(db, body.location_id);
  if (body.logo_id) await assertOwnUpload(db, userId, body.logo_id);
  const verified = await requireVerifiedEmail(ctx, userId, body.email, body.preregister_id);

  try {
    return await db.transaction(async (tx) => {
      const [provider] = await tx
        .insert(providers)
        .values({
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
        })
        .returning({ id: providers.id });
      const id = provider!.id;
      await tx.insert(albums).values([
        { provider_id: id, kind: 'gallery' },
        { provider_id: id, kind: 'covers' },
      ]);
      await tx
        .insert(providerServiceTypes)
        .values(body.service_type_ids.map((service_type_id) => ({ provider_id: id, service_type_id })));
      const attached = await tx
        .update(users)
        .set({ provider_id: id })
        .where(and(eq(users.id, userId), isNull(users.provider_id)))
        .returning({ id: users.id });
      if (attached.length === 0) throw conflict(pm('providers.provider.alreadyExists'));
      await tx.delete(emailCodes).where(and(eq(emailCodes.user_id, userId), eq(emailCodes.purpose, EMAIL_CODE_PURPOSE)));
      return id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      // Lost a race (the user got a provider, or the slug was taken meanwhile).
      await assertHasNoProvider(db, userId);
      await requireAvailableSlug(db, body.slug);
      throw conflict();
    }
    throw err;
  }
}
