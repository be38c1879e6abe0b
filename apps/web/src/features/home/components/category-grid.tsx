import { useMemo } from 'react';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import { Shimmer } from '../../../components/ui/shimmer';
import { useServiceTypes, groupServiceTypes } from '../../catalogue';
import { useCategoryCounts } from '../api/get-home-data';
import { CategoryCard } from './category-card';

const gridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(270px, 100%), 1fr))',
} as const;

/** Category grid from the service types, grouped by group with icons, counts and service names. */
export function CategoryGrid() {
  const { data, isPending, isError, refetch } = useServiceTypes();
  const { data: counts } = useCategoryCounts();
  const groups = useMemo(() => groupServiceTypes(data ?? []), [data]);
  const countOf = useMemo(() => new Map((counts ?? []).map((c) => [c.group, c.count])), [counts]);

  if (isPending) {
    return (
      <Box sx={gridSx} role="status" aria-label="Cargando categorías">
        {Array.from({ length: 8 }, (_, i) => (
          <Shimmer key={i} height={118} />
        ))}
      </Box>
    );
  }
  if (isError) {
    return (
      <Box
        role="alert"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
          p: 2,
          borderRadius: '12px',
          bgcolor: '#FDECEC',
          color: '#7A1C1C',
        }}
      >
        No pudimos cargar las categorías. Intenta nuevamente.
        <Button color="inherit" size="small" onClick={() => void refetch()} sx={{ fontWeight: 700 }}>
          Reintentar
        </Button>
      </Box>
    );
  }
  return (
    <Box component="ul" sx={gridSx}>
      {groups.map((group) => (
        <CategoryCard key={group.group} group={group} count={counts ? (countOf.get(group.group) ?? 0) : undefined} />
      ))}
    </Box>
  );
}
