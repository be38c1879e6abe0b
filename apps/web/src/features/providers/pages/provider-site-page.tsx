import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { isReservedSlug } from '@eventos/domain';
import { Shimmer } from '../../../components/ui/shimmer';
import { ExpandableText } from '../../../components/ui/expandable-text';
import { ServiceCategoryChips } from '../../../components/ui/service-category-chip';
import type { ServiceCategory } from '../../../components/ui/service-category-chip';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useProviderBySlug } from '../api/get-provider-by-slug';
import type { ProviderSummary } from '../api/get-provider-by-slug';

function placeName(value: ProviderSummary['district']): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : (value.name ?? null);
}

function toCategories(provider: ProviderSummary): ServiceCategory[] {
  const byGroup = new Map<string, ServiceCategory & { services: Array<{ type_name: string }> }>();
  for (const service of provider.servicesTypes ?? []) {
    const entry = byGroup.get(service.group) ?? {
      group: service.group,
      group_name: service.group_name,
      services: [],
    };
    entry.services.push({ type_name: service.type_name });
    byGroup.set(service.group, entry);
  }
  return [...byGroup.values()];
}

/** '/:slug': a provider's public site. Unknown or reserved slugs go to /404. */
export default function ProviderSitePage() {
  const { slug = '' } = useParams();
  const reserved = isReservedSlug(slug);
  const { data: provider, isPending } = useProviderBySlug(slug);
  useDocumentTitle(provider?.company_name ?? (isPending ? 'Cargando' : undefined));
  const categories = useMemo(() => (provider ? toCategories(provider) : []), [provider]);

  if (reserved) return <Navigate to="/404" replace />;
  if (isPending) {
    return (
      <Container maxWidth="lg" sx={{ py: 4 }} role="status" aria-label="Cargando proveedor">
        <Shimmer height={220} sx={{ mb: 3 }} />
        <Shimmer shape="text" height={36} sx={{ maxWidth: 420, mb: 1.5 }} />
        <Shimmer shape="text" sx={{ maxWidth: 260 }} />
      </Container>
    );
  }
  if (!provider) return <Navigate to="/404" replace />;

  const location = [provider.district_name ?? placeName(provider.district), placeName(provider.province)]
    .filter(Boolean)
    .join(', ');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
          {provider.company_name}
        </Typography>
        {location ? (
          <Typography
            sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5, mt: 1 }}
          >
            <PlaceOutlinedIcon fontSize="small" aria-hidden="true" />
            {location}
          </Typography>
        ) : null}
        {categories.length > 0 ? (
          <Box component="section" aria-label="Servicios" sx={{ mt: 3 }}>
            <ServiceCategoryChips categories={categories} showServices />
          </Box>
        ) : null}
        {provider.introductory_text ? (
          <Box component="section" aria-label="Acerca de" sx={{ mt: 3 }}>
            <ExpandableText text={provider.introductory_text} />
          </Box>
        ) : null}
      </Paper>
    </Container>
  );
}
