import { Box } from './box';
import type { SxProps, Theme } from '@mui/material/styles';
import { keyframes } from '@mui/material/styles';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.45; }
  100% { opacity: 1; }
`;

export interface ShimmerProps {
  width?: number | string;
  height?: number | string;
  /** 'text' lines are rounded a little, 'circle' fully. */
  shape?: 'rect' | 'text' | 'circle';
  sx?: SxProps<Theme>;
}

/** A placeholder's own look: its size, its corners by shape, the colour and the pulse. */
export function shimmerSx(shape: NonNullable<ShimmerProps['shape']>, width: number | string, height: number | string) {
  return {
    width,
    height,
    borderRadius: shape === 'circle' ? '50%' : shape === 'text' ? '4px' : '12px',
    bgcolor: 'rgba(31, 26, 29, 0.08)',
    animation: `${pulse} 1.6s ease-in-out 0.4s infinite`,
  };
}

/** Loading placeholder (a light CSS-only alternative to MUI Skeleton for the initial bundle). */
export function Shimmer({ width = '100%', height = 16, shape = 'rect', sx }: ShimmerProps) {
  return <Box aria-hidden="true" sx={[shimmerSx(shape, width, height), ...(Array.isArray(sx) ? sx : [sx])]} />;
}
