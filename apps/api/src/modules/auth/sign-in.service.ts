// Creates or links the user behind a provider profile:
// 1. a known identity (provider + subject) → that user (profile and social avatar refreshed);
// 2. else a verified e-mail that matches a user → link a new identity to that user;
// 3. else a new user (+ identity). Unverified e-mails are never used to link, nor stored on the user.
// ADMIN_EMAILS grants the admin flag at sign-in (verified e-mails only; never revoked here).
// The development sign-in (`dev`: anyone types any e-mail) never enters an account that has signed
// in with Google or Facebook: DevSignInRefusedError, and nothing is linked or created.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { userIdentities, users } from '../../db/schema';
import type { ProviderId, SocialProfile } from './social-profile';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const TRANSIENT_CLAIMS = new Set([
  'nonce',
  'at_hash',
  'c_hash',
  'aud',
  'iss',
  'iat',
  'exp',
  'auth_time',
  'azp',
  'sid',
  'jti',
]);

function storedProfile(raw: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(raw).filter(([key]) => !TRANSIENT_CLAIMS.has(key)));
}

/** The development sign-in tried to enter (or link to) an account with a Google/Facebook identity. */
export class DevSignInRefusedError extends Error {
  override name = 'DevSignInRefusedError';
}

async function hasSocialIdentity(tx: Tx, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: userIdentities.id })
    .from(userIdentities)
    .where(and(eq(userIdentities.user_id, userId), inArray(userIdentities.provider, ['google', 'facebook'])))
    .limit(1);
  return rows.length > 0;
}

export interface SignInResult {
  userId: number;
  created: boolean;
  linked: boolean;
}

async function findUserByEmail(tx: Tx, email: string): Promise<{ id: number } | undefined> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return row;
}

async function signInOnce(
  db: Db,
  provider: ProviderId,
  profile: SocialProfile,
  adminEmails: readonly string[],
): Promise<SignInResult> {
  const now = new Date();
  const verifiedEmail = profile.emailVerified ? profile.email : null;
  const grantAdmin = verifiedEmail !== null && adminEmails.includes(verifiedEmail);
  const identityValues = {
    email: profile.email,
    email_verified: profile.emailVerified,
    display_name: profile.name || null,
    avatar_url: profile.picture,
    profile: storedProfile(profile.raw),
    last_used_at: now,
  };

  return db.transaction(async (tx) => {
    const [identity] = await tx
      .select({ id: userIdentities.id, user_id: userIdentities.user_id })
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, profile.subject)))
      .limit(1);

    let userId: number;
    let created = false;
    let linked = false;
    if (identity) {
      userId = identity.user_id;
      if (provider === 'dev' && (await hasSocialIdentity(tx, userId))) throw new DevSignInRefusedError();
      await tx.update(userIdentities).set(identityValues).where(eq(userIdentities.id, identity.id));
    } else {
      const existing = verifiedEmail ? await findUserByEmail(tx, verifiedEmail) : undefined;
      if (existing) {
        if (provider === 'dev' && (await hasSocialIdentity(tx, existing.id))) throw new DevSignInRefusedError();
        userId = existing.id;
        linked = true;
      } else {
        const [user] = await tx
          .insert(users)
          .values({
            email: verifiedEmail,
            first_name: profile.firstName.slice(0, 100),
            last_name: profile.lastName.slice(0, 100),
            avatar_url: profile.picture,
            avatar_preferred: 'social',
            is_admin: grantAdmin,
            last_login_at: now,
          })
          .returning({ id: users.id });
        if (!user) throw new Error('user insert returned nothing');
        userId = user.id;
        created = true;
      }
      await tx
        .insert(userIdentities)
        .values({ user_id: userId, provider, subject: profile.subject, ...identityValues });
    }

    if (!created) {
      const [user] = await tx
        .select({
          email: users.email,
          first_name: users.first_name,
          last_name: users.last_name,
          avatar_url: users.avatar_url,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      const updates: Partial<typeof users.$inferInsert> = { last_login_at: now };
      if (profile.picture) updates.avatar_url = profile.picture;
      if (user && !user.first_name && !user.last_name) {
        updates.first_name = profile.firstName.slice(0, 100);
        updates.last_name = profile.lastName.slice(0, 100);
      }
      if (user && !user.email && verifiedEmail && !(await findUserByEmail(tx, verifiedEmail))) {
        updates.email = verifiedEmail;
      }
      if (grantAdmin) updates.is_admin = true;
      await tx.update(users).set(updates).where(eq(users.id, userId));
    }
    return { userId, created, linked };
  });
}

/** Signs the profile in (see the file comment); retries once if a concurrent sign-in raced us. */
export async function signInWithProfile(
  db: Db,
  provider: ProviderId,
  profile: SocialProfile,
  adminEmails: readonly string[] = [],
): Promise<SignInResult> {
  if (!profile.subject) throw new Error('profile without subject');
  try {
    return await signInOnce(db, provider, profile, adminEmails);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return signInOnce(db, provider, profile, adminEmails);
  }
}
