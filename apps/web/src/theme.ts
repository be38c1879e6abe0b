/**
 * The one Material theme of Eventos Perú: a warm Peruvian magenta-red primary, a deep teal
 * secondary, a gold accent, rounded corners and a system font stack (no external fonts).
 * A plain (no CSS theme variables) theme: the build leaves MUI's CSS-variables code out, see
 * muiWithoutCssThemeVariables() in apps/web/vite.config.ts.
 */
import { createTheme, alpha } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { esES } from '@mui/material/locale';

const PRIMARY = '#B0174B';
const SECONDARY = '#0F766E';
const GOLD = '#E3A82B';

/** Page background for the grey pages of SPEC §2 (provider site, search, affiliation…). */
export const GREY_PAGE_BACKGROUND = '#F3F4F6';

/** The app's type family (the theme's `typography.fontFamily`). */
export const FONT_FAMILY = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/** The theme's `shape.borderRadius` in px (MUI's rounded variants). */
export const SHAPE_RADIUS = 12;

const headingFont = { fontWeight: 800, letterSpacing: '-0.02em' } as const;

let created: Theme | undefined;

/**
 * The app's MUI theme (esES), created on first use: building it takes a few milliseconds, which the
 * page's start does in a task of its own before hydrating instead of while the entry is evaluated
 * (docs/decisions/258).
 */
export function appTheme(): Theme {
  created ??= createTheme(
    {
      palette: {
        primary: { main: PRIMARY, light: '#D6457A', dark: '#7E0E35', contrastText: '#fff' },
        secondary: { main: SECONDARY, light: '#14A39A', dark: '#0B524D', contrastText: '#fff' },
        warning: { main: GOLD, contrastText: '#2B1D00' },
        success: { main: '#2E7D32' },
        info: { main: '#1565C0' },
        error: { main: '#C62828' },
        text: { primary: '#1F1A1D', secondary: '#5B5459' },
        background: { default: '#FFFFFF', paper: '#FFFFFF' },
        divider: 'rgba(31, 26, 29, 0.12)',
      },
      shape: { borderRadius: SHAPE_RADIUS },
      typography: {
        fontFamily: FONT_FAMILY,
        h1: { ...headingFont, fontSize: '2.75rem', lineHeight: 1.1 },
        h2: { ...headingFont, fontSize: '2.25rem', lineHeight: 1.15 },
        h3: { ...headingFont, fontSize: '1.875rem', lineHeight: 1.2 },
        h4: { fontWeight: 700, fontSize: '1.5rem', lineHeight: 1.25 },
        h5: { fontWeight: 700, fontSize: '1.25rem', lineHeight: 1.3 },
        h6: { fontWeight: 700, fontSize: '1.0625rem', lineHeight: 1.35 },
        subtitle1: { fontSize: '1.0625rem', lineHeight: 1.5 },
        button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
        overline: { fontWeight: 700, letterSpacing: '0.08em' },
      },
      components: {
        MuiCssBaseline: {
          styleOverrides: {
            html: { WebkitTextSizeAdjust: '100%' },
            body: { minWidth: 320 },
            'a:focus-visible, button:focus-visible': { outlineOffset: 2 },
            // MUI's InputBase detects the browser's autofill by these two animations (its onAnimationStart
            // reads their names), and by default renders them as a GlobalStyles of its own in every
            // input: four components per input per render. They are here once instead, with the input
            // rules that its `disableInjectingGlobalStyles` leaves out (MUI 9 InputBase, same values;
            // docs/decisions/345-input-autofill-styles-once.md).
            '@keyframes mui-auto-fill': { from: { animationName: 'mui-auto-fill' } },
            '@keyframes mui-auto-fill-cancel': { from: { animationName: 'mui-auto-fill-cancel' } },
            '.MuiInputBase-input': { animationName: 'mui-auto-fill-cancel', animationDuration: '10ms' },
            '.MuiInputBase-input:-webkit-autofill': { animationDuration: '5000s', animationName: 'mui-auto-fill' },
            '@media (prefers-reduced-motion: reduce)': {
              '*, *::before, *::after': {
                animationDuration: '0.01ms !important',
                transitionDuration: '0.01ms !important',
              },
            },
          },
        },
        MuiButton: {
          defaultProps: { disableElevation: true },
          styleOverrides: {
            root: { borderRadius: 10, paddingInline: 18 },
            sizeLarge: { paddingBlock: 10, fontSize: '1rem' },
          },
        },
        MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
        MuiCard: {
          defaultProps: { elevation: 0 },
          styleOverrides: { root: { border: '1px solid rgba(31, 26, 29, 0.10)', borderRadius: 16 } },
        },
        MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
        MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
        MuiDialog: { styleOverrides: { paper: { borderRadius: 16 } } },
        MuiInputBase: { defaultProps: { disableInjectingGlobalStyles: true } },
        MuiTextField: { defaultProps: { variant: 'outlined' } },
        MuiLink: { defaultProps: { underline: 'hover' } },
        MuiTooltip: { defaultProps: { arrow: true } },
        MuiSkeleton: { defaultProps: { animation: 'wave' } },
        // The default grey (action.active, 54 % black) falls under 4.5:1 on the grey pages: the
        // unselected options use the secondary text colour.
        MuiToggleButton: {
          styleOverrides: {
            root: ({ theme: t }) => ({ '&:not(.Mui-selected):not(.Mui-disabled)': { color: t.palette.text.secondary } }),
          },
        },
        MuiListItemButton: {
          styleOverrides: {
            root: ({ theme: t }) => ({
              borderRadius: 10,
              '&.Mui-selected': { backgroundColor: alpha(t.palette.primary.main, 0.08) },
            }),
          },
        },
      },
    },
    esES,
  );
  return created;
}

export const brandColors = { primary: PRIMARY, secondary: SECONDARY, gold: GOLD } as const;
