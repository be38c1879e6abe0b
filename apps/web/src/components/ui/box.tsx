import { forwardRef, useInsertionEffect } from 'react';
import type { ElementType, ReactNode, Ref } from 'react';
import clsx from 'clsx';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import type { SerializedStyles } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import MuiBox from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { internal_serializeStyles as serializeStyles } from '@mui/styled-engine';
import { keptPerTheme } from '../../styling/kept-per-theme';
import { isPlainSx } from '../../styling/serialize-styles-kept';

/**
 * MUI's `Box`, with the style of each `sx` computed once per process instead of on every render
 * (docs/decisions/275-box-styles-computed-once.md). MUI's Box turns its `sx` into CSS on every
 * render (the theme lookups of `styleFunctionSx`, then Emotion's string and hash): a provider
 * site's server render has ≈ 250 Boxes, and that was the largest share of its styles' cost. Here
 * an `sx` made only of plain values (strings, numbers, booleans, null, nested objects and arrays:
 * what nearly every call site writes) is keyed by its JSON and its serialised style kept per theme;
 * the element gets the same class (`MuiBox-root css-<hash of the same CSS>`), the same rule in the
 * request's Emotion cache and the same HTML as MUI's Box (box.test.tsx renders both). Anything
 * else — an `sx` array or function, a function inside it, a `className` that is itself an Emotion
 * class (a `styled(Box)`, whose styles Emotion merges into one rule), an `as` or `theme` prop — is
 * MUI's Box as before.
 */
const MAX_KEPT_PER_THEME = 5000;
/** MUI's ThemeProvider gives each render a copy of the theme: copies share the styles (kept-per-theme.ts). */
const keptFor = keptPerTheme<SerializedStyles>();

/**
 * The JSON of a plain `sx` object, or null when it holds anything a key cannot stand for. The check
 * walks the `sx` by hand and `JSON.stringify` runs without a replacer (V8's fast path): a replacer
 * made the key cost as much as a third of what it saves.
 */
function sxKey(sx: unknown): string | null {
  if (sx === undefined || sx === null) return '';
  if (typeof sx !== 'object' || Array.isArray(sx)) return null;
  return isPlainSx(sx) ? JSON.stringify(sx) : null;
}

function stylesOf(theme: Theme, key: string, sx: unknown): SerializedStyles {
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

const isBrowser = typeof document !== 'undefined';

/**
 * What Emotion's `ClassNames` does for one `css(serialized)` (`@emotion/utils`' registerStyles and
 * insertStyles for a class, not a string tag): the rule registered under its class name and, the first
 * time in this cache, inserted; on the server, the rules for a `<style>` beside the element when the
 * cache is not collecting them (no `compat`).
 */
function register(cache: EmotionCache, serialized: SerializedStyles): string {
  const className = `${cache.key}-${serialized.name}`;
  if (cache.registered[className] === undefined) cache.registered[className] = serialized.styles;
  return className;
}

function insert(cache: EmotionCache, serialized: SerializedStyles): string | undefined {
  const className = register(cache, serialized);
  if (cache.inserted[serialized.name] !== undefined) return undefined;
  let rules = '';
  let current: SerializedStyles | undefined = serialized;
  do {
    const maybe = cache.insert(current === serialized ? `.${className}` : '', current, cache.sheet, true);
    if (!isBrowser && typeof maybe === 'string') rules += maybe;
    current = current.next;
  } while (current !== undefined);
  return !isBrowser && rules.length !== 0 ? rules : undefined;
}

interface InsertionProps {
  cache: EmotionCache;
  serialized: SerializedStyles;
}

/** In the browser, the rule goes in when React inserts styles (before layout), as `ClassNames` does. */
function BrowserInsertion({ cache, serialized }: InsertionProps) {
  useInsertionEffect(() => {
    insert(cache, serialized);
  });
  return null;
}

/** On the server, at once (the request's cache collects it: entry-server.tsx). */
function ServerInsertion({ cache, serialized }: InsertionProps) {
  const rules = insert(cache, serialized);
  return rules === undefined ? null : <style data-emotion={`${cache.key} ${serialized.name}`} dangerouslySetInnerHTML={{ __html: rules }} nonce={cache.sheet.nonce} />;
}

const Insertion = isBrowser ? BrowserInsertion : ServerInsertion;

/** MUI's Box with this file's loose props (the exported Box keeps MUI's types). */
const Fallback = MuiBox as unknown as ElementType;

interface BoxProps {
  className?: string;
  component?: ElementType;
  sx?: unknown;
  children?: ReactNode;
  [prop: string]: unknown;
}

const Box = forwardRef(function Box(props: BoxProps, ref: Ref<unknown>) {
  const theme = useTheme();
  const cache = useEmotionCache();
  const { className, component = 'div', sx, ...other } = props;
  const key = cache === null || 'as' in other || 'theme' in other ? null : sxKey(sx);
  // A class Emotion registered (a styled(Box)): MUI's Box merges its rules with the sx's into one.
  // (Every class Emotion registers is `<cache key>-<name>`: a className without one holds none.)
  const composed =
    className !== undefined &&
    cache !== null &&
    className.includes(`${cache.key}-`) &&
    className.split(' ').some((name) => cache.registered[name] !== undefined);
  if (key === null || cache === null || composed) return <Fallback ref={ref} {...props} />;
  const Component = component as ElementType;
  const serialized = stylesOf(theme, key, sx);
  // The tree `ClassNames` made (the insertion, then the element: same useId and hydration).
  return (
    <>
      <Insertion cache={cache} serialized={serialized} />
      <Component ref={ref} className={`${clsx(className, 'MuiBox-root')} ${register(cache, serialized)}`} {...other} />
    </>
  );
}) as unknown as typeof MuiBox;

export { Box };
export default Box;
