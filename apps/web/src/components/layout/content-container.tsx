import type { ElementType, ReactNode } from 'react';
import { Box } from '../ui/box';
import type { SxProps, Theme } from '@mui/material/styles';

const MAX_WIDTHS = { sm: 600, md: 900, lg: 1200 } as const;

export interface ContentContainerProps {
  /** Max width like MUI Container: sm 600, md 900, lg 1200 (default). */
  maxWidth?: keyof typeof MAX_WIDTHS;
  component?: ElementType;
  /** Horizontal padding off (e.g. a header that sets its own). */
  disableGutters?: boolean;
  id?: string;
  sx?: SxProps<Theme>;
  children?: ReactNode;
}

/** The column's rules: centred, at most `maxWidth`, with the side gutters unless they are off. */
export function contentColumnSx(maxWidth: keyof typeof MAX_WIDTHS = 'lg', gutters = true) {
  return { width: '100%', maxWidth: MAX_WIDTHS[maxWidth], mx: 'auto', ...(gutters ? { px: { xs: 2, sm: 3 } } : null) };
}

/** Centered content column (a light stand-in for MUI Container used on the initial route). */
export function ContentContainer({
  maxWidth = 'lg',
  component = 'div',
  disableGutters = false,
  id,
  sx,
  children,
}: ContentContainerProps) {
  return (
    <Box
      component={component}
      id={id}
      sx={[contentColumnSx(maxWidth, !disableGutters), ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}
