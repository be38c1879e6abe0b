/**
 * Text helpers without dependencies (the web app's first load uses them for keywords): accents
 * removed, the search form of a text, URL slugs. Re-exported by ./format.
 */

/** Removes diacritics: 'Ñaña, Cañete' → 'Nana, Canete'. */
export function removeAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Search form of a text: accent-free, lower case, single spaces, trimmed. */
export function normalizeSearchText(text: string): string {
  return removeAccents(text).toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * URL slug: lower case, accents removed, runs of other characters turned into one '-', no '-' at
 * either end ('Eventos Ñañez & Cía.' → 'eventos-nanez-cia'). `maxLength` cuts at a word boundary when it can.
 */
export function slugify(text: string, maxLength?: number): string {
  let slug = removeAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (maxLength !== undefined && slug.length > maxLength) {
    const cut = slug.slice(0, maxLength);
    const lastDash = cut.lastIndexOf('-');
    slug = (lastDash > 0 && slug[maxLength] !== '-' ? cut.slice(0, lastDash) : cut).replace(/-+$/, '');
  }
  return slug;
}

/**
 * A name written inside a sentence: lower case, except acronyms, which keep their capitals
 * ('Catering' → 'catering', 'DJ' → 'DJ', 'Pantallas LED' → 'pantallas LED').
 */
export function lowerInSentence(name: string): string {
  return name
    .split(/(\s+)/)
    .map((word) => (/^[A-ZÁÉÍÓÚÑ0-9]{2,}$/.test(word) ? word : word.toLocaleLowerCase('es-PE')))
    .join('');
}

let spanishCollator: Intl.Collator | undefined;

/**
 * Alphabetical order in Spanish, the same as `a.localeCompare(b, 'es')`, with one collator made on
 * first use: `localeCompare` with a locale looks its collator up on every call, which made sorting the
 * service types a long task of the search page's hydration (docs/decisions/256).
 */
export function compareSpanish(a: string, b: string): number {
  spanishCollator ??= new Intl.Collator('es');
  return spanishCollator.compare(a, b);
}
