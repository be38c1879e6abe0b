// Claiming a site its owner unlinked (docs/decisions/116-unlinked-sites.md): the site is found by
// its current slug and must be unlinked (404 otherwise, so published sites reveal nothing); a user
// who already has a provider gets 409. Codes: same limits as affiliation (email-codes.service.ts).
import { maskEmail } from '@eventos/domain';
import { HttpError, conflict, notFound, unprocessable } from '../../plugins/errors';
import { consumeVerifiedEmail } from './email-codes.repository';
import { CLAIM_CODE_PURPOSE, sendCode, validateCode, type CodeContext } from './email-codes.service';
import { claimProvider } from './provider-lifecycle.repository';
import { pm } from './providers.messages';
import { findProviderBySlug, findProviderCreatedBy, type ProviderRow } from './providers.repository';
import { normalizeSlug } from './slug.service';

async function claimable(ctx: CodeContext, slug: string, userId: number): Promise<ProviderRow & { email: string }> {
  const normalized = normalizeSlug(slug);
  const row = normalized ? await findProviderBySlug(ctx.db, normalized) : null;
  if (!row?.unlinked_at || row.created_by !== null) throw notFound(pm('providers.claim.notFound'));
  if (await findProviderCreatedBy(ctx.db, userId)) throw conflict(pm('providers.provider.alreadyExists'));
  if (!row.email) throw unprocessable(pm('providers.claim.noEmail'));
  return row as ProviderRow & { email: string };
}

/** Mails a code to the site's own e-mail; what the answer shows of it. */
export async function sendClaimCode(ctx: CodeContext, slug: string, userId: number) {
  const site = await claimable(ctx, slug, userId);
  const sent = await sendCode(ctx, userId, site.email, CLAIM_CODE_PURPOSE, site.company_name);
  return { sent: true as const, email_hint: maskEmail(site.email), expires_at: sent.expires_at, resend_after_seconds: sent.resend_after_seconds };
}

/** With the code mailed to the site, the user owns it again and it is published; its id. */
export async function claimSite(ctx: CodeContext, slug: string, userId: number, code: string): Promise<number> {
  const site = await claimable(ctx, slug, userId);
  const valid = await validateCode(ctx, userId, code, CLAIM_CODE_PURPOSE);
  // The code must have gone to this site's address (not another site's).
  if (valid.email_address.toLowerCase() !== site.email.toLowerCase()) {
    throw new HttpError(422, pm('providers.code.wrong'), { code: [pm('providers.code.wrong')] });
  }
  if (!(await claimProvider(ctx.db, site.id, userId))) throw conflict(pm('providers.claim.taken'));
  await consumeVerifiedEmail(ctx.db, valid.preregister_id);
  return site.id;
}
