// E-mail confirmation for the affiliation (POST providers/resendCode, POST providers/validateCode).
// A 6-digit code is mailed through the outbox; only its HMAC is stored. Codes expire after
// CODE_TTL_MINUTES; a new one can be asked every RESEND_INTERVAL_SECONDS, at most MAX_SENDS_PER_HOUR
// per user; each code allows MAX_CODE_ATTEMPTS wrong tries (so ≤ 25 guesses per hour out of 10⁶).
// Asking for a new code invalidates the previous one. A validated code is "consumed"; POST providers
// needs one for the same e-mail, validated within VERIFIED_TTL_HOURS, and deletes it.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { EMAIL_CODE_LENGTH, verificationCodeMail } from '@eventos/domain';
import type { Db } from '../../db/client';
import { emailCodes } from '../../db/schema';
import { HttpError, tooManyRequests, unprocessable } from '../../plugins/errors';
import { queueMail } from '../mail';
import { pm } from './providers.messages';

export const EMAIL_CODE_PURPOSE = 'provider_email';
/** Claiming an unlinked site: the code goes to the site's own e-mail (docs/decisions/116-unlinked-sites.md). */
export const CLAIM_CODE_PURPOSE = 'provider_claim';
export const CODE_TTL_MINUTES = 15;
export const RESEND_INTERVAL_SECONDS = 60;
export const MAX_CODE_ATTEMPTS = 5;
export const MAX_SENDS_PER_HOUR = 5;
export const VERIFIED_TTL_HOURS = 24;

export interface CodeContext {
  db: Db;
  /** Server secret for the HMAC (JWT_SECRET). */
  secret: string;
  now?: () => Date;
}

export function generateCode(): string {
  return String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, '0');
}

export function hashCode(secret: string, userId: number, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${email.toLowerCase()}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}


export interface SentCode {
  email_address: string;
  expires_at: string;
  resend_after_seconds: number;
}

/**
 * Mails a new code to `email` for the user, invalidating the previous pending one. The mail says
 * what the code is for: the affiliation, or recovering the site named `siteName` (claim).
 */
export async function sendCode(
  ctx: CodeContext,
  userId: number,
  email: string,
  purpose = EMAIL_CODE_PURPOSE,
  siteName?: string,
): Promise<SentCode> {
  const now = ctx.now?.() ?? new Date();
  return ctx.db.transaction(async (tx) => {
    const mine = and(eq(emailCodes.user_id, userId), eq(emailCodes.purpose, purpose));
    const [latest] = await tx.select().from(emailCodes).where(mine).orderBy(desc(emailCodes.id)).limit(1).for('update');
    if (latest) {
      const elapsed = Math.floor((now.getTime() - latest.last_sent_at.getTime()) / 1000);
      if (elapsed < RESEND_INTERVAL_SECONDS) {
        const wait = RESEND_INTERVAL_SECONDS - Math.max(0, elapsed);
        const error = tooManyRequests(pm('providers.code.throttled', { seconds: wait }));
        throw new HttpError(429, error.message, { email_address: [error.message] }, { 'retry-after': String(wait) });
      }
    }
    const hourAgo = new Date(now.getTime() - 3600_000);
    const [sent] = await tx.select({ n: count() }).from(emailCodes).where(and(mine, gt(emailCodes.created_at, hourAgo)));
    if (Number(sent?.n ?? 0) >= MAX_SENDS_PER_HOUR) {
      throw new HttpError(429, pm('providers.code.hourlyLimit'), undefined, { 'retry-after': '3600' });
    }
    // The previous pending code stops working.
    await tx
      .update(emailCodes)
      .set({ expires_at: now })
      .where(and(mine, isNull(emailCodes.consumed_at), gt(emailCodes.expires_at, now)));
    const code = generateCode();
    const expires = new Date(now.getTime() + CODE_TTL_MINUTES * 60_000);
    await tx.insert(emailCodes).values({
      user_id: userId,
      email,
      purpose,
      code_hash: hashCode(ctx.secret, userId, email, code),
      max_attempts: MAX_CODE_ATTEMPTS,
      last_sent_at: now,
      expires_at: expires,
      created_at: now,
    });
    await queueMail(tx, {
      to: email,
      ...verificationCodeMail(purpose === CLAIM_CODE_PURPOSE ? 'claim' : 'affiliation', {
        code,
        minutes: CODE_TTL_MINUTES,
        siteName,
      }),
      template: 'provider_email_code',
      payload: { user_id: userId, purpose },
    });
    return { email_address: email, expires_at: expires.toISOString(), resend_after_seconds: RESEND_INTERVAL_SECONDS };
  });
}

export interface ValidatedCode {
  valid: true;
  preregister_id: number;
  email_address: string;
}

/** Checks the user's latest code: 422 missing/expired/wrong, 423 when the attempts are used up. */
export async function validateCode(ctx: CodeContext, userId: number, code: string, purpose = EMAIL_CODE_PURPOSE): Promise<ValidatedCode> {
  const now = ctx.now?.() ?? new Date();
  const [row] = await ctx.db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.user_id, userId), eq(emailCodes.purpose, purpose)))
    .orderBy(desc(emailCodes.id))
    .limit(1);
  const fieldError = (status: number, message: string) => new HttpError(status, message, { code: [message] });
  if (!row) throw fieldError(422, pm('providers.code.missing'));
  const matches = sameHash(row.code_hash, hashCode(ctx.secret, userId, row.email, code));
  if (row.consumed_at && matches) return { valid: true, preregister_id: row.id, email_address: row.email };
  if (row.attempts >= row.max_attempts) throw fieldError(423, pm('providers.code.locked'));
  if (row.consumed_at || row.expires_at.getTime() <= now.getTime()) throw fieldError(422, pm('providers.code.expired'));
  if (!matches) {
    const [updated] = await ctx.db
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(eq(emailCodes.id, row.id))
      .returning({ attempts: emailCodes.attempts });
    if ((updated?.attempts ?? row.max_attempts) >= row.max_attempts) throw fieldError(423, pm('providers.code.locked'));
    throw fieldError(422, pm('providers.code.wrong'));
  }
  await ctx.db.update(emailCodes).set({ consumed_at: now }).where(and(eq(emailCodes.id, row.id), isNull(emailCodes.consumed_at)));
  return { valid: true, preregister_id: row.id, email_address: row.email };
}

/** Deletes a validated code once its e-mail is in use (it can't confirm another change). */
export async function consumeVerifiedEmail(db: Db, codeId: number): Promise<void> {
  await db.delete(emailCodes).where(eq(emailCodes.id, codeId));
}

/** The user's validated code for `email` (and `preregisterId` when given), or a 422 to ask for it. */
export async function requireVerifiedEmail(
  ctx: CodeContext,
  userId: number,
  email: string,
  preregisterId?: number | null,
): Promise<{ id: number; verified_at: Date }> {
  const now = ctx.now?.() ?? new Date();
  const since = new Date(now.getTime() - VERIFIED_TTL_HOURS * 3600_000);
  const [row] = await ctx.db
    .select({ id: emailCodes.id, verified_at: emailCodes.consumed_at })
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.user_id, userId),
        eq(emailCodes.purpose, EMAIL_CODE_PURPOSE),
        sql`lower(${emailCodes.email}) = ${email.toLowerCase()}`,
        isNotNull(emailCodes.consumed_at),
        gt(emailCodes.consumed_at, since),
        ...(preregisterId ? [eq(emailCodes.id, preregisterId)] : []),
      ),
    )
    .orderBy(desc(emailCodes.id))
    .limit(1);
  if (!row?.verified_at) throw unprocessable(pm('providers.email.unverified'), { email: [pm('providers.email.unverified')] });
  return { id: row.id, verified_at: row.verified_at };
}
