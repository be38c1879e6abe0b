// @vitest-environment node
import { Children, isValidElement, useContext } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider, ThemeContext, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { serializeStyles as emotionSerializeStyles } from '@emotion/serialize';
import type { SerializedStyles } from '@emotion/serialize';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { appTheme } from '../theme';
import { isPlainSx, propsKey, serializeStyles } from './serialize-styles-kept';

/** One theme for every render, as the app has (MUI's ThemeProvider gives each render a copy of it). */
const theme = appTheme();

/** A styled element as Emotion's `styled` sees it: its styles, its props and the theme it merges in. */
type Styles = Parameters<typeof emotionSerializeStyles>[0];
type Registered = NonNullable<Parameters<typeof emotionSerializeStyles>[1]>;
interface StyledCall {
  styles: Styles;
  props: Record<string, unknown>;
  theme: object;
  registered: Registered;
}

type ForwardRefLike = { render: (props: Record<string, unknown>, ref: null) => ReactNode };

/** Every Emotion-styled element in a tree of elements (not rendering the components it names). */
function styledElements(node: ReactNode, found: Array<ReactElement<Record<string, unknown>>>): void {
  Children.forEach(node, (child) => {
    if (!isValidElement<Record<string, unknown>>(child)) return;
    const type = child.type as { __emotion_styles?: unknown };
    if (Array.isArray(type.__emotion_styles)) found.push(child);
    styledElements(child.props.children as ReactNode, found);
  });
}

/**
 * The styled elements a MUI component renders for these props (its root and the slots it renders
 * directly), read inside a real server render with the app's theme and a request's Emotion cache.
 */
function styledCalls(component: unknown, props: Record<string, unknown>): StyledCall[] {
  const calls: StyledCall[] = [];
  function Probe() {
    const contextTheme = useContext(ThemeContext) as object;
    const cache = useEmotionCache();
    const found: Array<ReactElement<Record<string, unknown>>> = [];
    styledElements((component as ForwardRefLike).render(props, null), found);
    for (const element of found) {
      const styles = (element.type as unknown as { __emotion_styles: Styles }).__emotion_styles;
      calls.push({ styles, props: element.props, theme: contextTheme, registered: cache!.registered });
    }
    return null;
  }
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <Probe />
      </ThemeProvider>
    </CacheProvider>,
  );
  expect(calls.length).toBeGreaterThan(0);
  return calls;
}

/** Emotion's answer and this module's (twice: the first computes and keeps, the second reads the kept). */
function both(call: StyledCall): { emotion: SerializedStyles; kept: SerializedStyles; again: SerializedStyles } {
  // What Emotion's styled does: a fresh props object with the theme, the styles in a fresh array.
  const merged = () => ({ ...call.props, theme: call.theme });
  const emotion = emotionSerializeStyles(call.styles.slice(), call.registered, merged());
  const kept = serializeStyles(call.styles.slice(), call.registered, merged());
  const again = serializeStyles(call.styles.slice(), call.registered, merged());
  return { emotion, kept, again };
}

const icon = <path d="M0 0h24v24H0z" />;
const CASES: Array<[string, unknown, Record<string, unknown>]> = [
  ['Typography body1', Typography, { children: 'Hola' }],
  ['Typography h2 gutterBottom', Typography, { variant: 'h2', gutterBottom: true, children: 'Título' }],
  ['Typography caption noWrap sx', Typography, { variant: 'caption', noWrap: true, sx: { color: 'text.secondary', mt: { xs: 1, md: 2 } }, children: 'x' }],
  ['Typography component color', Typography, { component: 'p', color: 'primary', align: 'center', children: <b>y</b> }],
  ['Button contained', Button, { variant: 'contained', children: 'Cotizar', onClick: () => undefined }],
  ['Button outlined large startIcon', Button, { variant: 'outlined', size: 'large', color: 'secondary', startIcon: <SvgIcon>{icon}</SvgIcon>, children: 'Ver' }],
  ['Button text href fullWidth', Button, { href: '/blog', fullWidth: true, children: 'Blog', sx: { px: 3, '&:hover': { bgcolor: 'action.hover' } } }],
  ['Button disabled small', Button, { disabled: true, size: 'small', children: 'No' }],
  ['SvgIcon', SvgIcon, { children: icon }],
  ['SvgIcon small color', SvgIcon, { fontSize: 'small', color: 'action', children: icon }],
  ['Chip', Chip, { label: 'Boda' }],
  ['Chip clickable outlined small', Chip, { label: 'DJ', variant: 'outlined', size: 'small', onClick: () => undefined, color: 'primary' }],
  ['Chip deletable', Chip, { label: 'Lima', onDelete: () => undefined }],
  ['Divider', Divider, {}],
  ['Divider with text', Divider, { children: 'o' }],
  ['Divider vertical flexItem', Divider, { orientation: 'vertical', flexItem: true }],
  ['LinearProgress determinate', LinearProgress, { variant: 'determinate', value: 40 }],
  ['LinearProgress determinate other value', LinearProgress, { variant: 'determinate', value: 75, color: 'secondary' }],
  ['Link', Link, { href: '/sobre-nosotros', children: 'Sobre nosotros' }],
  ['Link underline always', Link, { href: '/x', underline: 'always', variant: 'body2', children: 'x' }],
  ['Rating read only', Rating, { value: 3.5, precision: 0.5, readOnly: true, size: 'small' }],
];

describe('serializeStyles kept per process (the styled components of MUI, docs/decisions/290)', () => {
  it.each(CASES)('gives what Emotion gives: %s', (_name, component, props) => {
    for (const call of styledCalls(component, props)) {
      const { emotion, kept, again } = both(call);
      expect(kept.name).toBe(emotion.name);
      expect(kept.styles).toBe(emotion.styles);
      expect(kept.next).toEqual(emotion.next);
      expect(again).toBe(kept); // read from the kept answers, not computed again
    }
  });

  it('keeps one answer for every text and link, and tells apart what a style reads', () => {
    const [hello] = styledCalls(Typography, { variant: 'h3', children: 'Hola', id: 'a', 'aria-label': 'b' });
    const [bye] = styledCalls(Typography, { variant: 'h3', children: 'Chau', id: 'x', 'aria-label': 'y' });
    const [h4] = styledCalls(Typography, { variant: 'h4', children: 'Chau' });
    expect(both(bye!).kept).toBe(both(hello!).kept);
    expect(both(h4!).kept.name).toBe(both(h4!).emotion.name);
    expect(both(h4!).kept.name).not.toBe(both(hello!).kept.name);
    // Divider reads its children as a test: with and without them are two styles.
    const [bare] = styledCalls(Divider, {});
    const [withText] = styledCalls(Divider, { children: 'o' });
    expect(both(withText!).kept.name).toBe(both(withText!).emotion.name);
    expect(both(bare!).kept.name).toBe(both(bare!).emotion.name);
    expect(both(withText!).kept.name).not.toBe(both(bare!).kept.name);
  });

  it('leaves to Emotion what a key cannot stand for', () => {
    expect(propsKey({ sx: (t: unknown) => ({ color: t }) })).toBeNull();
    expect(propsKey({ sx: { color: (t: unknown) => t } })).toBeNull();
    expect(propsKey({ sx: { width: Number.NaN } })).toBeNull();
    expect(propsKey({ ownerState: { sx: [{ p: 1 }, () => ({})] } })).toBeNull();
    expect(propsKey({ value: new Date(0), other: new Map() })).toBeNull();
    expect(propsKey({ kind: Symbol('x') })).toBeNull();
    const cycle: Record<string, unknown> = {};
    cycle.self = { cycle };
    expect(propsKey({ ownerState: cycle })).toBeNull();
    expect(propsKey({ size: 'x'.repeat(5000) })).toBeNull();
    // Functions and elements stand for "present", an sx's own keys are never read as props.
    expect(propsKey({ onClick: () => 1, icon: <b /> })).toBe(propsKey({ onClick: () => 2, icon: <i /> }));
    expect(propsKey({ onClick: () => 1 })).not.toBe(propsKey({}));
    expect(propsKey({ sx: { title: 'a' } })).not.toBe(propsKey({ sx: { title: 'b' } }));
    expect(propsKey({ children: '' })).not.toBe(propsKey({ children: 'a' }));
    expect(isPlainSx([{ p: 1 }, { m: { xs: 1 } }, null, false])).toBe(true);
  });

  it('gives Emotion’s answer when a style or the props cannot be named', () => {
    const [call] = styledCalls(Typography, { variant: 'body2', children: 'x' });
    const withFunctionSx = { ...call!, props: { ...call!.props, sx: (theme: { palette: { primary: { main: string } } }) => ({ color: theme.palette.primary.main }) } };
    const { emotion, kept, again } = both(withFunctionSx);
    expect(kept.styles).toBe(emotion.styles);
    expect(again).not.toBe(kept);
    expect(kept.styles).toContain(theme.palette.primary.main);
  });
});
