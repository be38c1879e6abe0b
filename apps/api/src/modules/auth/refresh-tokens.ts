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
// The SQL is in refresh-tokens.repository.ts.
import type { ModuleDeps } from '../../plugins/module-deps';
import {
  claimToken,
  deleteExpiredTokens,
  findSuccessor,
  findTokenByHash,
  insertRefreshToken,
  revokeFamily,
} from './refresh-tokens.repository';

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
  deps: Pick<ModuleDeps, 'db'>,
  userId: number,
  ttlDays: number,
  client: ClientInfo = {},
): Promise<IssuedRefreshToken> {
  const now = new Date();
  await deleteExpiredTokens(deps.db, userId, now);
  const token = newToken();
  const familyId = randomUUID();
  const expiresAt = new Date(now.getTime() + ttlDays * 86_400_000);
  await insertRefreshToken(deps.db, {
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

/** Revokes the family of a presented token (logout with the cookie); unknown tokens are ignored. */
export async function revokeByToken(deps: Pick<ModuleDeps, 'db'>, token: string, reason: string): Promise<string | null> {
  const row = await findTokenByHash(deps.db, hashToken(token));
  if (!row) return null;
  await revokeFamily(deps.db, row.family_id, reason);
  return row.family_id;
}

/** Rotates a presented refresh token (see the file comment). */
export async function rotateRefreshToken(
  deps: Pick<ModuleDeps, 'db'>,
  token: string,
  client: ClientInfo,
  options: RotateOptions,
): Promise<RotateResult> {
  const now = options.now ?? new Date();
  const graceMs = options.graceMs ?? REFRESH_RACE_GRACE_MS;
  const tokenHash = hashToken(token);
  // Claim and successor in one transaction: a racing request's claim waits for this one to commit,
  // then finds the successor already there.
  const issued = await deps.db.transaction(async (tx) => {
    const claimed = await claimToken(tx, tokenHash, now);
    if (!claimed) return null;
    const next = successorOf(options.secret, token);
    await insertRefreshToken(tx, {
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

  const existing = await findTokenByHash(deps.db, tokenHash);
  if (!existing) return { ok: false, reason: 'unknown' };
  if (existing.revoked_at) return { ok: false, reason: 'revoked' };
  if (existing.used_at) {
    const withinGrace = now.getTime() - existing.used_at.getTime() <= graceMs;
    if (withinGrace && existing.family_expires_at > now) {
      const next = successorOf(options.secret, token);
      const child = await findSuccessor(deps.db, hashToken(next), existing.id);
      const sameBrowser = child !== undefined && (child.user_agent ?? null) === clip(client.userAgent, 300);
      if (child && sameBrowser && !child.revoked_at) {
        if (child.used_at) return { ok: false, reason: 'raced' };
        return {
          ok: true,
          issued: { token: next, familyId: child.family_id, userId: child.user_id, expiresAt: child.family_expires_at },
        };
      }
    }
    await revokeFamily(deps.db, existing.family_id, 'reuse');
    return { ok: false, reason: 'reused', familyId: existing.family_id };
  }
  return { ok: false, reason: 'expired' };
}
