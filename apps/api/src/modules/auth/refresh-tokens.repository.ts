// The SQL of the refresh tokens (refresh-tokens.ts, session-revocations.ts;
// docs/decisions/136-service-dependencies.md). `db` may be a transaction.
import { and, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** Drops the user's tokens whose sign-in expired before `now`. */
export async function deleteExpiredTokens(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.user_id, userId), lt(refreshTokens.family_expires_at, now)));
}

export async function insertRefreshToken(db: Db, values: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** Revokes every token of a sign-in; with `userId`, only if the family belongs to that user. */
export async function revokeFamily(db: Db, familyId: string, reason: string, userId?: number): Promise<void> {
  const conditions = [eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)];
  if (userId !== undefined) conditions.push(eq(refreshTokens.user_id, userId));
  await db
    .update(refreshTokens)
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where(and(...conditions));
}

export async function findTokenByHash(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.token_hash, tokenHash)).limit(1);
  return row;
}

/**
 * Marks the token used at `now` if it is unused, unrevoked and unexpired (atomically: of two
 * concurrent claims one wins); the claimed row, or undefined.
 */
export async function claimToken(db: Db, tokenHash: string, now: Date): Promise<RefreshTokenRow | undefined> {
  const [claimed] = await db
    .update(refreshTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(refreshTokens.token_hash, tokenHash),
        isNull(refreshTokens.used_at),
        isNull(refreshTokens.revoked_at),
        gt(refreshTokens.expires_at, now),
        gt(refreshTokens.family_expires_at, now),
      ),
    )
    .returning();
  return claimed;
}

/** The successor `tokenHash` issued from the token `parentId`, if any. */
export async function findSuccessor(db: Db, tokenHash: string, parentId: number): Promise<RefreshTokenRow | undefined> {
  const [child] = await db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.token_hash, tokenHash), eq(refreshTokens.parent_id, parentId)))
    .limit(1);
  return child;
}

/** The sign-ins (families) revoked after `since`, with when. */
export async function revokedSince(db: Db, since: Date): Promise<{ family_id: string; revoked_at: Date | null }[]> {
  return db
    .selectDistinct({ family_id: refreshTokens.family_id, revoked_at: refreshTokens.revoked_at })
    .from(refreshTokens)
    .where(and(isNotNull(refreshTokens.revoked_at), gt(refreshTokens.revoked_at, since)));
}
