import { useInsertionEffect } from 'react';
import type { ReactNode } from 'react';
import type { SerializedStyles } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';

/**
 * The insertion of one Emotion rule as Emotion's `styled` and `ClassNames` do it, for the components
 * that give the request's cache a rule they computed once (`Box`, docs/decisions/311; the server's
 * MUI components, docs/decisions/333).
 */
const isBrowser = typeof document !== 'undefined';

/**
 * What Emotion's `ClassNames` does for one `css(serialized)` (`@emotion/utils`' registerStyles and
 * insertStyles for a class, not a string tag): the rule registered under its class name and, the first
 * time in this cache, inserted; on the server, the rules for a `<style>` beside the element when the
 * cache is not collecting them (no `compat`).
 */
export function register(cache: EmotionCache, serialized: SerializedStyles): string {
  const className = `${cache.key}-${serialized.name}`;
  if (cache.registered[className] === undefined) cache.registered[className] = serialized.styles;
  return className;
}

export function insert(cache: EmotionCache, serialized: SerializedStyles): string | undefined {
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

export interface InsertionProps {
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

export const Insertion = isBrowser ? BrowserInsertion : ServerInsertion;


/**
 * The insertion's place beside the element: on the server with a cache that collects its rules
 * (`compat`, entry-server.tsx), the rule is inserted now and the place holds `null` — what the
 * insertion component would render, without a component per element (same tree shape: the fragment
 * keeps its two children); anywhere else, the insertion component.
 */
export function insertionOf(cache: EmotionCache, serialized: SerializedStyles): ReactNode {
  if (!isBrowser && cache.compat === true) {
    insert(cache, serialized);
    return null;
  }
  return <Insertion cache={cache} serialized={serialized} />;
}
