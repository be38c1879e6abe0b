import { useInsertionEffect } from 'react';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import type { SerializedStyles } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { useTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { internal_serializeStyles as serializeStyles } from '@mui/styled-engine';
import { keptPerTheme } from './kept-per-theme';
import { isPlainSx } from './serialize-styles-kept';

/**
 * The style of a plain `sx` object (MUI's `styleFunctionSx` for the theme, serialised by Emotion), kept
 * per process and theme under a key (its JSON): the `Box` of docs/decisions/275 and the plain elements
 * of docs/decisions/365, which get the class MUI's `Box` would give the same `sx`
 * (`css-<hash of the same CSS>`) and the same rule in the request's Emotion cache.
 */
const MAX_KEPT_PER_THEME = 5000;
/** MUI's ThemeProvider gives each render a copy of the theme: copies share the styles (kept-per-theme.ts). */
const keptFor = keptPerTheme<SerializedStyles>();

export function keptStyles(theme: Theme, key: string, sx: unknown): SerializedStyles {
  const kept = keptFor(theme);
  let serialized = kept.get(key);
  if (!serialized) {
    // What MUI's Box gives Emotion: styleFunctionSx's object for this theme, serialised alone.
    serialized = serializeStyles(sx ? theme.unstable_sx(sx as Parameters<Theme['unstable_sx']>[0]) : null) as SerializedStyles;
    if (kept.size >= MAX_KEPT_PER_THEME) kept.clear();
    kept.set(key, serialized);
  }
  return serialized;
}

export const isBrowser = typeof document !== 'undefined';

/**
 * The keys of the `sx` objects seen, by identity: a module constant's (a section's, a tile's look, with
 * its nested rules: up to 2 kB of JSON) is walked and written once per process, not on every render; an
 * inline object is written each time, its entry gone with it. Props are not mutated (React's rule), so
 * an object's JSON does not change (docs/decisions/399).
 */
const keysBySx = new WeakMap<object, string | null>();

/**
 * The key of a plain `sx` (its JSON; '' for none), or null when it holds anything a key cannot stand for
 * (a function, a class instance): what `Box`, `PlainIcon` and `PlainAvatar` keep their styles under. The
 * check walks the `sx` by hand and `JSON.stringify` runs without a replacer (V8's fast path: a replacer
 * made the key cost as much as a third of what it saves). An array is MUI's too: its items in order.
 */
export function plainSxKey(sx: unknown): string | null {
  if (sx === undefined || sx === null) return '';
  if (typeof sx !== 'object') return null;
  let key = keysBySx.get(sx);
  if (key === undefined) {
    key = isPlainSx(sx) ? JSON.stringify(sx) : null;
    keysBySx.set(sx, key);
  }
  return key;
}

/** The class of a style in this cache, its rule registered under it (what Emotion's `css` + `cx` do). */
export function registerStyles(cache: EmotionCache, serialized: SerializedStyles): string {
  const className = `${cache.key}-${serialized.name}`;
  if (cache.registered[className] === undefined) cache.registered[className] = serialized.styles;
  return className;
}

/**
 * The rule inserted in the cache the first time (Emotion's `insertStyles` for a class). In the browser
 * it goes into the page's style sheet; on the server the request's cache is collecting (`compat`,
 * entry-server.tsx) and keeps the rule for the critical CSS (ssr/emotion-critical.ts).
 */
export function insertStyles(cache: EmotionCache, serialized: SerializedStyles): void {
  const className = registerStyles(cache, serialized);
  if (cache.inserted[serialized.name] !== undefined) return;
  let current: SerializedStyles | undefined = serialized;
  do {
    cache.insert(current === serialized ? `.${className}` : '', current, cache.sheet, true);
    current = current.next;
  } while (current !== undefined);
}

/**
 * Inserts the styles of one element's render without an element of their own: on the server at once
 * (the request's cache collects them), in the browser when React inserts styles (before layout), as
 * Emotion's `Insertion` component does. Both sides render the same tree, so ids of `useId` and
 * hydration agree. A server render whose cache does not collect (`compat` unset) would lose the rules:
 * the app has none (entry-server.tsx sets it), and `insertStyles` throws in no case, so the rule is at
 * worst missing from a test's HTML.
 */
export function useInsertedStyles(cache: EmotionCache | null, styles: readonly SerializedStyles[] | SerializedStyles | null): void {
  if (!isBrowser && cache !== null && styles !== null) {
    if (Array.isArray(styles)) for (const s of styles as readonly SerializedStyles[]) insertStyles(cache, s);
    else insertStyles(cache, styles as SerializedStyles);
  }
  useInsertionEffect(() => {
    if (!isBrowser || cache === null || styles === null) return;
    if (Array.isArray(styles)) for (const s of styles as readonly SerializedStyles[]) insertStyles(cache, s);
    else insertStyles(cache, styles as SerializedStyles);
  });
}

/** A set of an element's constant styles: name → plain `sx` object (no function, no array at the top). */
export type KeptSxSet = Readonly<Record<string, object>>;

interface KeptSet {
  keys: string[];
  /** Per theme (and its copies): the set's serialised styles, in `keys` order. */
  perTheme: (theme: object) => Map<string, SerializedStyles>;
}

const sets = new WeakMap<KeptSxSet, KeptSet>();

function keptSetOf(set: KeptSxSet): KeptSet {
  let kept = sets.get(set);
  if (!kept) {
    kept = { keys: Object.keys(set), perTheme: keptPerTheme<SerializedStyles>() };
    sets.set(set, kept);
  }
  return kept;
}

/**
 * The class names of a component's constant styles, for plain elements (docs/decisions/365): one hook
 * per component instead of a `Box` (a component, its hooks and the `sx`'s key on every render) per
 * element. `set` must be a module constant (its styles are kept by the object's identity, per theme);
 * each style is MUI's `sx` for the theme, serialised once per process, with the class MUI's `Box` gives
 * that `sx` (without `MuiBox-root`, which no rule reads).
 */
export function useKeptClasses<S extends KeptSxSet>(set: S): { readonly [K in keyof S]: string } {
  const theme = useTheme();
  const cache = useEmotionCache();
  const kept = keptSetOf(set);
  const perTheme = kept.perTheme(theme);
  const styles: SerializedStyles[] = [];
  const classes: Record<string, string> = {};
  for (const name of kept.keys) {
    let serialized = perTheme.get(name);
    if (!serialized) {
      serialized = serializeStyles(theme.unstable_sx(set[name] as Parameters<Theme['unstable_sx']>[0])) as SerializedStyles;
      perTheme.set(name, serialized);
    }
    styles.push(serialized);
    classes[name] = cache === null ? `css-${serialized.name}` : registerStyles(cache, serialized);
  }
  useInsertedStyles(cache, styles);
  return classes as { readonly [K in keyof S]: string };
}
