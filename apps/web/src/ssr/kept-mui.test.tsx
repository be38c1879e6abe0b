// @vitest-environment node
import { useId } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import MuiIconButton from '@mui/material/IconButton';
import MuiSvgIcon from '@mui/material/SvgIcon';
import MuiTypography from '@mui/material/Typography';
import { styled, ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { appTheme } from '../theme';
import { extractCriticalStyles } from './emotion-critical';
import FastIconButton from './fast-icon-button';
import FastSvgIcon from './fast-svg-icon';
import FastTypography from './fast-typography';
import { keptRenders, notKept } from './kept-mui';

/** A server render as entry-server.tsx makes it: the request's Emotion cache, compat, the app's theme. */
function render(node: ReactNode): { html: string; css: string; cache: EmotionCache } {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={appTheme()}>{node}</ThemeProvider>
    </CacheProvider>,
  );
  return { html, css: extractCriticalStyles(cache, html), cache };
}

/** A child that shows the `useId` it gets: the same only if the tree above it has the same shape. */
function IdProbe() {
  return <b data-id={useId()} />;
}

/** What `learn` waits for: the render that first saw a key has ended. */
const afterRender = () => new Promise<void>((resolve) => setImmediate(resolve));

type AnyComponent = ComponentType<Record<string, unknown>>;

/**
 * Each props twice around a `useId` component (the ids of siblings and descendants depend on the tree's
 * shape), MUI's component and the server's: the server's first render is MUI's (a key not learned),
 * the next one the kept answer, and both must write MUI's HTML and critical CSS byte for byte.
 */
async function expectSame(Mui: AnyComponent, Fast: AnyComponent, props: Record<string, unknown>) {
  const page = (C: AnyComponent) => (
    <div>
      <IdProbe />
      <C {...props} />
      <IdProbe />
      <C {...props} />
    </div>
  );
  const mui = render(page(Mui));
  const first = render(page(Fast));
  expect(first.html).toBe(mui.html);
  await afterRender();
  const before = keptRenders.count;
  const kept = render(page(Fast));
  expect(keptRenders.count - before).toBe(2);
  expect(kept.html).toBe(mui.html);
  expect(kept.css).toBe(mui.css);
  expect(notKept).toEqual([]);
}

const path = <path d="M12 2 2 22h20z" />;

describe('server MUI components with kept classes (ADR 333)', () => {
  it('SvgIcon: same HTML and critical CSS as MUI for each props', async () => {
    const cases: Array<Record<string, unknown>> = [
      { children: path },
      { children: path, fontSize: 'small' },
      { children: path, fontSize: 'inherit', color: 'primary' },
      { children: path, color: 'action', className: 'mine', 'aria-label': 'Estrella', titleAccess: 'Estrella' },
      { children: [path, <circle key="c" cx="1" cy="1" r="1" />], viewBox: '0 0 10 10', htmlColor: '#333', sx: { mr: 1, verticalAlign: 'middle' } },
      { children: <IdProbe />, inheritViewBox: true, onClick: () => undefined, 'data-testid': 'icono' },
    ];
    for (const props of cases) await expectSame(MuiSvgIcon as AnyComponent, FastSvgIcon as AnyComponent, props);
  });

  it('Typography: same HTML and critical CSS as MUI for each props', async () => {
    const cases: Array<Record<string, unknown>> = [
      { children: 'Hola' },
      { children: 'Título', variant: 'h2', component: 'h1' },
      { children: ['Uno', <IdProbe key="p" />, 'dos'], variant: 'body2', color: 'text.secondary', gutterBottom: true },
      { children: 'Centro', align: 'center', noWrap: true, sx: { fontWeight: 700 }, id: 'titulo' },
      { children: 'Estilo', style: { opacity: 0.5 }, className: 'propia', variant: 'caption', 'aria-hidden': true },
      { children: 'Sin variante', variant: 'inherit', variantMapping: { inherit: 'span' } },
    ];
    for (const props of cases) await expectSame(MuiTypography as AnyComponent, FastTypography as AnyComponent, props);
  });

  it('IconButton: same HTML and critical CSS as MUI for each props (its useId and ButtonBase included)', async () => {
    const icon = <MuiSvgIcon>{path}</MuiSvgIcon>;
    const cases: Array<Record<string, unknown>> = [
      { children: icon, 'aria-label': 'Cerrar' },
      { children: <IdProbe />, size: 'small', color: 'primary', edge: 'end', onClick: () => undefined },
      { children: icon, disabled: true, 'aria-label': 'Compartir' },
      { children: icon, href: '/proveedores', 'aria-label': 'Ir' },
      { children: icon, href: '/proveedores', disabled: true, 'aria-label': 'Ir' },
      { children: icon, component: 'span', 'aria-label': 'Como span', tabIndex: -1 },
      { children: icon, type: 'submit', id: 'enviar', sx: { ml: 'auto' }, disableRipple: true, className: 'propia' },
    ];
    for (const props of cases) await expectSame(MuiIconButton as AnyComponent, FastIconButton as AnyComponent, props);
  });

  it("a styled() of the component (an Emotion class in className) is MUI's own, with the merged rule", async () => {
    const StyledIcon = styled(FastSvgIcon)({ marginLeft: 3 });
    const MuiStyledIcon = styled(MuiSvgIcon)({ marginLeft: 3 });
    const mui = render(<MuiStyledIcon>{path}</MuiStyledIcon>);
    render(<StyledIcon>{path}</StyledIcon>);
    await afterRender();
    const before = keptRenders.count;
    const ours = render(<StyledIcon>{path}</StyledIcon>);
    expect(keptRenders.count).toBe(before);
    expect(ours.html).toBe(mui.html);
    expect(ours.css).toBe(mui.css);
  });

  it("props it does not handle are MUI's component (IconButton loading, an svg child)", async () => {
    for (const [Mui, Fast, props] of [
      [MuiIconButton, FastIconButton, { loading: false, children: path, 'aria-label': 'Cargar' }],
      [MuiSvgIcon, FastSvgIcon, { children: <svg viewBox="0 0 2 2">{path}</svg> }],
    ] as Array<[AnyComponent, AnyComponent, Record<string, unknown>]>) {
      const mui = render(<Mui {...props} />);
      render(<Fast {...props} />);
      await afterRender();
      const before = keptRenders.count;
      const ours = render(<Fast {...props} />);
      expect(keptRenders.count).toBe(before);
      expect(ours.html).toBe(mui.html);
    }
  });
});
