/**
 * Phone numbers: stored in E.164 ('+51987654321'), shown as '+51 987 654 321', and turned into
 * WhatsApp links with digits only (wa.me/51987654321). Validation uses libphonenumber-js's mobile
 * metadata (Google's libphonenumber data), not a hand-written pattern: Peru's entry alone
 * (peru-mobile-metadata.ts), the only country whose numbers are accepted.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { PERU_MOBILE_METADATA } from './peru-mobile-metadata';

/** Peru's country calling code. */
export const PERU_CALLING_CODE = '51';

/**
 * The E.164 form of a Peruvian mobile number typed in any usual way ('987 654 321',
 * '+51 987-654-321', '51987654321'), or null when it is not a valid Peruvian mobile.
 */
export function toPeruMobileE164(value: string): string | null {
  const known = parsed.get(value);
  if (known !== undefined) return known;
  const e164 = parsePeruMobile(value);
  if (parsed.size >= MAX_PARSED) parsed.clear();
  parsed.set(value, e164);
  return e164;
}

/**
 * The answers of toPeruMobileE164 by input: a pure function that parses with libphonenumber's
 * metadata, called for the same numbers on every render of a provider site (the contact block, the
 * tel: and WhatsApp links: ≈ 1 % of a server render's CPU, issue 12). Bounded: emptied when full.
 */
const parsed = new Map<string, string | null>();
const MAX_PARSED = 2000;

function parsePeruMobile(value: string): string | null {
  const raw = value.trim();
  if (!raw) return null;
  const compact = raw.replace(/[\s\-.()]/g, '');
  const withPlus = /^51\d{9}$/.test(compact) ? `+${compact}` : compact;
  const parsed = parsePhoneNumberFromString(withPlus, 'PE', PERU_MOBILE_METADATA);
  if (!parsed || parsed.country !== 'PE' || !parsed.isValid()) return null;
  const type = parsed.getType();
  if (type !== undefined && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  return parsed.number;
}

/** True for a Peruvian mobile number. */
export function isPeruMobile(value: string): boolean {
  return toPeruMobileE164(value) !== null;
}

/**
 * Display form of a stored phone: '+51987654321' or '987654321' → '+51 987 654 321'. Values that
 * are not Peruvian mobiles are returned as they are.
 */
export function formatPhoneDisplay(value: string | null | undefined): string {
  if (!value) return '';
  const e164 = toPeruMobileE164(value);
  if (!e164) return value.trim();
  const national = e164.slice(3);
  return `+${PERU_CALLING_CODE} ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}

/**
 * WhatsApp click-to-chat link: https://wa.me/<digits>[?text=…]. The number goes in digits only,
 * with the country code (wa.me rejects '+', spaces and dashes). A Peruvian number without the
 * code gets 51; an empty or unusable number gives WhatsApp's "choose a chat" link.
 */
export function whatsAppLink(phone: string | null | undefined, message?: string): string {
  const e164 = phone ? toPeruMobileE164(phone) : null;
  const digits = e164 ? e164.slice(1) : (phone ?? '').replace(/\D/g, '');
  const text = message ? `?text=${encodeURIComponent(message)}` : '';
  return `https://wa.me/${digits}${text}`;
}
