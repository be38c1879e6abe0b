// Creates or links the user behind a provider profile:
// 1. a known identity (provider + subject) → that user (profile and social avatar refreshed);
// 2. else a verified e-mail that matches a user → link a new identity to that user;
// 3. else a new user (+ identity). Unverified e-mails are never used to link, nor stored on the user.
// ADMIN_EMAILS grants the admin flag at sign-in (verified e-mails only; never revoked here).
// The development sign-in (`dev`: anyone types any e-mail) never enters an account that has signed
// in with Google or Facebook: DevSignInRefusedError, and nothing is linked or created.
// The SQL is in sign-in.repository.ts.
import type { users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import type { ModuleDeps } from '../../plugins/module-deps';
import {
  findIdentity,
  findUserByEmail,
  findUserProfile,
  hasSocialIdentity,
  insertIdentity,
  insertUser,
  updateIdentity,
  updateUser,
} from './sign-in.repository';
import type { ProviderId, SocialProfile } from './social-profile';

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

export interface SignInResult {
  userId: number;
  created: boolean;
  linked: boolean;
}

async function signInOnce(
  deps: Pick<ModuleDeps, 'db'>,
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

  return deps.db.transaction(async (tx) => {
    const identity = await findIdentity(tx, provider, profile.subject);

    let userId: number;
    let created = false;
    let linked = false;
    if (identity) {
      userId = identity.user_id;
      if (provider === 'dev' && (await hasSocialIdentity(tx, userId))) throw new DevSignInRefusedError();
      await updateIdentity(tx, identity.id, identityValues);
    } else {
      const existing = verifiedEmail ? await findUserByEmail(tx, verifiedEmail) : undefined;
      if (existing) {
        if (provider === 'dev' && (await hasSocialIdentity(tx, existing.id))) throw new DevSignInRefusedError();
        userId = existing.id;
        linked = true;
      } else {
        const id = await insertUser(tx, {
          email: verifiedEmail,
          first_name: profile.firstName.slice(0, 100),
          last_name: profile.lastName.slice(0, 100),
          avatar_url: profile.picture,
          avatar_preferred: 'social',
          is_admin: grantAdmin,
          last_login_at: now,
        });
        if (id === undefined) throw new Error('user insert returned nothing');
        userId = id;
        created = true;
      }
      await insertIdentity(tx, { user_id: userId, provider, subject: profile.subject, ...identityValues });
    }

    if (!created) {
      const user = await findUserProfile(tx, userId);
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
      await updateUser(tx, userId, updates);
    }
    return { userId, created, linked };
  });
}

/** Signs the profile in (see the file comment); retries once if a concurrent sign-in raced us. */
export async function signInWithProfile(
  deps: Pick<ModuleDeps, 'db'>,
  provider: ProviderId,
  profile: SocialProfile,
  adminEmails: readonly string[] = [],
): Promise<SignInResult> {
  if (!profile.subject) throw new Error('profile without subject');
  try {
    return await signInOnce(deps, provider, profile, adminEmails);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return signInOnce(deps, provider, profile, adminEmails);
  }
}
