/**
 * Provider site extras and account checks (SPEC §3, §7): testimonials, social links, e-mail
 * verification codes and KPIs.
 */
import { z } from '../zod';
import { EMAIL_CODE_LENGTH, TEXTAREA_MAX_LENGTH } from '../constants';
import { t } from '../messages/format-message';
import type { MessageKey } from '../messages/es';
import { EmailSchema, optionalText, optionalUrl, requiredText } from '../common/common.schemas';
import { ImageOutSchema } from './provider-responses.schemas';

export const TESTIMONIAL_NAME_MAX_LENGTH = 100;

/** A testimonial shown on the provider site. `photo` is a CDN path. */
export const TestimonialSchema = z.object({
  customer_name: requiredText('testimonials.customer_name.required').max(
    TESTIMONIAL_NAME_MAX_LENGTH,
    t('common.field.max', { max: TESTIMONIAL_NAME_MAX_LENGTH }),
  ),
  testimonial: requiredText('testimonials.testimonial.required').max(
    TEXTAREA_MAX_LENGTH,
    t('testimonials.testimonial.max', { max: TEXTAREA_MAX_LENGTH }),
  ),
  company_url: optionalUrl(),
  photo: optionalText(500),
});
export type TestimonialInput = z.infer<typeof TestimonialSchema>;

const SOCIAL_HOSTS = {
  facebook: ['facebook.com', 'fb.com', 'fb.me'],
  instagram: ['instagram.com', 'instagr.am'],
  twitter: ['twitter.com', 'x.com'],
  linkedin: ['linkedin.com'],
} as const;
export type SocialNetwork = keyof typeof SOCIAL_HOSTS;

/** True when `url` is an http(s) link (scheme optional) to the network's domain or a subdomain. */
export function isSocialLink(network: SocialNetwork, url: string): boolean {
  const value = url.trim();
  if (!value || /\s/.test(value)) return false;
  try {
    const parsed = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
    const host = parsed.hostname.toLowerCase();
    return SOCIAL_HOSTS[network].some((h) => host === h || host.endsWith(`.${h}`));
  } catch {
    return false;
  }
}

function socialLink(network: SocialNetwork) {
  const key = `providers.social.${network}` as MessageKey;
  return z
    .string()
    .trim()
    .refine((v) => v === '' || isSocialLink(network, v), t(key))
    .nullish();
}

export const SocialLinksSchema = z.object({
  facebook: socialLink('facebook'),
  instagram: socialLink('instagram'),
  twitter: socialLink('twitter'),
  linkedin: socialLink('linkedin'),
});
export type SocialLinks = z.infer<typeof SocialLinksSchema>;

/** POST providers/resendCode. */
export const ResendCodeSchema = z.object({ email_address: EmailSchema });
export type ResendCodeInput = z.infer<typeof ResendCodeSchema>;

/** POST providers/validateCode: the 6-digit code sent by e-mail. */
export const ValidateCodeSchema = z.object({
  code: z
    .string({ error: t('providers.code.invalid', { length: EMAIL_CODE_LENGTH }) })
    .trim()
    .regex(
      new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`),
      t('providers.code.invalid', { length: EMAIL_CODE_LENGTH }),
    ),
});
export type ValidateCodeInput = z.infer<typeof ValidateCodeSchema>;

/**
 * GET providers/{id}/kpis. `conversion_rate` is a percentage (accepted / sent × 100, 2 decimals,
 * show with formatPercent); `sales_total` is the sum of accepted totals in PEN (currency unit);
 * `median_response_minutes` is the median time from event publication to quotation (null: none).
 */
export const ProviderKpisSchema = z.object({
  customers_count: z.number().int().min(0),
  quotations_count: z.number().int().min(0),
  conversion_rate: z.number().min(0).max(100),
  sales_total: z.number().min(0),
  median_response_minutes: z.number().min(0).nullable(),
  /** Median minutes to the first reply in conversations (issue 15); null until one was answered. */
  median_reply_minutes: z.number().min(0).nullable(),
});
export type ProviderKpis = z.infer<typeof ProviderKpisSchema>;

/** GET providers/:id/kpis: the KPIs and their monthly series. */
export const ProviderKpisOutSchema = ProviderKpisSchema.extend({
  series: z.array(z.object({ month: z.string(), quotations: z.number(), accepted: z.number() })),
});
export type ProviderKpisOut = z.infer<typeof ProviderKpisOutSchema>;

/** POST providers/resendCode: where the code went and when another may be asked. */
export const EmailCodeSentSchema = z.object({
  sent: z.literal(true),
  email_address: z.string(),
  expires_at: z.string(),
  resend_after_seconds: z.number(),
});
export type EmailCodeSent = z.infer<typeof EmailCodeSentSchema>;

/** POST providers/validateCode: the pre-registration the code confirmed. */
export const EmailCodeValidSchema = z.object({ valid: z.literal(true), preregister_id: z.number(), email_address: z.string() });
export type EmailCodeValid = z.infer<typeof EmailCodeValidSchema>;

/** PUT providers/{id}/upgrade: the plan and the request for the Business plan (200 granted, 202 pending). */
export const ProviderUpgradeSchema = z.object({
  plan: z.string(),
  upgrade_request: z.object({
    id: z.number(),
    requested_plan: z.string(),
    status: z.string(),
    created_at: z.string(),
    resolved_at: z.string().nullable(),
  }),
});
export type ProviderUpgrade = z.infer<typeof ProviderUpgradeSchema>;

/** POST providers/{id}/unlink. */
export const ProviderUnlinkedSchema = z.object({ id: z.number(), unlinked: z.literal(true) });

/** A cover photo: the image and the gallery media it is (PUT providers/{id}/covers answers the list). */
export const CoverOutSchema = ImageOutSchema.extend({ media_id: z.number() });

