import { forwardRef } from 'react';
import type { ElementType, ReactNode, Ref } from 'react';
import clsx from 'clsx';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import MuiBox from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { keptStyles, plainSxKey, registerStyles, useInsertedStyles } from '../../styling/kept-sx';

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
  const key = cache === null || 'as' in other || 'theme' in other ? null : plainSxKey(sx);
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
