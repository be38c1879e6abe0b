import { Box } from './box';
import type { SxProps, Theme } from '@mui/material/styles';
import { keyframes } from '@mui/material/styles';

/** The shimmer's pulse: the same keyframes (and so the same animation name) for `Shimmer` and `SHIMMER_SX`. */
const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.45; }
  100% { opacity: 1; }
`;

/** A shimmer's rules but for its size and corners, for plain elements styled by a constant `sx` (docs/decisions/381). */
export const SHIMMER_SX = {
  bgcolor: 'rgba(31, 26, 29, 0.08)',
  animation: `${pulse} 1.6s ease-in-out 0.4s infinite`,
} as const;

export interface ShimmerProps {
  width?: number | string;
  height?: number | string;
  /** 'text' lines are rounded a little, 'circle' fully. */
  shape?: 'rect' | 'text' | 'circle';
  sx?: SxProps<Theme>;
}

/** Loading placeholder (a light CSS-only alternative to MUI Skeleton for the initial bundle). */
export function Shimmer({ width = '100%', height = 16, shape = 'rect', sx }: ShimmerProps) {
  return (
    <Box
      aria-hidden="true"
      sx={[
        {
          width,
          height,
          borderRadius: shape === 'circle' ? '50%' : shape === 'text' ? '4px' : '12px',
          ...SHIMMER_SX,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
