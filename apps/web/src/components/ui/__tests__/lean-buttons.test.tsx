// @vitest-environment node
import { useId } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import MuiButton from '@mui/material/Button';
import MuiButtonBase from '@mui/material/ButtonBase';
import MuiIconButton from '@mui/material/IconButton';
import { Link as RouterLink, MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { appTheme } from '../../../theme';
import { createEmotionCache } from '../../../styling/emotion-cache';
import { drawsLean, leanTwins, setLeanButtonsProbe } from '../lean-buttons';

const theme = appTheme();

/** A server render as entry-server.tsx does it: the HTML and the rules in the order they were inserted. */
function serverRender(node: ReactNode): { html: string; rules: string[] } {
  const cache: EmotionCache = createEmotionCache();
  cache.compat = true;
  const rules: string[] = [];
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    rules.push(`${selector}{${serialized.styles}}`);
    return insert(selector, serialized, sheet, shouldCache);
  };
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/orquesta']}>{node}</MemoryRouter>
      </ThemeProvider>
    </CacheProvider>,
  );
  return { html, rules };
}

/** A child that shows its `useId`: the same ids below MUI's button and below the twin. */
function Ids() {
  const a = useId();
  const b = useId();
  return (
    <span id={a} aria-describedby={b}>
      texto
    </span>
  );
}

/** The theme as the buttons see it (MUI's ThemeProvider gives its children a copy). */
let seenTheme: object | null = null;
function SeeTheme() {
  seenTheme = useTheme();
  return null;
}
const drawn = (props: Record<string, unknown>) => {
  serverRender(<SeeTheme />);
  return drawsLean(seenTheme as object, props);
};

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

const CASES: Array<[string, ComponentType<Record<string, unknown>>, ComponentType<Record<string, unknown>>, Record<string, unknown>]> = [
  ['IconButton', MuiIconButton as never, leanTwins.IconButton, { 'aria-label': 'Foto de portada siguiente', size: 'small', sx: { bgcolor: 'rgba(255,255,255,0.9)' } }],
  ['IconButton as a link', MuiIconButton as never, leanTwins.IconButton, { 'aria-label': 'Compartir en X', href: 'https://twitter.com/intent/tweet?url=%2Fx&text=A%20"b"', target: '_blank', rel: 'noopener noreferrer' }],
  ['IconButton disabled', MuiIconButton as never, leanTwins.IconButton, { 'aria-label': 'Anterior', disabled: true, color: 'primary', edge: 'start' }],
  ['ButtonBase', MuiButtonBase as never, leanTwins.ButtonBase, { 'aria-pressed': false, className: 'like-button like-count', onClick: () => undefined }],
  ['ButtonBase with a label', MuiButtonBase as never, leanTwins.ButtonBase, { 'aria-label': 'Ver foto: 1', className: 'gallery-open', 'data-testid': 'x' }],
  ['Button', MuiButton as never, leanTwins.Button, { variant: 'contained', size: 'large', fullWidth: true }],
  ['Button as a link', MuiButton as never, leanTwins.Button, { variant: 'outlined', href: 'https://wa.me/51944726212?text=Hola', target: '_blank', rel: 'noopener' }],
  ['IconButton as component="a" with a tooltip\'s listeners', MuiIconButton as never, leanTwins.IconButton, { component: 'a', href: 'https://wa.me/?text=x', target: '_blank', rel: 'noopener noreferrer', 'aria-label': 'Compartir en WhatsApp', sx: { color: '#25D366' }, onMouseOver: () => undefined, onFocus: () => undefined }],
  ['Button with a start icon', MuiButton as never, leanTwins.Button, { variant: 'contained', size: 'large', startIcon: <Ids />, fullWidth: true, disabled: false, onClick: () => undefined }],
  ['Button as a link with a start icon', MuiButton as never, leanTwins.Button, { component: 'a', href: 'https://wa.me/1', target: '_blank', rel: 'noopener', variant: 'outlined', startIcon: <svg aria-hidden="true" />, sx: { mt: 1 } }],
  ['ButtonBase as a router link', MuiButtonBase as never, leanTwins.ButtonBase, { component: RouterLink, to: '/buscar?q=x', className: 'nav-link', 'aria-current': 'page', sx: { px: 1 } }],
  ['Button as a router link with a start icon', MuiButton as never, leanTwins.Button, { component: RouterLink, to: '/soy-un-proveedor', variant: 'contained', startIcon: <Ids />, sx: { ml: 1 } }],
  ['IconButton as a router link', MuiIconButton as never, leanTwins.IconButton, { component: RouterLink, to: '/cuenta', 'aria-label': 'Mi cuenta' }],
  ['Button text', MuiButton as never, leanTwins.Button, { size: 'small', sx: { alignSelf: 'flex-start', px: 1 } }],
];

describe('lean buttons (docs/decisions/381)', () => {
  afterEach(() => setLeanButtonsProbe(null));

  it.each(CASES)('%s: the server twin writes what MUI writes, HTML and rules, in order', async (_name, Mui, Lean, props) => {
    setLeanButtonsProbe(renderToString);
    const tree = (Component: ComponentType<Record<string, unknown>>) => (
      <div>
        <Component {...props}>
          <Ids />
        </Component>
        <Ids />
      </div>
    );
    const mui = serverRender(tree(Mui));
    // The first render of a variant is MUI's own; it reads MUI's rendering once, outside the render.
    expect(serverRender(tree(Lean))).toEqual(mui);
    expect(drawn(props)).toBe(false);
    await tick();
    expect(drawn(props)).toBe(true);
    const lean = serverRender(tree(Lean));
    expect(lean.html).toBe(mui.html);
    expect(lean.rules).toEqual(mui.rules);
    expect(mui.html).toContain(' id="');
  });

  it('renders MUI where a prop is not plain data, and always without the probe', async () => {
    setLeanButtonsProbe(renderToString);
    const Link = ({ children, ...rest }: { children?: ReactNode }) => <a {...rest}>{children}</a>;
    const props = { component: Link, href: '/x', 'aria-label': 'Ir' };
    const mui = serverRender(<MuiIconButton {...props}>x</MuiIconButton>);
    const Lean = leanTwins.IconButton;
    serverRender(<Lean {...props}>x</Lean>);
    await tick();
    expect(serverRender(<Lean {...props}>x</Lean>)).toEqual(mui);
    expect(drawn(props)).toBe(false);
    setLeanButtonsProbe(null);
    const plain = serverRender(<MuiIconButton aria-label="Nueva">y</MuiIconButton>);
    serverRender(<Lean aria-label="Nueva">y</Lean>);
    await tick();
    expect(serverRender(<Lean aria-label="Nueva">y</Lean>)).toEqual(plain);
  });

  it('does not draw a variant whose MUI markup is more than one element around the children', async () => {
    setLeanButtonsProbe(renderToString);
    const Lean = leanTwins.IconButton;
    const props = { 'aria-label': 'Cargando', loading: true };
    const mui = serverRender(<MuiIconButton {...props}>x</MuiIconButton>);
    serverRender(<Lean {...props}>x</Lean>);
    await tick();
    expect(serverRender(<Lean {...props}>x</Lean>)).toEqual(mui);
    expect(drawn(props)).toBe(false);
  });
});
