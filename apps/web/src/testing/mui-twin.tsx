import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter } from 'react-router';
import { expect } from 'vitest';
import { appTheme } from '../theme';

/**
 * Checks for a plain twin of an MUI component (docs/decisions/365, 399): a server render as
 * entry-server.tsx makes it (the request's Emotion cache, compat, the app's theme, inside a router),
 * the markup with Emotion's class names aside, and the declarations of each class's rule.
 */
export function renderServer(node: ReactNode): { html: string; cache: EmotionCache } {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <MemoryRouter>
      <CacheProvider value={cache}>
        <ThemeProvider theme={appTheme()}>{node}</ThemeProvider>
      </CacheProvider>
    </MemoryRouter>,
  );
  return { html, cache };
}

/** The markup with each Emotion class as `css-X` (MUI's development build adds a label to its names). */
export const markupOf = (html: string) => html.replace(/ css-[a-z0-9]+(-[A-Za-z]+)*/g, ' css-X');

/**
 * Per element with an Emotion class, in document order: what its rule sets, i.e. the last value of each
 * property per selector (`&`, `&:hover`, `& ol`, `@media …`), sorted — the same look whatever order the
 * properties come in and whether an earlier value (a variant's, the type's size before the `sx`'s) is
 * written and then overridden. Vendor-prefixed values count apart (`display:-webkit-box` and
 * `display:flex` are two).
 */
export function declarationsOf(html: string, cache: EmotionCache): string[][] {
  const names = [...html.matchAll(/class="[^"]*?css-([a-z0-9]+)[^"]*"/g)].map((m) => m[1] ?? '');
  return names.map((name) => {
    const rule = Object.entries(cache.inserted).find(([id]) => id === name || id.startsWith(`${name}-`))?.[1];
    if (typeof rule !== 'string') throw new Error(`no rule for css-${name}`);
    const text = rule.replace(/label:[^;]*;/g, '').replace(/\.css-[a-z0-9]+(-[A-Za-z]+)*/g, '&');
    const last = new Map<string, string>();
    for (const block of text.split('}')) {
      const [selector = '', body = ''] = block.split('{');
      for (const declaration of body.split(';')) {
        const colon = declaration.indexOf(':');
        if (colon < 0) continue;
        const property = declaration.slice(0, colon).trim();
        const value = declaration.slice(colon + 1).trim();
        // A prefixed value (`display:-webkit-flex`) is its own entry, as the browser keeps the one it reads.
        const key = `${selector.trim()} ${property}${value.startsWith('-') ? ` ${value}` : ''}`;
        last.set(key, value);
      }
    }
    return [...last].map(([key, value]) => `${key}: ${value}`).sort();
  });
}

/** MUI's `mui` and the twin `ours` render the same markup and the same rules. */
export function expectSameAsMui(mui: ReactNode, ours: ReactNode): void {
  const a = renderServer(mui);
  const b = renderServer(ours);
  expect(markupOf(b.html)).toBe(markupOf(a.html));
  const rules = declarationsOf(a.html, a.cache);
  expect(rules.flat().length).toBeGreaterThan(0);
  expect(declarationsOf(b.html, b.cache)).toEqual(rules);
}
