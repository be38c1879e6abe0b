/**
 * Claiming a site its owner unlinked (docs/decisions/116-unlinked-sites.md): the site is hidden
 * until a signed-in user without a provider confirms the code mailed to the site's own e-mail.
 */
import { z } from 'zod';
import { ValidateCodeSchema } from './provider-site.schemas';

/** POST providers/claim/code. */
export const ClaimCodeRequestSchema = z.object({ slug: z.string().trim().min(1).max(200) });
export type ClaimCodeRequest = z.infer<typeof ClaimCodeRequestSchema>;

/** The answer: where the code went, masked ('r***@fiestas.pe'), and when another may be asked. */
export const ClaimCodeSentSchema = z.object({
  sent: z.literal(true),
  email_hint: z.string(),
  expires_at: z.string(),
  resend_after_seconds: z.number(),
});
export type ClaimCodeSent = z.infer<typeof ClaimCodeSentSchema>;

/** POST providers/claim. */
export const ClaimSiteSchema = ClaimCodeRequestSchema.extend(ValidateCodeSchema.shape);
export type ClaimSiteInput = z.infer<typeof ClaimSiteSchema>;

/** 'rosa.quispe@fiestas.pe' → 'r***@fiestas.pe' (the address is not shown to whoever asks). */
export function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 1)}***@${domain}`;
}
