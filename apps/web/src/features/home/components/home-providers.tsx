import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { CardGridSkeleton } from '../../../components/ui/skeletons';
import { useServiceTypes } from '../../catalogue';
import { ProviderCard } from '../../../components/providers/provider-card';
import { useHomeProviders } from '../api/get-home-data';
import { toCardData } from '../utils/to-card-data';
import { HomeSection } from './home-section';

const gridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(260px, 100%), 1fr))',
} as const;

const COPY = {
  featured: {
    id: 'proveedores-destacados',
    title: 'Proveedores destacados',
    subtitle: 'Los proveedores Business mejor calificados por sus clientes.',
  },
  latest: {
    id: 'nuevos-proveedores',
    title: 'Nuevos proveedores',
    subtitle: 'Conoce a los proveedores que acaban de unirse a Eventos Perú.',
  },
} as const;

/** Featured or latest providers as cards; the section is left out when there are none. */
export function HomeProviders({ kind, tinted = false }: { kind: 'featured' | 'latest'; tinted?: boolean }) {
  const { data, isPending, isError } = useHomeProviders(kind);
  const { data: serviceTypes = [] } = useServiceTypes();
  const cards = useMemo(() => (data ?? []).map((p) => toCardData(p, serviceTypes)), [data, serviceTypes]);
  if (isError || (!isPending && cards.length === 0)) return null;
  const copy = COPY[kind];
  return (
    <HomeSection
      id={copy.id}
      title={copy.title}
      subtitle={copy.subtitle}
      tinted={tinted}
      action={
        <Button component={RouterLink} to="/proveedores" endIcon={<ArrowForwardIcon />} sx={{ fontWeight: 700 }}>
          Ver todos
        </Button>
      }
    >
      {isPending ? (
        <CardGridSkeleton count={4} minWidth={260} />
      ) : (
        <Box component="ul" sx={gridSx}>
          {cards.map((card) => (
            <li key={card.id}>
              <ProviderCard provider={card} />
            </li>
          ))}
        </Box>
      )}
    </HomeSection>
  );
}

export default HomeProviders;
