/**
 * The policy version and the consent kinds (Ley 29733; docs/decisions/181-personal-data-consent.md):
 * plain values, apart from the schemas (privacy.schemas.ts), so that the institutional pages, which
 * show the version's date, do not load zod and build the schemas when they start (docs/decisions/256).
 */

/**
 * Version of the Terms and the Privacy Policy now in force. Raising it makes every user accept
 * again on their next visit (the consent dialog appears while their last acceptance is older).
 */
export const PRIVACY_POLICY_VERSION = '2026-11-26';

export const CONSENT_KINDS = ['terms_privacy', 'marketing'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
