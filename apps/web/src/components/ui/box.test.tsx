// @vitest-environment node
import { useId } from 'react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import MuiBox from '@mui/material/Box';
import { styled, ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { appTheme } from '../../theme';
import { Box } from './box';

/** A server render as entry-server.tsx makes it: the request's Emotion cache, compat, the app's theme. */
function render(node: ReactNode): { html: string; cache: EmotionCache } {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={appTheme()}>{node}</ThemeProvider>
    </CacheProvider>,
  );
  return { html, cache };
}

type AnyBox = typeof MuiBox;

/** The page once with MUI's Box and once with ours: same HTML, same rules in the request's cache. */
function both(page: (B: AnyBox) => ReactNode) {
  const mui = render(page(MuiBox));
  const ours = render(page(Box));
  return { mui, ours };
}

const SAMPLES: Array<Record<string, unknown> | undefined> = [
  undefined,
  {},
  { p: 2, display: 'flex', gap: 1 },
  { px: { xs: 1, md: 3 }, py: 0.5, bgcolor: 'primary.main', color: 'text.secondary', borderRadius: 2 },
  { typography: 'body2', fontWeight: 700, '&:hover': { bgcolor: 'action.hover', color: 'primary.dark' } },
  { display: { xs: 'none', sm: 'block' }, width: 1 / 2, maxWidth: 640, mx: 'auto', border: 1, borderColor: 'divider' },
  { gridTemplateColumns: ['1fr', '1fr 1fr'], '& > img': { width: '100%', objectFit: 'cover' }, zIndex: 'tooltip' },
  { position: 'relative', display: 'inline-flex', boxShadow: 2, transition: 'transform 120ms ease', opacity: null },
];
/** `sx` arrays (ContentContainer's base and its caller's `sx`): kept too, MUI's styles in the same order. */
const ARRAYS: unknown[] = [
  [{ p: 1 }, false, { m: 2 }],
  [{ width: '100%', maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 } }, { py: { xs: 3, md: 5 }, px: { xs: 2.5, sm: 3 } }],
  [{ width: '100%' }, undefined],
  [{ width: '100%' }, null],
];

describe('Box (the sx styles computed once per process)', () => {
  it.each(SAMPLES.map((sx) => [JSON.stringify(sx) ?? 'no sx', sx] as const))('renders what MUI’s Box renders: %s', (_name, sx) => {
    const { mui, ours } = both((B) => (
      <B component="section" className="extra" id="x" data-n="1" sx={sx}>
        <B sx={sx}>hola</B>
      </B>
    ));
    expect(ours.html).toBe(mui.html);
    expect(ours.html).toMatch(/class="extra MuiBox-root css-[a-z0-9]+"/);
    expect(ours.cache.inserted).toEqual(mui.cache.inserted);
    expect(ours.cache.registered).toEqual(mui.cache.registered);
  });

  it.each(ARRAYS.map((sx) => [JSON.stringify(sx), sx] as const))('renders what MUI’s Box renders for the sx array %s', (_name, sx) => {
    const { mui, ours } = both((B) => <B component="nav" sx={sx as never} />);
    expect(ours.html).toBe(mui.html);
    expect(ours.cache.inserted).toEqual(mui.cache.inserted);
    expect(ours.cache.registered).toEqual(mui.cache.registered);
  });

  it('renders no element of its own for the rule: the same tree on the server and in the browser (ids of useId)', () => {
    function Id() {
      return <span id={useId()} />;
    }
    const ours = render(
      <Box sx={{ p: 1 }}>
        <Id />
      </Box>,
    ).html;
    const plain = render(
      <div>
        <Id />
      </div>,
    ).html;
    // Same id as under a plain element: no Insertion sibling forks the tree (Emotion's ClassNames would).
    expect(ours.replace(/ class="[^"]*"/, '')).toBe(plain);
  });

  it('gives the same answer on the second render of the same styles (kept) and for another sx (not mixed up)', () => {
    const first = render(<Box sx={{ p: 3, color: 'secondary.main' }} />).html;
    const again = render(<Box sx={{ p: 3, color: 'secondary.main' }} />).html;
    const other = render(<Box sx={{ p: 4, color: 'secondary.main' }} />).html;
    const mui = render(<MuiBox sx={{ p: 4, color: 'secondary.main' }} />).html;
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    expect(other).toBe(mui);
  });

  it('computes a style once for every render, though MUI’s ThemeProvider gives each render a copy of the theme', () => {
    const theme = appTheme();
    const original = theme.unstable_sx;
    let computed = 0;
    theme.unstable_sx = function counted(this: typeof theme, sx) {
      computed += 1;
      return original.call(this, sx);
    };
    try {
      const sx = { p: 1, color: 'warning.main', '&:focus': { outlineColor: 'secondary.dark' } };
      const pages = [0, 1, 2].map(() => render(<Box sx={sx} />).html);
      expect(new Set(pages).size).toBe(1);
      expect(pages[0]).toBe(render(<MuiBox sx={sx} />).html);
      expect(computed).toBe(1); // MUI's Box calls styleFunctionSx itself, not the theme's
    } finally {
      theme.unstable_sx = original;
    }
  });

  it('leaves to MUI’s Box what a key cannot stand for: sx functions, functions inside, styled(Box)', () => {
    const { mui, ours } = both((B) => (
      <>
        <B sx={(theme) => ({ color: theme.palette.primary.main })} />
        <B sx={{ color: (theme: { palette: { secondary: { main: string } } }) => theme.palette.secondary.main, p: 1 }} />
        <B component="span" sx={{ width: Number.NaN }} />
      </>
    ));
    expect(ours.html).toBe(mui.html);
    const StyledMui = styled(MuiBox)({ margin: 4 });
    const StyledOurs = styled(Box)({ margin: 4 });
    const a = render(<StyledMui sx={{ p: 1 }} />);
    const b = render(<StyledOurs sx={{ p: 1 }} />);
    expect(b.html).toBe(a.html);
    expect(b.cache.inserted).toEqual(a.cache.inserted);
  });
});
