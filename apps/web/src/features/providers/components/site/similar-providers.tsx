import { useMemo } from 'react';
import { Box } from '../../../../components/ui/box';
import { CardSkeleton } from '../../../../components/ui/skeletons';
import { useSimilarProviders } from '../../api/get-similar-providers';
import { ProviderCard } from '../../../../components/providers/provider-card';
import type { ProviderCardModel } from '../../../../components/providers/provider-card';
import { useServiceTypes } from '../../../catalogue';
import type { Provider } from '../../types';

/** A provider of the providers API as the shared card (service ids → names from the catalogue). */
function toCard(provider: Provider, names: ReadonlyMap<number, string>): ProviderCardModel {
  return {
    id: provider.id,
    slug: provider.slug,
    company_name: provider.company_name,
    plan: provider.plan ?? null,
    reviews_score: provider.reviews_score ?? 0,
    reviews_number: provider.reviews_number ?? 0,
    response_minutes: provider.response_minutes ?? null,
    district: provider.district ?? provider.district_name ?? null,
    province: provider.province ?? null,
    department: provider.department ?? null,
    services: (provider.service_type_ids ?? []).flatMap((id) => (names.has(id) ? [names.get(id) as string] : [])),
    logo: provider.logo ?? null,
    cover: provider.cover ?? null,
  };
}

const GRID = {
  display: 'grid',
  gap: 2,
  // The shared provider card needs ~260 px (cover, logo beside the name, chips).
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(260px, 100%), 1fr))',
} as const;

/** Up to 5 providers with the same services and location (GET providers/{id}/similar). */
export function SimilarProviders({ provider }: { provider: Provider }) {
  const { data, isPending } = useSimilarProviders(provider);
  const { data: serviceTypes } = useServiceTypes();
  const names = useMemo(() => new Map((serviceTypes ?? []).map((s) => [s.id, s.type_name])), [serviceTypes]);
  if (!isPending && !data?.length) return null;
  return (
    <Box component="section" aria-labelledby="similares-titulo" sx={{ mt: { xs: 5, md: 7 } }}>
      <h2 id="similares-titulo" className="MuiTypography-root MuiTypography-h5 site-h5 site-similar-title">
        Proveedores similares
      </h2>
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
              <ProviderCard provider={toCard(p, names)} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
