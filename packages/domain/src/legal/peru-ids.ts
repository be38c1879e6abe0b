/**
 * Peruvian identity numbers: RUC (SUNAT taxpayer number: 11 digits, a known prefix and a mod-11
 * check digit) and DNI (8 digits). Pure functions; the zod schemas with Spanish messages are in
 * legal.schemas.ts.
 */

/**
 * First two digits SUNAT gives: 10 (person with a DNI), 15/17 (person without DNI / foreigner),
 * 20 (company or other legal entity).
 */
export const RUC_PREFIXES = ['10', '15', '17', '20'] as const;
const RUC_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/** The check digit of the first 10 digits of a RUC (SUNAT's modulus 11). */
export function rucCheckDigit(first10: string): number {
  const sum = RUC_WEIGHTS.reduce((acc, w, i) => acc + w * Number(first10[i]), 0);
  const rest = 11 - (sum % 11);
  return rest === 10 ? 0 : rest === 11 ? 1 : rest;
}

/** True for an 11-digit RUC with a valid prefix and check digit. */
export function isValidRuc(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  if (!(RUC_PREFIXES as readonly string[]).includes(value.slice(0, 2))) return false;
  return rucCheckDigit(value.slice(0, 10)) === Number(value[10]);
}

/** True for a DNI: exactly 8 digits. */
export function isValidDni(value: string): boolean {
  return /^\d{8}$/.test(value);
}

/** Only the digits people typed ('20-123 456 789-0' → '201234567890'). */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}
