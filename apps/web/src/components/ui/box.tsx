import { forwardRef } from 'react';
import type { ElementType, ReactNode, Ref } from 'react';
import clsx from 'clsx';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import MuiBox from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { isPlainSx } from '../../styling/serialize-styles-kept';
import { keptStyles, registerStyles, useInsertedStyles } from '../../styling/kept-sx';

/**
 * MUI's `Box`, with the style of each `sx` computed once per process instead of on every render
 * (docs/decisions/275-box-styles-computed-once.md). MUI's Box turns its `sx` into CSS on every
 * render (the theme lookups of `styleFunctionSx`, then Emotion's string and hash): a provider
 * site's server render has ≈ 250 Boxes, and that was the largest share of its styles' cost. Here
 * an `sx` made only of plain values (strings, numbers, booleans, null, nested objects and arrays:
 * what nearly every call site writes) is keyed by its JSON and its serialised style kept per theme;
 * the element gets the same class (`MuiBox-root css-<hash of the same CSS>`), the same rule in the
 * request's Emotion cache and the same HTML as MUI's Box (box.test.tsx renders both). Anything
 * else — an `sx` function, a function inside it, a `className` that is itself an Emotion
 * class (a `styled(Box)`, whose styles Emotion merges into one rule), an `as` or `theme` prop — is
 * MUI's Box as before.
 *
 * The rule goes into the cache from the Box itself (`useInsertedStyles`: at once on the server, in an
 * insertion effect in the browser), not from an `Insertion` element beside it as Emotion's
 * `ClassNames` does: one element and one component fewer per Box, on both sides, so the tree that
 * hydrates is the one the server rendered (docs/decisions/365).
 */

/**
 * The JSON of a plain `sx` object, or null when it holds anything a key cannot stand for. The check
 * walks the `sx` by hand and `JSON.stringify` runs without a replacer (V8's fast path): a replacer
 * made the key cost as much as a third of what it saves.
 */
function sxKey(sx: unknown): string | null {
  if (sx === undefined || sx === null) return '';
  if (typeof sx !== 'object') return null;
  let key = keysBySx.get(sx);
  if (key === undefined) {
    // An array (ContentContainer's base and the caller's sx) is MUI's too: its items' styles in order.
    key = isPlainSx(sx) ? JSON.stringify(sx) : null;
    keysBySx.set(sx, key);
  }
  return key;
}

/**
 * The keys of the `sx` objects seen, by identity: a module constant's (a section's, a tile's look, with
 * its nested rules: up to 2 kB of JSON) is walked and written once per process, not on every render; an
 * inline object is written as before, its entry gone with it. Props are not mutated (React's rule), so
 * an object's JSON does not change.
 */
const keysBySx = new WeakMap<object, string | null>();

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
  const kept = key === null || cache === null || composed ? null : keptStyles(theme, key, sx);
  // Called on every render whichever way this one goes (hooks in the same order).
  useInsertedStyles(cache, kept);
  if (kept === null || cache === null) return <Fallback ref={ref} {...props} />;
  const Component = component as ElementType;
  return <Component ref={ref} className={`${clsx(className, 'MuiBox-root')} ${registerStyles(cache, kept)}`} {...other} />;
}) as unknown as typeof MuiBox;

export { Box };
export default Box;
