import { createContext, useContext } from 'react';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * The server's guess of the layout (from the User-Agent) for a server render and its hydration:
 * the first client render must match the HTML, so it uses the guess; right after hydration (and
 * on every later mount) the real media query answers.
 */
export const LayoutGuessContext = createContext(false);

/**
 * Mobile layout (SPEC §2: "small or smaller"): true for the xs and sm breakpoints, i.e. below
 * `md` (900 px). MUI's `down(key)` excludes `key` itself, so `sm` and below is `down('md')`.
 */
export function useIsMobile(): boolean {
  const theme = useTheme();
  const guess = useContext(LayoutGuessContext);
  return useMediaQuery(theme.breakpoints.down('md'), { defaultMatches: guess });
}
