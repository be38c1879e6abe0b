// E-mail confirmation for the affiliation (POST providers/resendCode, POST providers/validateCode).
// A 6-digit code is mailed through the outbox; only its HMAC is stored. Codes expire after
// CODE_TTL_MINUTES; a new one can be asked every RESEND_INTERVAL_SECONDS, at most MAX_SENDS_PER_HOUR
// per user; each code allows MAX_CODE_ATTEMPTS wrong tries (so ≤ 25 guesses per hour out of 10⁶).
// Asking for a new code invalidates the previous one. A validated code is "consumed"; POST providers
// needs one for the same e-mail, validated within VERIFIED_TTL_HOURS, and deletes it.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
// The SQL is in email-codes.repository.ts.
import { EMAIL_CODE_LENGTH, verificationCodeMail } from '@eventos/domain';
import { HttpError, tooManyRequests, unprocessable } from '../../plugins/errors';
import type { ModuleDeps } from '../../plugins/module-deps';
import { queueMail } from '../mail';
import {
  addCodeAttempt,
  countCodesSince,
  expirePendingCodes,
  findVerifiedCode,
  insertCode,
  latestCode,
  markCodeConsumed,
} from './email-codes.repository';
import { pm } from './providers.messages';

export const EMAIL_CODE_PURPOSE = 'provider_email';
/** Claiming an unlinked site: the code goes to the site's own e-mail (docs/decisions/116-unlinked-sites.md). */
export const CLAIM_CODE_PURPOSE = 'provider_claim';
export const CODE_TTL_MINUTES = 15;
export const RESEND_INTERVAL_SECONDS = 60;
export const MAX_CODE_ATTEMPTS = 5;
export const MAX_SENDS_PER_HOUR = 5;
export const VERIFIED_TTL_HOURS = 24;

/** The module's dependencies; the HMAC's server secret is `config.JWT_SECRET`. */
export type CodeContext = Pick<ModuleDeps, 'db'> & { config: Pick<ModuleDeps['config'], 'JWT_SECRET'>; now?: () => Date };

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
  const secret = ctx.config.JWT_SECRET;
  return ctx.db.transaction(async (tx) => {
    const latest = await latestCode(tx, userId, purpose, true);
    if (latest) {
      const elapsed = Math.floor((now.getTime() - latest.last_sent_at.getTime()) / 1000);
      if (elapsed < RESEND_INTERVAL_SECONDS) {
        const wait = RESEND_INTERVAL_SECONDS - Math.max(0, elapsed);
        const error = tooManyRequests(pm('providers.code.throttled', { seconds: wait }));
        throw new HttpError(429, error.message, { email_address: [error.message] }, { 'retry-after': String(wait) });
      }
    }
    const hourAgo = new Date(now.getTime() - 3600_000);
    if ((await countCodesSince(tx, userId, purpose, hourAgo)) >= MAX_SENDS_PER_HOUR) {
      throw new HttpError(429, pm('providers.code.hourlyLimit'), undefined, { 'retry-after': '3600' });
    }
    // The previous pending code stops working.
    await expirePendingCodes(tx, userId, purpose, now);
    const code = generateCode();
    const expires = new Date(now.getTime() + CODE_TTL_MINUTES * 60_000);
    await insertCode(tx, {
      user_id: userId,
      email,
      purpose,
      code_hash: hashCode(secret, userId, email, code),
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
  const row = await latestCode(ctx.db, userId, purpose);
  const fieldError = (status: number, message: string) => new HttpError(status, message, { code: [message] });
  if (!row) throw fieldError(422, pm('providers.code.missing'));
  const matches = sameHash(row.code_hash, hashCode(ctx.config.JWT_SECRET, userId, row.email, code));
  if (row.consumed_at && matches) return { valid: true, preregister_id: row.id, email_address: row.email };
  if (row.attempts >= row.max_attempts) throw fieldError(423, pm('providers.code.locked'));
  if (row.consumed_at || row.expires_at.getTime() <= now.getTime()) throw fieldError(422, pm('providers.code.expired'));
  if (!matches) {
    const attempts = await addCodeAttempt(ctx.db, row.id);
    if ((attempts ?? row.max_attempts) >= row.max_attempts) throw fieldError(423, pm('providers.code.locked'));
    throw fieldError(422, pm('providers.code.wrong'));
  }
  await markCodeConsumed(ctx.db, row.id, now);
  return { valid: true, preregister_id: row.id, email_address: row.email };
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
  const row = await findVerifiedCode(ctx.db, { userId, purpose: EMAIL_CODE_PURPOSE, email, since, preregisterId });
  if (!row?.verified_at) throw unprocessable(pm('providers.email.unverified'), { email: [pm('providers.email.unverified')] });
  return { id: row.id, verified_at: row.verified_at };
}
