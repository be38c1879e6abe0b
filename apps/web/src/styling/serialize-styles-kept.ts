import { isValidElement } from 'react';
import { serializeStyles as emotionSerializeStyles } from '@emotion/serialize';
import type { SerializedStyles } from '@emotion/serialize';
import { keptPerTheme } from './kept-per-theme';

/**
 * Emotion's `serializeStyles`, as Emotion's `styled` components call it, with its answer kept per
 * process for styles and props that are plain data (docs/decisions/290-styled-styles-kept.md).
 *
 * Every MUI component (Typography, Button, SvgIcon, Chip…) is an Emotion `styled` element that, on
 * every render, calls its style functions with its props (MUI's theme overrides and variants,
 * `styleFunctionSx`), joins the CSS into one string and hashes it: ≈ 14–20 % of a provider site's
 * server render. For a given component, theme and props the answer is the same, so the build
 * (apps/web/vite.config.ts, `keptEmotionSerialize()`) gives `@emotion/styled`'s base this function
 * instead of Emotion's, and it returns the kept answer when it can name the inputs by a key:
 * - the component: the identity of each of its styles (the style functions `styled()` made);
 * - the theme: the theme object, or a copy of it (kept-per-theme.ts);
 * - the props: their JSON, where a function (an event handler, a ref callback) and a React element
 *   stand for "present" (style functions only test them), a component object (a `component` or
 *   `as` that is a forwardRef or memo) for itself, so do the texts, links and ids of
 *   PRESENCE_ONLY and `aria-*`/`data-*` (or their falsy value), and the `sx` — which MUI turns into
 *   CSS — must be plain data (no function, class instance, symbol or non-finite number in it).
 * Anything else — a prop holding a class instance (a Date, a DOM node), a symbol, a cycle, a key
 * longer than MAX_KEY_LENGTH, a non-plain `sx`, a style that is not a function, object or string — is
 * Emotion's path as before. Same CSS, same class names: styled-serialize.test.tsx renders MUI's
 * components both ways, bench/render-html-check.ts every public page of the demo data.
 */
export type { SerializedStyles };
type Interpolation = Parameters<typeof emotionSerializeStyles>[0];
type Registered = Parameters<typeof emotionSerializeStyles>[1];
type Props = Parameters<typeof emotionSerializeStyles>[2];

const MAX_KEPT_PER_THEME = 10_000;
const MAX_KEY_LENGTH = 4096;
const FUNCTION_MARK = '\u0000function';
const ELEMENT_MARK = '\u0000element';
const PRESENT_MARK = '\u0000present';
/**
 * Props whose content no style reads (MUI's styles only test `children`, `label`, `src`, `title`
 * and `id` for presence: Divider, Tab, CardMedia…): their value stands for "present" or its falsy
 * self, so an element's styles are kept once for every text, link and image it shows.
 */
const PRESENCE_ONLY = new Set(['children', 'label', 'href', 'to', 'src', 'srcSet', 'alt', 'title', 'id', 'htmlFor', 'name', 'placeholder']);

const REACT_TYPE = '$$typeof';

const keptFor = keptPerTheme<SerializedStyles>();
const NO_THEME = {};

/** A number per style object/function (a component's styles), and per style string. */
const styleIds = new WeakMap<object, number>();
const stringIds = new Map<string, number>();
const MAX_STRING_IDS = 5000;
let nextId = 1;

function idOf(style: unknown): number | null {
  if ((typeof style === 'object' && style !== null) || typeof style === 'function') {
    let id = styleIds.get(style);
    if (id === undefined) {
      id = nextId++;
      styleIds.set(style, id);
    }
    return id;
  }
  if (typeof style === 'string') {
    let id = stringIds.get(style);
    if (id === undefined) {
      if (stringIds.size >= MAX_STRING_IDS) return null;
      id = nextId++;
      stringIds.set(style, id);
    }
    return id;
  }
  return null;
}

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** An `sx` MUI turns into the same CSS every time: plain objects, arrays and finite values only. */
export function isPlainSx(sx: unknown): boolean {
  if (sx === null || sx === undefined || typeof sx === 'string' || typeof sx === 'boolean') return true;
  if (typeof sx === 'number') return Number.isFinite(sx);
  if (typeof sx !== 'object') return false;
  if (Array.isArray(sx)) return sx.every(isPlainSx);
  if (!isPlainObject(sx)) return false;
  for (const key in sx) if (!isPlainSx((sx as Record<string, unknown>)[key])) return false;
  return true;
}

/**
 * The key of a styled element's props (its theme aside), or null when they are not plain data. Written
 * by hand rather than with `JSON.stringify` and a replacer (V8's slow path: the replacer made the key
 * cost most of what it saved): names end with \u0001, strings are JSON (so never hold a raw \u0001),
 * every value ends with a comma.
 */
export function propsKey(props: Record<string, unknown>): string | null {
  key = '';
  plain = true;
  writeObject(props, 0, true);
  return plain && key.length <= MAX_KEY_LENGTH ? key : null;
}

const MAX_DEPTH = 12;
let key = '';
let plain = true;

function writeObject(object: object, depth: number, top: boolean): void {
  key += '{';
  for (const name in object) {
    const value = (object as Record<string, unknown>)[name];
    if (value === undefined || (top && name === 'theme')) continue;
    key += `${name}\u0001`;
    if (name === 'sx') {
      if (!isPlainSx(value)) {
        plain = false;
        return;
      }
      // As a string: an sx is CSS, none of the names below applies inside it.
      key += JSON.stringify(value);
    } else if (value && (PRESENCE_ONLY.has(name) || name.startsWith('aria-') || name.startsWith('data-'))) {
      key += PRESENT_MARK;
    } else {
      writeValue(value, depth);
    }
    key += ',';
    if (!plain || key.length > MAX_KEY_LENGTH) {
      plain = false;
      return;
    }
  }
  key += '}';
}

function writeValue(value: unknown, depth: number): void {
  switch (typeof value) {
    case 'string':
      key += JSON.stringify(value);
      return;
    case 'number':
      if (Number.isFinite(value)) key += String(value);
      else plain = false;
      return;
    case 'boolean':
      key += value ? 'T' : 'F';
      return;
    case 'undefined':
      key += 'U';
      return;
    case 'function':
      key += FUNCTION_MARK;
      return;
    case 'object':
      if (value === null) {
        key += 'N';
        return;
      }
      if (depth >= MAX_DEPTH) {
        plain = false; // a cycle, or deeper than any props a style reads
        return;
      }
      if (Array.isArray(value)) {
        key += '[';
        for (const item of value) {
          writeValue(item, depth + 1);
          if (!plain) return;
          key += ',';
        }
        key += ']';
        return;
      }
      if (isValidElement(value)) {
        key += ELEMENT_MARK;
        return;
      }
      // A component (forwardRef, memo, lazy…: `component`, `as`, `slots`): one number per component.
      if (REACT_TYPE in value) {
        key += `\u0000component${idOf(value)}`;
        return;
      }
      if (!isPlainObject(value)) {
        plain = false;
        return;
      }
      writeObject(value, depth + 1, false);
      return;
    default:
      plain = false; // a symbol, a bigint
  }
}

/** The styles' part of the key: the identity of each, or null when one is not a style a key can name. */
function stylesKey(args: ArrayLike<unknown>): string | null {
  let key = '';
  for (let i = 0; i < args.length; i++) {
    const id = idOf(args[i]);
    if (id === null) return null;
    key += `${id},`;
  }
  return key;
}

export function serializeStyles(args: Interpolation, registered?: Registered, mergedProps?: Props): SerializedStyles {
  if (mergedProps === undefined || mergedProps === null || typeof mergedProps !== 'object' || !Array.isArray(args)) {
    return emotionSerializeStyles(args, registered, mergedProps);
  }
  const styles = stylesKey(args);
  const props = styles === null ? null : propsKey(mergedProps as Record<string, unknown>);
  if (props === null) return emotionSerializeStyles(args, registered, mergedProps);
  const theme = (mergedProps as { theme?: unknown }).theme;
  const kept = keptFor(typeof theme === 'object' && theme !== null ? theme : NO_THEME);
  const key = `${styles}|${props}`;
  let serialized = kept.get(key);
  if (serialized === undefined) {
    serialized = emotionSerializeStyles(args, registered, mergedProps);
    if (kept.size >= MAX_KEPT_PER_THEME) kept.clear();
    kept.set(key, serialized);
  }
  return serialized;
}
