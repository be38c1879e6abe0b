import { Box } from './box';
import { Shimmer } from './shimmer';

/** Placeholder of a list of cards (my events, quotations) while the first page loads. */
export function ListSkeleton({ count = 3, height = 168 }: { count?: number; height?: number }) {
  return (
    <Box role="status" aria-label="Cargando" sx={{ display: 'grid', gap: 2 }}>
      {Array.from({ length: count }, (_, i) => (
        <Shimmer key={i} height={height} sx={{ borderRadius: '16px' }} />
      ))}
    </Box>
  );
}
