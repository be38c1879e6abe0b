import { useMemo } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { PageLayout } from '../../../components/layout/page-layout';
import { EmptyState } from '../../../components/ui/empty-state';
import { ServiceCategoryChips } from '../../../components/ui/service-category-chip';
import { useServiceTypes } from '../../catalogue/api/get-service-types';
import { KeywordSearchBox } from '../../catalogue/components/keyword-search-box';
import { groupServiceTypes } from '../../catalogue/utils/group-service-types';
import { ActiveFilters } from '../components/active-filters';

/** '/proveedores' and '/buscar': provider search (filters live in the URL: q c s p d l page size). */
export default function SearchPage() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const category = params.get('c');
  const { data: serviceTypes } = useServiceTypes();
  const categories = useMemo(
    () => groupServiceTypes(serviceTypes ?? []).filter((g) => g.group !== 'coming_soon'),
    [serviceTypes],
  );

  const toggleCategory = (group: string) => {
    const next = new URLSearchParams(params);
    if (next.get('c') === group) next.delete('c');
    else next.set('c', group);
    next.delete('s');
    next.delete('page');
    setParams(next);
  };

  const title = pathname.startsWith('/buscar') ? 'Buscar proveedores' : 'Proveedores';
  return (
    <PageLayout
      title={title}
      subtitle={
        q
          ? `Búsqueda: «${q}»`
          : 'Encuentra proveedores para tu evento por servicio y ubicación en todo el Perú.'
      }
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <KeywordSearchBox key={q} defaultValue={q} />
        <ActiveFilters />
        <Typography component="h2" variant="subtitle2" sx={{ mt: 3, mb: 1.5, fontWeight: 700 }}>
          Categorías
        </Typography>
        <ServiceCategoryChips categories={categories} selectedGroup={category} onSelect={toggleCategory} />
      </Paper>
      <EmptyState
        icon={ManageSearchIcon}
        title="Los resultados todavía no están disponibles"
        description={
          <Box component="span">
            Aquí verás los proveedores que coinciden con tu búsqueda y tus filtros, con sus fotos, ubicación,
            calificaciones y servicios. Esta versión todavía no muestra resultados; mientras tanto, revisa las
            preguntas frecuentes para conocer cómo funciona Eventos Perú.
          </Box>
        }
        actions={
          <Button component={RouterLink} to="/preguntas-frecuentes" variant="outlined">
            Preguntas frecuentes
          </Button>
        }
      />
    </PageLayout>
  );
}
