/**
 * Values computed from a theme, kept per theme for the life of the process (the `Box` styles of
 * docs/decisions/275 and the styled components' styles of docs/decisions/290).
 *
 * MUI's ThemeProvider hands its children a shallow copy of the theme on every render (`{ ...upper,
 * ...theme }`), so a server render has a new theme object each time: a copy whose every property is
 * the same object as a known theme's shares that theme's values (MUI's style functions read the
 * theme only through those properties).
 */
const MAX_KNOWN_THEMES = 8;

function sameProperties(a: object, b: object): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key]);
}

/** A `keptFor(theme)` returning the one `Map` of values for that theme (or for a copy of it). */
export function keptPerTheme<V>(): (theme: object) => Map<string, V> {
  const keptByTheme = new WeakMap<object, Map<string, V>>();
  const knownThemes: Array<{ theme: object; kept: Map<string, V> }> = [];
  return function keptFor(theme: object): Map<string, V> {
    let kept = keptByTheme.get(theme);
    if (!kept) {
      kept = knownThemes.find((known) => sameProperties(known.theme, theme))?.kept;
      if (!kept) {
        kept = new Map();
        if (knownThemes.length >= MAX_KNOWN_THEMES) knownThemes.shift();
        knownThemes.push({ theme, kept });
      }
      keptByTheme.set(theme, kept);
    }
    return kept;
  };
}
