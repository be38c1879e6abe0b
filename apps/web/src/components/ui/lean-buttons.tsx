import { useId } from 'react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import type { SerializedStyles } from '@emotion/react';
import MuiButton from '@mui/material/Button';
import MuiButtonBase from '@mui/material/ButtonBase';
import MuiIconButton from '@mui/material/IconButton';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { keptPerTheme } from '../../styling/kept-per-theme';
import { createEmotionCache } from '../../styling/emotion-cache';
import { insertStyles } from '../../styling/kept-sx';

/**
 * MUI's `ButtonBase`, `IconButton` and `Button`, drawn on the server without their components
 * (docs/decisions/381). In the browser these are MUI's components themselves (ripple, focus-visible,
 * keyboard: unchanged). In the server render, a button whose props are plain data (no `component`,
 * icons or loading state) is one host element: MUI's root element as MUI rendered it once for the same
 * style props and theme (its tag, class names and attributes, in MUI's order), its props' attributes,
 * and MUI's rules inserted in the request's cache in MUI's order. The HTML and the critical CSS are
 * the ones MUI's components write, so the browser's first render (MUI's) hydrates it as before; what
 * goes away is, per button, MUI's two or three components, two styled components with their Emotion
 * insertions and ButtonBase's ≈ 25 hooks.
 *
 * MUI's rendering of a variant is read once per process and theme, outside any render (the first
 * server render of a variant is MUI's own; a microtask then renders MUI's button alone, once React's
 * synchronous work is done): `setLeanButtonsProbe` gives the
 * server's `renderToString` (entry-server.tsx); without it every render is MUI's.
 */

type Probe = (element: ReactElement) => string;
let probeRender: Probe | null = null;

/** The server render's `renderToString` for reading MUI's markup (entry-server.tsx); never set in the browser. */
export function setLeanButtonsProbe(render: Probe | null): void {
  probeRender = render;
}

/** MUI's root element of one variant: its tag, its attributes in order (from MUI or from the props), its rules. */
interface Template {
  /** MUI's root element, or React Router's `Link` where the button was given it as `component`. */
  tag: 'button' | 'a' | typeof RouterLink;
  /** The class of Button's `startIcon` span, when the variant has one. */
  startIconClass: string | null;
  attributes: Array<{ prop: string; fixed: unknown } | { prop: string; fromProps: true }>;
  styles: SerializedStyles[];
}
type Kept = Template | 'pending' | 'mui';

/** Props whose value changes MUI's classes or rules (their value is part of the key). */
const STYLE_PROPS = new Set(['size', 'color', 'edge', 'disabled', 'sx', 'className', 'variant', 'fullWidth', 'disableElevation', 'type', 'tabIndex', 'disableRipple', 'disableFocusRipple', 'focusRipple', 'centerRipple']);
/** Props that only become an attribute of the root as given (their name is part of the key: `href` makes it an `<a>`). */
const passesThrough = (name: string) => name === 'href' || name === 'title' || name === 'target' || name === 'rel' || name === 'id' || name === 'download' || name.startsWith('aria-') || name.startsWith('data-');
/** Attributes MUI's ButtonBase sets itself, by their React prop. */
const OWN_ATTRIBUTES: Record<string, string> = { class: 'className', tabindex: 'tabIndex', type: 'type', disabled: 'disabled', role: 'role', 'aria-disabled': 'aria-disabled' };
const MARKER = 'lean-button-children';
const START_ICON = 'lean-button-start-icon';

const sxKeys = new WeakMap<object, string>();
function valueKey(value: unknown): string | null {
  if (value === undefined || value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return JSON.stringify(value ?? null);
  if (typeof value !== 'object') return null;
  let key = sxKeys.get(value);
  if (key === undefined) {
    key = JSON.stringify(value, (_name, v: unknown) => {
      if (typeof v === 'function' || typeof v === 'symbol' || typeof v === 'bigint') throw new TypeError('not plain data');
      if (v !== null && typeof v === 'object' && !Array.isArray(v) && Object.getPrototypeOf(v) !== Object.prototype) throw new TypeError('not plain data');
      return v;
    });
    sxKeys.set(value, key);
  }
  return key;
}

/** The key of a button's variant, or null when a prop is not one this file knows (MUI renders it). */
function variantKey(props: Record<string, unknown>): string | null {
  let key = '';
  for (const name in props) {
    const value = props[name];
    if (name === 'children' || name === 'ref' || value === undefined) continue;
    if (typeof value === 'function') {
      if (/^on[A-Z]/.test(name)) continue;
      return null;
    }
    if (name === 'startIcon') {
      key += 'startIcon;';
      continue;
    }
    if (name === 'component' && value === RouterLink) {
      // Drawn as MUI draws it: React Router's `Link` given MUI's attributes (`to` among them, in MUI's order).
      key += 'component=RouterLink;';
      continue;
    }
    if (name === 'to' && props.component === RouterLink && typeof value === 'string') {
      key += 'to;';
      continue;
    }
    if (STYLE_PROPS.has(name) || (name === 'component' && typeof value === 'string')) {
      let v: string | null;
      try {
        v = valueKey(value);
      } catch {
        return null;
      }
      if (v === null) return null;
      key += `${name}=${v};`;
    } else if (passesThrough(name)) key += `${name};`;
    else return null;
  }
  return key;
}

const ATTRIBUTE = /\s([a-zA-Z][\w:-]*)(?:="([^"]*)")?/g;
const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** MUI's markup of the variant read into a template, or 'mui' when it is not one host element around the children. */
function templateOf(html: string, props: Record<string, unknown>, styles: SerializedStyles[]): Template | 'mui' {
  const match = /^<(button|a)((?:\s[^>]*)?)>([\s\S]*)<\/\1>$/.exec(html);
  if (!match) return 'mui';
  const startIcon = new RegExp(`^<span class="([\\w -]+)">${START_ICON}</span>${MARKER}$`).exec(match[3]!);
  if (match[3] !== MARKER && !(startIcon && props.startIcon !== undefined)) return 'mui';
  const attributes: Template['attributes'] = [];
  for (const [, name, raw] of match[2]!.matchAll(ATTRIBUTE)) {
    const prop = OWN_ATTRIBUTES[name!] ?? name!;
    if (prop in props && props[prop] !== undefined && prop !== 'className' && prop !== 'tabIndex' && prop !== 'type' && prop !== 'disabled') attributes.push({ prop, fromProps: true });
    else if (name! in OWN_ATTRIBUTES) {
      const value = raw === undefined ? true : unescape(raw);
      attributes.push({ prop, fixed: prop === 'tabIndex' ? Number(value) : prop === 'disabled' ? true : value });
    } else return 'mui';
  }
  const tag = props.to !== undefined ? (match[1] === 'a' ? RouterLink : null) : (match[1] as 'button' | 'a');
  if (tag === null) return 'mui';
  return { tag, startIconClass: startIcon ? startIcon[1]! : null, attributes, styles };
}

const keptFor = keptPerTheme<Kept>();
/** Variants read per theme at most (a style that changed with the data would otherwise grow without end): beyond, MUI renders. */
const MAX_VARIANTS = 2000;

/** Reads MUI's rendering of a variant, outside any render (its own React render and Emotion cache). */
function probe(Mui: ComponentType<Record<string, unknown>>, theme: object, kept: Map<string, Kept>, key: string, props: Record<string, unknown>) {
  const render = probeRender;
  if (!render || kept.size >= MAX_VARIANTS) return;
  kept.set(key, 'pending');
  queueMicrotask(() => {
    try {
      const cache = createEmotionCache();
      cache.compat = true;
      const styles: SerializedStyles[] = [];
      const insert = cache.insert.bind(cache);
      cache.insert = (selector, serialized, sheet, shouldCache) => {
        if (selector !== '') styles.push(serialized);
        return insert(selector, serialized, sheet, shouldCache);
      };
      const probeProps: Record<string, unknown> = {};
      for (const name in props) if (name !== 'children' && name !== 'ref' && typeof props[name] !== 'function') probeProps[name] = name === 'startIcon' ? START_ICON : props[name];
      // React Router's Link, for the probe: an `<a>` given the same props (its `to` an attribute in MUI's order).
      if (probeProps.component === RouterLink) probeProps.component = 'a';
      const html = render(
        <CacheProvider value={cache}>
          <ThemeProvider theme={theme}>
            <Mui {...probeProps}>{MARKER}</Mui>
          </ThemeProvider>
        </CacheProvider>,
      );
      kept.set(key, templateOf(html, probeProps, styles));
    } catch {
      kept.set(key, 'mui');
    }
  });
}

/**
 * The tree positions MUI's components give the button's children (`useId` ids below a button are
 * the same as under MUI's): `[null, x]` puts x second of two, as Emotion's `[Insertion, element]`.
 */
const second = (node: ReactNode) => (
  <>
    {null}
    {node}
  </>
);

type Shape = (children: ReactNode, startIcon: ReactNode) => { outside: (element: ReactElement) => ReactNode; inside: ReactNode };

/** A component that takes an id, as MUI's `IconButton` and `Button` do: its children's ids are forked as theirs. */
function WithId({ children }: { children: ReactNode }) {
  useId();
  return children;
}

function leanTwin(Mui: ComponentType<Record<string, unknown>>, usesId: boolean, shape: Shape, name: string) {
  function Lean(props: Record<string, unknown>) {
    const theme = useTheme();
    const cache = useEmotionCache();
    const kept = keptFor(theme);
    const key = cache === null || probeRender === null ? null : variantKey(props);
    const template = key === null ? 'mui' : kept.get(key);
    if (key !== null && template === undefined) probe(Mui, theme, kept, key, props);
    if (typeof template !== 'object' || cache === null) return <Mui {...props} />;
    for (const s of template.styles) insertStyles(cache, s);
    const hostProps: Record<string, unknown> = {};
    for (const attribute of template.attributes) hostProps[attribute.prop] = 'fixed' in attribute ? attribute.fixed : props[attribute.prop];
    const startIcon = template.startIconClass === null ? null : second(<span className={template.startIconClass}>{props.startIcon as ReactNode}</span>);
    const { outside, inside } = shape(props.children as ReactNode, startIcon);
    const Tag = template.tag as unknown as ComponentType<Record<string, unknown>>;
    const element = outside(<Tag {...hostProps}>{inside}</Tag>);
    return usesId ? <WithId>{element}</WithId> : element;
  }
  Lean.displayName = name;
  return Lean;
}

// ButtonBase: its root is styled (`[Insertion, button]`), its children `[children, ripple]`.
const BUTTON_BASE: Shape = (children) => ({ outside: second, inside: <>{children}{null}</> });
// IconButton (uses an id): styled root around ButtonBase, then ButtonBase's; children `[loading, children]`.
const ICON_BUTTON: Shape = (children) => ({ outside: (e) => second(second(e)), inside: <>{second(children)}{null}</> });
// Button (uses an id): the same, children `[startIcon, loader, children, loader, endIcon]`, the start icon
// in a styled span (`[Insertion, span]`).
const BUTTON: Shape = (children, startIcon) => ({
  outside: (e) => second(second(e)),
  inside: (
    <>
      <>
        {startIcon}
        {null}
        {children}
        {null}
        {null}
      </>
      {null}
    </>
  ),
});

/** The server twins, whatever the build (tests render them beside MUI's). */
export const leanTwins = /* @__PURE__ */ (() => ({
  ButtonBase: leanTwin(MuiButtonBase as never, false, BUTTON_BASE, 'LeanButtonBase'),
  IconButton: leanTwin(MuiIconButton as never, true, ICON_BUTTON, 'LeanIconButton'),
  Button: leanTwin(MuiButton as never, true, BUTTON, 'LeanButton'),
}))();

// The server build draws the twins; the browser's build exports MUI's components themselves.
const SSR = import.meta.env.SSR;
export const ButtonBase = (SSR ? leanTwins.ButtonBase : MuiButtonBase) as typeof MuiButtonBase;
export const IconButton = (SSR ? leanTwins.IconButton : MuiIconButton) as typeof MuiIconButton;
export const Button = (SSR ? leanTwins.Button : MuiButton) as typeof MuiButton;

/** Whether the server draws this variant itself (MUI's markup already read for the theme): for tests. */
export function drawsLean(theme: object, props: Record<string, unknown>): boolean {
  const key = variantKey(props);
  return key !== null && typeof keptFor(theme).get(key) === 'object';
}
