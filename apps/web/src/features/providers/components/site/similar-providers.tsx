import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardSkeleton } from '../../../../components/ui/skeletons';
import { useSimilarProviders } from '../../api/get-similar-providers';
import type { Provider } from '../../types';
import { ProviderCard } from './provider-card';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))', lg: 'repeat(5, 1fr)' },
} as const;

/** Up to 5 providers with the same services and location (GET providers/{id}/similar). */
export function SimilarProviders({ provider }: { provider: Provider }) {
  const { data, isPending } = useSimilarProviders(provider);
  if (!isPending && !data?.length) return null;
  return (
    <Box component="section" aria-labelledby="similares-titulo" sx={{ mt: { xs: 5, md: 7 } }}>
      <Typography id="similares-titulo" variant="h5" component="h2" sx={{ mb: 2.5 }}>
        Proveedores similares
      </Typography>
      {isPending ? (
        <Box sx={GRID} role="status" aria-label="Cargando proveedores similares">
          {Array.from({ length: 4 }, (_, i) => (
            <CardSkeleton key={i} mediaHeight={140} />
          ))}
        </Box>
      ) : (
        <Box component="ul" sx={{ ...GRID, listStyle: 'none', p: 0, m: 0 }}>
          {data?.map((p) => (
            <li key={p.id}>
              <ProviderCard provider={p} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
