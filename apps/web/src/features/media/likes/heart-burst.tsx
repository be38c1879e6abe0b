import FavoriteIcon from '@mui/icons-material/Favorite';
import { keyframes } from '@mui/material/styles';

const burst = keyframes`
  0% { transform: translate(-50%, -50%) scale(0.2); opacity: 0; }
  20% { transform: translate(-50%, -50%) scale(1.15); opacity: 0.95; }
  45% { transform: translate(-50%, -50%) scale(0.95); opacity: 0.95; }
  70% { transform: translate(-50%, -50%) scale(1); opacity: 0.9; }
  100% { transform: translate(-50%, -50%) scale(1.25); opacity: 0; }
`;

export const HEART_BURST_MS = 900;

export interface HeartBurstProps {
  /** Side of the heart in px. */
  size?: number;
  /** Default the brand colour; white over photos. */
  color?: string;
  onDone: () => void;
}

/**
 * The large heart that shows for a moment after "Me gusta" (SPEC §2), centred on the nearest
 * positioned ancestor. Mount it with a new `key` for each like.
 */
export function HeartBurst({ size = 96, color = 'primary.main', onDone }: HeartBurstProps) {
  return (
    <FavoriteIcon
      aria-hidden="true"
      data-testid="like-burst"
      onAnimationEnd={onDone}
      sx={{
        position: 'absolute',
        left: '50%',
        top: '50%',
        fontSize: size,
        color,
        pointerEvents: 'none',
        filter: 'drop-shadow(0 4px 14px rgba(176, 23, 75, 0.65))',
        animation: `${burst} ${HEART_BURST_MS}ms ease-out forwards`,
        zIndex: 2,
        '@media (prefers-reduced-motion: reduce)': { animationDuration: '450ms' },
      }}
    />
  );
}
