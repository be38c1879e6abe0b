import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Mobile layout (SPEC §2: "small or smaller"): true for the xs and sm breakpoints, i.e. below
 * `md` (900 px). MUI's `down(key)` excludes `key` itself, so `sm` and below is `down('md')`.
 */
export function useIsMobile(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
}
