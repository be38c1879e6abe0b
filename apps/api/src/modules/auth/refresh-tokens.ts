// Refresh tokens: opaque (32 random bytes, base64url), stored only as SHA-256, grouped in a
// family per sign-in with an absolute expiry. Each use rotates: the presented token is marked
// used (atomically, so two concurrent uses cannot both win) and a new one is issued in the same
// family. Presenting a used token again is reuse: the whole family is revoked.
//
// Racing refreshes (two tabs, or a retry, sending the same cookie at once): the successor of a token
// is derived from it (HMAC with the server secret), so a request that lost the race within
// REFRESH_RACE_GRACE_MS, from the same browser (user agent), recomputes the same successor and gets
// it again instead of revoking the sign-in. Later, or from another browser, it is a true replay.
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
  userId: number;
  expiresAt: Date;
}

export type RotateResult =
  | { ok: true; issued: IssuedRefreshToken }
  /** `raced`: lost a race to a newer rotation of the same browser; the sign-in stays alive. */
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'raced' }
  /** A true replay: the whole sign-in (familyId) was revoked. */
  | { ok: false; reason: 'reused'; familyId: string };

/** How long after a rotation the same browser may present the rotated token again (racing requests). */
export const REFRESH_RACE_GRACE_MS = 10_000;

export interface RotateOptions {
  /** Server secret (JWT_SECRET) from which successors are derived. */
  secret: string;
  graceMs?: number;
  now?: Date;
}

export interface ClientInfo {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The successor of a presented token: the same for every request that presents it. */
function successorOf(secret: string, token: string): string {
  return createHmac('sha256', `refresh-successor:${secret}`).update(token).digest('base64url');
}

const clip = (value: string | undefined, max: number) => (value ? value.slice(0, max) : null);

/** Starts a new sign-in (family) for the user. Also drops the user's long-expired tokens. */
export async function issueRefreshToken(
  db: Db,
  userId: number,
  ttlDays: number,
  client: ClientInfo = {},
): Promise<IssuedRefreshToken> {
  const now = new Date();
  await db
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.user_id, userId), lt(refreshTokens.family_expires_at, now)));
  const token = newToken();
  const familyId = randomUUID();
  const expiresAt = new Date(now.getTime() + ttlDays * 86_400_000);
  await db.insert(refreshTokens).values({
    user_id: userId,
    family_id: familyId,
    token_hash: hashToken(token),
    expires_at: expiresAt,
    family_expires_at: expiresAt,
    user_agent: clip(client.userAgent, 300),
    ip: clip(client.ip, 64),
  });
  return { token, familyId, userId, expiresAt };
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

/** Revokes the family of a presented token (logout with the cookie); unknown tokens are ignored. */
export async function revokeByToken(db: Db, token: string, reason: string): Promise<string | null> {
  const [row] = await db
    .select({ family_id: refreshTokens.family_id })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, hashToken(token)))
    .limit(1);
  if (!row) return null;
  await revokeFamily(db, row.family_id, reason);
  return row.family_id;
}

/** Rotates a presented refresh token (see the file comment). */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  client: ClientInfo,
  options: RotateOptions,
): Promise<RotateResult> {
  const now = options.now ?? new Date();
  const graceMs = options.graceMs ?? REFRESH_RACE_GRACE_MS;
  const tokenHash = hashToken(token);
  // Claim and successor in one transaction: a racing request's claim waits for this one to commit,
  // then finds the successor already there.
  const issued = await db.transaction(async (tx) => {
    const [claimed] = await tx
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
    if (!claimed) return null;
    const next = successorOf(options.secret, token);
    await tx.insert(refreshTokens).values({
      user_id: claimed.user_id,
      family_id: claimed.family_id,
      token_hash: hashToken(next),
      parent_id: claimed.id,
      expires_at: claimed.family_expires_at,
      family_expires_at: claimed.family_expires_at,
      user_agent: clip(client.userAgent, 300),
      ip: clip(client.ip, 64),
    });
    return { token: next, familyId: claimed.family_id, userId: claimed.user_id, expiresAt: claimed.family_expires_at };
  });
  if (issued) return { ok: true, issued };

  const [existing] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, tokenHash))
    .limit(1);
  if (!existing) return { ok: false, reason: 'unknown' };
  if (existing.revoked_at) return { ok: false, reason: 'revoked' };
  if (existing.used_at) {
    const withinGrace = now.getTime() - existing.used_at.getTime() <= graceMs;
    if (withinGrace && existing.family_expires_at > now) {
      const next = successorOf(options.secret, token);
      const [child] = await db
        .select()
        .from(refreshTokens)
        .where(and(eq(refreshTokens.token_hash, hashToken(next)), eq(refreshTokens.parent_id, existing.id)))
        .limit(1);
      const sameBrowser = child !== undefined && (child.user_agent ?? null) === clip(client.userAgent, 300);
      if (child && sameBrowser && !child.revoked_at) {
        if (child.used_at) return { ok: false, reason: 'raced' };
        return {
          ok: true,
          issued: { token: next, familyId: child.family_id, userId: child.user_id, expiresAt: child.family_expires_at },
        };
      }
    }
    await revokeFamily(db, existing.family_id, 'reuse');
    return { ok: false, reason: 'reused', familyId: existing.family_id };
  }
  return { ok: false, reason: 'expired' };
}
