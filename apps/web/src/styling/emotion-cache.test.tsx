// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { CacheProvider, Global, keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import Button from '@mui/material/Button';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { appTheme } from '../theme';
import { createEmotionCache } from './emotion-cache';

/** The CSS a server render puts in the page: what the cache compiled, as entry-server reads it. */
function cssOf(element: React.ReactElement): string {
  const cache = createEmotionCache();
  cache.compat = true;
  renderToString(<CacheProvider value={cache}>{element}</CacheProvider>);
  return Object.values(cache.inserted)
    .filter((rule): rule is string => typeof rule === 'string')
    .join('');
}

const pulse = keyframes({ '0%': { opacity: 1 }, '100%': { opacity: 0.5 } });
const Pulsing = styled.span({ animation: `${pulse} 1s infinite` });

const Probe = styled.div({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  transition: 'opacity .2s',
  transform: 'scale(1)',
  position: 'sticky',
  userSelect: 'none',
  backdropFilter: 'blur(8px)',
  appearance: 'none',
  hyphens: 'auto',
  WebkitTextSizeAdjust: '100%',
  maskImage: 'linear-gradient(black, transparent)',
  backgroundClip: 'text',
  textDecoration: 'underline dotted',
  colorAdjust: 'exact',
  '&::placeholder': { color: 'gray' },
});

describe('the Emotion cache (ADR 331)', () => {
  it('writes what every browser we serve takes as authored, without the 2014 prefixes', () => {
    const css = cssOf(<Probe />);
    expect(css).toContain('display:flex;');
    expect(css).toContain('align-items:center;');
    expect(css).toContain('justify-content:space-between;');
    expect(css).toContain('transition:opacity .2s;');
    expect(css).toContain('transform:scale(1);');
    expect(css).toContain('position:sticky;');
    expect(css).toContain('::placeholder{color:gray;}');
    expect(css).not.toMatch(/-webkit-box|-ms-|-moz-|-webkit-flex|-webkit-transition|-webkit-transform|-webkit-sticky|-webkit-align|-webkit-justify|-webkit-input-placeholder/);
  });

  it('keeps the -webkit- twin where Safari still needs it', () => {
    const css = cssOf(<Probe />);
    for (const declaration of [
      'user-select:none;',
      'backdrop-filter:blur(8px);',
      'appearance:none;',
      'hyphens:auto;',
      'mask-image:linear-gradient(black, transparent);',
      'background-clip:text;',
      'text-decoration:underline dotted;',
    ]) {
      expect(css).toContain(`-webkit-${declaration}${declaration}`);
    }
    expect(css).toContain('-webkit-print-color-adjust:exact;color-adjust:exact;');
    // Written by hand with its prefix (as MUI's CssBaseline does): once, not twice.
    expect(css.match(/text-size-adjust/g)).toEqual(['text-size-adjust']);
    expect(css).toContain('-webkit-text-size-adjust:100%;');
  });

  it('writes keyframes and global styles once, unprefixed', () => {
    const css = cssOf(
      <>
        <Global styles={{ body: { margin: 0, display: 'flex' } }} />
        <Pulsing />
      </>,
    );
    expect(css).toContain('@keyframes');
    expect(css).not.toContain('@-webkit-keyframes');
    expect(css).toContain('body{margin:0;display:flex;}');
  });

  it("leaves MUI's class names as they are (the hash is of the styles, not of the CSS written)", () => {
    const theme = appTheme();
    const button = (
      <ThemeProvider theme={theme}>
        <Button variant="contained">Enviar</Button>
      </ThemeProvider>
    );
    const cache = createEmotionCache();
    cache.compat = true;
    const html = renderToString(<CacheProvider value={cache}>{button}</CacheProvider>);
    const plain = renderToString(button);
    const classes = (markup: string) => markup.match(/class="[^"]*"/g);
    expect(classes(html)).toEqual(classes(plain));
  });
});
