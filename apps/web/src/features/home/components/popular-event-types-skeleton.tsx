import { Box } from '../../../components/ui/box';
import { Shimmer } from '../../../components/ui/shimmer';

export const POPULAR_EVENT_TYPES_GRID_SX = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
} as const;

/** The popular event types while they (or their code) load. */
export function PopularEventTypesSkeleton() {
  return (
    <Box sx={POPULAR_EVENT_TYPES_GRID_SX} role="status" aria-label="Cargando tipos de evento">
      {Array.from({ length: 8 }, (_, i) => (
        <Shimmer key={i} height={104} />
      ))}
    </Box>
  );
}
