import { useNavigation } from 'react-router';
import { Box } from '../../components/ui/box';
import { keyframes } from '@mui/material/styles';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** Thin bar at the top while the next route's code/data loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box
      role="progressbar"
      aria-label="Cargando página"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        overflow: 'hidden',
        zIndex: (t) => t.zIndex.appBar + 1,
        bgcolor: 'rgba(176, 23, 75, 0.2)',
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          width: '40%',
          bgcolor: 'primary.main',
          animation: `${slide} 1.1s ease-in-out infinite`,
        },
      }}
    />
  );
}
