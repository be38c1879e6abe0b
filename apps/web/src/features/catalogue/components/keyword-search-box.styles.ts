import type { SxProps, Theme } from '@mui/material/styles';
import { brandColors } from '../../../theme';

/** Styles of KeywordSearchBox (a plain input styled like an outlined MUI field). */
export const searchBoxSx = {
  form: (hero: boolean): SxProps<Theme> => ({
    display: 'flex',
    gap: 1,
    width: '100%',
    flexDirection: { xs: hero ? 'column' : 'row', sm: 'row' },
  }),
  root: { position: 'relative', flex: 1, minWidth: 0 } as SxProps<Theme>,
  field: (hero: boolean): SxProps<Theme> => ({
    display: 'flex',
    alignItems: 'center',
    bgcolor: 'background.paper',
    border: '1px solid rgba(31, 26, 29, 0.28)',
    borderRadius: hero ? '12px' : '10px',
    minHeight: hero ? 56 : 44,
    transition: 'border-color 120ms, box-shadow 120ms',
    '&:hover': { borderColor: 'text.primary' },
    '&:focus-within': {
      borderColor: 'primary.main',
      // The theme's primary.main as a value, not a function: plain data is styled once per process (ADR 314).
      boxShadow: `0 0 0 1px ${brandColors.primary}`,
    },
    '& input': {
      flex: 1,
      minWidth: 0,
      border: 0,
      outline: 0,
      bgcolor: 'transparent',
      font: 'inherit',
      fontSize: hero ? '1.05rem' : '1rem',
      color: 'text.primary',
      px: 1.25,
      py: hero ? 1.75 : 1.1,
      '&::placeholder': { color: 'text.secondary', opacity: 1 },
      '&::-webkit-search-cancel-button': { cursor: 'pointer' },
    },
  }),
  listbox: {
    position: 'absolute',
    zIndex: 1050,
    top: 'calc(100% + 6px)',
    left: 0,
    right: 0,
    m: 0,
    p: 0.75,
    listStyle: 'none',
    bgcolor: 'background.paper',
    color: 'text.primary',
    borderRadius: '12px',
    boxShadow: '0 16px 40px rgba(31, 26, 29, 0.18)',
    border: '1px solid rgba(31, 26, 29, 0.08)',
    maxHeight: 360,
    overflowY: 'auto',
    '& li': {
      display: 'flex',
      alignItems: 'center',
      gap: 1.5,
      px: 1.5,
      py: 1,
      borderRadius: '8px',
      cursor: 'pointer',
    },
    '& li.Mui-focused, & li[aria-selected="true"]': { bgcolor: 'rgba(176, 23, 75, 0.08)' },
  } as SxProps<Theme>,
  button: (hero: boolean): SxProps<Theme> => ({
    flexShrink: 0,
    minHeight: hero ? 56 : 44,
    px: hero ? 4 : 2.5,
    borderRadius: hero ? '12px' : '10px',
    ...(hero
      ? { fontWeight: 800, bgcolor: '#F7C948', color: '#2B1D00', '&:hover': { bgcolor: '#F2B92B' } }
      : null),
  }),
};
