import { useId } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import type { SerializedStyles } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { ThemeProvider } from '@mui/material/styles';
import { createEmotionCache } from '../styling/emotion-cache';
import { keptPerTheme } from '../styling/kept-per-theme';
import { propsKey } from '../styling/serialize-styles-kept';
import { extractCriticalStyles } from './emotion-critical';

/**
 * The classes and Emotion rules of a MUI component on the server, kept per process for its theme and
 * props (docs/decisions/333-server-mui-components-kept.md).
 *
 * A MUI component's class names and rules are the same every time for one theme and one set of
 * style-relevant props. The server's own version of the component (`fast-*.tsx`, resolved in place of
 * MUI's in the server bundle only: apps/web/vite.config.ts, `serverKeptMui()`) asks `keptStyles` for
 * them; the first time a key is seen the answer is "not yet" and that render is MUI's own component,
 * while, after the render, `learn` renders MUI's component once with those props alone (children
 * replaced by a probe that prints its `useId`) into a throw-away Emotion cache, reads the `class` of
 * each element and the rule Emotion registered for it, renders the server's version with that answer
 * and keeps it only if both renders wrote the same HTML and the same critical CSS (ssr/emotion-critical.ts) (else the key stays MUI's
 * for the life of the process). The key is the props' key of the kept styles (ADR 290: texts, links and
 * ids stand for "present", functions for "a function"), so one key's HTML differs only in those
 * values, which both versions write from the same props.
 */

/** One element's class attribute and, when Emotion styled it, its rule (as `styled` serialised it). */
export interface KeptElement {
  className: string;
  serialized: SerializedStyles | null;
}

type Entry = KeptElement[] | 'pending' | 'mui';

export interface KeptKind {
  /** MUI's component, rendered to learn a key and whenever a key is not known yet. */
  Mui: ComponentType<Record<string, unknown>>;
  /** The server's version. */
  Fast: ComponentType<Record<string, unknown>>;
  keptFor: (theme: object) => Map<string, Entry>;
}

const MAX_KEPT_PER_THEME = 5000;

/** A kind of kept component: its MUI version, its server version and its kept answers per theme. */
export function keptKind(Mui: ComponentType<never>, Fast: ComponentType<never>): KeptKind {
  return { Mui: Mui as ComponentType<Record<string, unknown>>, Fast: Fast as ComponentType<Record<string, unknown>>, keptFor: keptPerTheme<Entry>() };
}

/** Learned keys this process could not keep (for tests and the bench: they render MUI's component). */
export const notKept: string[] = [];
/** How many renders used a kept answer (for tests and the bench). */
export const keptRenders = { count: 0 };

/**
 * The kept elements of this component for this theme and props, or null (render MUI's component):
 * a key never seen (learned after this render), a key whose answer differed from MUI's, props a key
 * cannot name, a theme that is not a MUI theme.
 */
export function keptStyles(kind: KeptKind, theme: object, props: Record<string, unknown>): KeptElement[] | null {
  if (!('palette' in theme)) return null;
  const key = propsKey(props);
  if (key === null) return null;
  const kept = kind.keptFor(theme);
  const entry = kept.get(key);
  if (typeof entry === 'object') {
    keptRenders.count++;
    return entry;
  }
  if (entry === undefined) {
    if (kept.size >= MAX_KEPT_PER_THEME) kept.clear();
    kept.set(key, 'pending');
    // After the current render: React's server renderer keeps its state in the module while it renders.
    setImmediate(() => learn(kind, theme, key, props));
  }
  return null;
}

/** Stands for the children while learning: its `useId` shows the tree position they get. */
function Probe() {
  const id = useId();
  return <i data-kept-probe={id} />;
}

function renderAlone(theme: object, node: ReactNode): { html: string; cache: EmotionCache } {
  const cache = createEmotionCache();
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>{node}</ThemeProvider>
    </CacheProvider>,
  );
  return { html, cache };
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** Each element's class and its registered rule, in document order; null when a rule is not one class's (keyframes, globals). */
function elementsOf(html: string, cache: EmotionCache): KeptElement[] | null {
  const elements: KeptElement[] = [];
  const names = new Set<string>();
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    const className = match[1] ?? '';
    if (className.includes('&')) return null; // an escaped character: the attribute is not the prop
    let serialized: SerializedStyles | null = null;
    for (const name of className.split(' ')) {
      const styles = cache.registered[name];
      if (typeof styles !== 'string' || !name.startsWith(`${cache.key}-`)) continue;
      if (serialized !== null) return null; // two rules on one element: Emotion merges, not kept
      serialized = { name: name.slice(cache.key.length + 1), styles, next: undefined } as SerializedStyles;
      names.add(serialized.name);
    }
    elements.push({ className, serialized });
  }
  // A rule not on any element is kept out only when it is one class's (an outer `styled` whose rules
  // Emotion merged into the inner element's: MUI's IconButton over ButtonBase), never keyframes or globals.
  for (const name of Object.keys(cache.inserted)) if (!names.has(name) && cache.registered[`${cache.key}-${name}`] === undefined) return null;
  return elements;
}


/** Learns one key (see the module's comment); exported for the tests, which learn without waiting. */
export function learn(kind: KeptKind, theme: object, key: string, props: Record<string, unknown>): void {
  const kept = kind.keptFor(theme);
  const sample = props.children === undefined || props.children === null || props.children === false ? props : { ...props, children: <Probe /> };
  try {
    const mui = renderAlone(theme, <kind.Mui {...sample} />);
    const elements = elementsOf(mui.html, mui.cache);
    if (elements === null) throw new Error('not one rule per element');
    kept.set(key, elements);
    const fast = renderAlone(theme, <kind.Fast {...sample} />);
    if (fast.html !== mui.html || extractCriticalStyles(fast.cache, fast.html) !== extractCriticalStyles(mui.cache, mui.html)) throw new Error(`different HTML or rules:\n${mui.html}\n${fast.html}`);
  } catch (error) {
    kept.set(key, 'mui');
    if (notKept.length < 100) notKept.push(`${key}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Props MUI's styled roots do not give their element (`rootShouldForwardProp`). */
const NOT_FORWARDED = new Set(['as', 'ownerState', 'theme', 'sx', 'classes']);

/**
 * What Emotion's `styled` gives the element of a MUI root: its props in their order but those MUI's
 * `rootShouldForwardProp` keeps back, the class in `className`'s place, then the ref.
 */
export function forwardedProps(rootProps: Record<string, unknown>, className: string, ref: unknown): Record<string, unknown> {
  const forwarded: Record<string, unknown> = {};
  for (const name in rootProps) if (!NOT_FORWARDED.has(name)) forwarded[name] = rootProps[name];
  forwarded.className = className;
  if (ref) forwarded.ref = ref;
  return forwarded;
}

/**
 * Whether a `className` holds a class Emotion registered (a `styled(Component)`, e.g. MUI's Select icon
 * or Link): Emotion's `styled` merges those rules with the component's own into one, which is not kept.
 */
export function holdsEmotionClass(cache: EmotionCache, className: unknown): boolean {
  if (typeof className !== 'string' || !className.includes(`${cache.key}-`)) return false;
  return className.split(' ').some((name) => cache.registered[name] !== undefined);
}
