// The SQL of the sign-in (sign-in.service.ts; docs/decisions/136-service-dependencies.md): the
// users and their provider identities. `db` is the sign-in's transaction.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userIdentities, users } from '../../db/schema';

/** The user has a Google or Facebook identity. */
export async function hasSocialIdentity(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: userIdentities.id })
    .from(userIdentities)
    .where(and(eq(userIdentities.user_id, userId), inArray(userIdentities.provider, ['google', 'facebook'])))
    .limit(1);
  return rows.length > 0;
}

/** The user whose e-mail is `email` (lower case), case-insensitively. */
export async function findUserByEmail(db: Db, email: string): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return row;
}

export async function findIdentity(db: Db, provider: string, subject: string): Promise<{ id: number; user_id: number } | undefined> {
  const [identity] = await db
    .select({ id: userIdentities.id, user_id: userIdentities.user_id })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return identity;
}

export async function updateIdentity(db: Db, id: number, values: Partial<typeof userIdentities.$inferInsert>): Promise<void> {
  await db.update(userIdentities).set(values).where(eq(userIdentities.id, id));
}

export async function insertIdentity(db: Db, values: typeof userIdentities.$inferInsert): Promise<void> {
  await db.insert(userIdentities).values(values);
}

/** The new user's id. */
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<number | undefined> {
  const [user] = await db.insert(users).values(values).returning({ id: users.id });
  return user?.id;
}

/** What a sign-in may fill in on an existing user. */
export async function findUserProfile(db: Db, userId: number) {
  const [user] = await db
    .select({
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      avatar_url: users.avatar_url,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user;
}

export async function updateUser(db: Db, userId: number, values: Partial<typeof users.$inferInsert>): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
}
