/** A positive integer from a URL value, or null. */
export function positiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= 2147483647 ? n : null;
}
