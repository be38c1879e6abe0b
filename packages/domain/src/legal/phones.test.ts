import { describe, expect, it } from 'vitest';
import { parsePhoneNumberFromString as parseWithEveryCountry } from 'libphonenumber-js/mobile';
import mobileMetadata from 'libphonenumber-js/metadata.mobile.json';
import { PERU_MOBILE_METADATA } from './peru-mobile-metadata';
import { formatPhoneDisplay, toPeruMobileE164, whatsAppLink } from './phones';

/** toPeruMobileE164 as it was written with the metadata of every country (libphonenumber-js/mobile). */
function withEveryCountry(value: string): string | null {
  const raw = value.trim();
  if (!raw) return null;
  const compact = raw.replace(/[\s\-.()]/g, '');
  const withPlus = /^51\d{9}$/.test(compact) ? `+${compact}` : compact;
  const parsed = parseWithEveryCountry(withPlus, 'PE');
  if (!parsed || parsed.country !== 'PE' || !parsed.isValid()) return null;
  const type = parsed.getType();
  if (type !== undefined && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  return parsed.number;
}

/** Deterministic digits (a linear congruential generator), so a failure can be replayed. */
function* digitStrings(count: number): Generator<string> {
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  for (let i = 0; i < count; i += 1) {
    const length = 5 + (next() % 12);
    let digits = '';
    for (let d = 0; d < length; d += 1) digits += String(next() % 10);
    yield digits;
  }
}

const TYPED = [
  '987654321', '987 654 321', '987-654-321', '(987) 654 321', '+51 987 654 321', '+51987654321', '51987654321',
  '0051987654321', '00 51 987 654 321', '19110051987654321', '1977 00 51 987654321', '0987654321', '+510987654321',
  '014123456', '01 4123456', '+51 1 4123456', '+51 44 123456', '+51 80 012345', '44123456', '80012345', '+5114123456',
  '+1 202 555 0143', '+54 9 11 2345 6789', '+56 9 6123 4567', '+591 71234567', '+593 99 123 4567', '+57 321 1234567',
  '+34 612 34 56 78', '+800 1234 5678', '+882 1234 5678', '+44 7911 123456', '+52 1 55 1234 5678',
  '9876543210', '98765432', '+51 98765432', '+51 9876543210', '+51', '51', '9', '', '   ', 'abc', '98765432a',
  '+51 987 654 321 ext 12', '987654321 anexo 5', '+51 987654321;ext=3', 'tel:+51987654321', '+(51) 987654321',
  '+51-987-654-321', '51 987 654 321', '+ 51 987 654 321', '++51987654321', '+510051987654321', '987.654.321',
];

describe('toPeruMobileE164 with Peru’s metadata alone', () => {
  it('keeps Peru’s entry of the installed libphonenumber-js mobile metadata, and nothing else', () => {
    expect(PERU_MOBILE_METADATA.countries.PE).toEqual(mobileMetadata.countries.PE);
    expect(PERU_MOBILE_METADATA.version).toBe(mobileMetadata.version);
    expect(mobileMetadata.country_calling_codes['51']).toEqual(['PE']);
  });

  it('answers as the metadata of every country does, for typed numbers of Peru and elsewhere', () => {
    for (const typed of TYPED) expect([typed, toPeruMobileE164(typed)]).toEqual([typed, withEveryCountry(typed)]);
    expect(toPeruMobileE164('(987) 654 321')).toBe('+51987654321');
    expect(toPeruMobileE164('014123456')).toBeNull();
    expect(toPeruMobileE164('+54 9 11 2345 6789')).toBeNull();
  });

  it('answers as the metadata of every country does, for 20,000 digit strings in every usual prefix', () => {
    let peruvian = 0;
    for (const digits of digitStrings(4000)) {
      for (const typed of [digits, `+${digits}`, `+51${digits}`, `9${digits.slice(0, 8)}`, `00${digits}`]) {
        const expected = withEveryCountry(typed);
        if (expected) peruvian += 1;
        if (toPeruMobileE164(typed) !== expected) expect([typed, toPeruMobileE164(typed)]).toEqual([typed, expected]);
      }
    }
    // The sample does reach valid Peruvian mobiles, not only rejections.
    expect(peruvian).toBeGreaterThan(2000);
  });

  it('formats and links as before', () => {
    expect(formatPhoneDisplay('51987654321')).toBe('+51 987 654 321');
    expect(formatPhoneDisplay('+1 202 555 0143')).toBe('+1 202 555 0143');
    expect(whatsAppLink('987 654 321', 'Hola')).toBe('https://wa.me/51987654321?text=Hola');
  });
});
