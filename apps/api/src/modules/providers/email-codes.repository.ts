// The SQL of the e-mail confirmation codes (email-codes.service.ts; docs/decisions/136-service-dependencies.md).
// `db` may be a transaction: sendCode runs its reads and writes in one.
import { and, count, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailCodes } from '../../db/schema';

export type EmailCodeRow = typeof emailCodes.$inferSelect;

const mine = (userId: number, purpose: string) => and(eq(emailCodes.user_id, userId), eq(emailCodes.purpose, purpose));

/** The user's latest code for `purpose`; `lock` takes its row lock (FOR UPDATE) inside a transaction. */
export async function latestCode(db: Db, userId: number, purpose: string, lock = false): Promise<EmailCodeRow | undefined> {
  const query = db.select().from(emailCodes).where(mine(userId, purpose)).orderBy(desc(emailCodes.id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** How many codes the user was sent for `purpose` after `since`. */
export async function countCodesSince(db: Db, userId: number, purpose: string, since: Date): Promise<number> {
  const [sent] = await db.select({ n: count() }).from(emailCodes).where(and(mine(userId, purpose), gt(emailCodes.created_at, since)));
  return Number(sent?.n ?? 0);
}

/** The user's pending (unexpired, unconsumed) codes for `purpose` stop working at `now`. */
export async function expirePendingCodes(db: Db, userId: number, purpose: string, now: Date): Promise<void> {
  await db
    .update(emailCodes)
    .set({ expires_at: now })
    .where(and(mine(userId, purpose), isNull(emailCodes.consumed_at), gt(emailCodes.expires_at, now)));
}

export async function insertCode(db: Db, values: typeof emailCodes.$inferInsert): Promise<void> {
  await db.insert(emailCodes).values(values);
}

/** One more wrong try; the attempts after it. */
export async function addCodeAttempt(db: Db, codeId: number): Promise<number | undefined> {
  const [updated] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(eq(emailCodes.id, codeId))
    .returning({ attempts: emailCodes.attempts });
  return updated?.attempts;
}

export async function markCodeConsumed(db: Db, codeId: number, now: Date): Promise<void> {
  await db.update(emailCodes).set({ consumed_at: now }).where(and(eq(emailCodes.id, codeId), isNull(emailCodes.consumed_at)));
}

/** Deletes a validated code once its e-mail is in use (it can't confirm another change). */
export async function consumeVerifiedEmail(db: Db, codeId: number): Promise<void> {
  await db.delete(emailCodes).where(eq(emailCodes.id, codeId));
}

/** The user's latest code for `email` validated after `since` (and with id `preregisterId` when given). */
export async function findVerifiedCode(
  db: Db,
  q: { userId: number; purpose: string; email: string; since: Date; preregisterId?: number | null },
): Promise<{ id: number; verified_at: Date | null } | undefined> {
  const [row] = await db
    .select({ id: emailCodes.id, verified_at: emailCodes.consumed_at })
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.user_id, q.userId),
        eq(emailCodes.purpose, q.purpose),
        sql`lower(${emailCodes.email}) = ${q.email.toLowerCase()}`,
        isNotNull(emailCodes.consumed_at),
        gt(emailCodes.consumed_at, q.since),
        ...(q.preregisterId ? [eq(emailCodes.id, q.preregisterId)] : []),
      ),
    )
    .orderBy(desc(emailCodes.id))
    .limit(1);
  return row;
}
