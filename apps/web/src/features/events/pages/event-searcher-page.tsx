import { useSearchParams } from 'react-router';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import { Box } from '../../../components/ui/box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import { getErrorMessage } from '@eventos/domain';
import { SignInPrompt } from '../../../components/auth/sign-in-prompt';
import { PageLayout } from '../../../components/layout/page-layout';
import { EmptyState } from '../../../components/ui/empty-state';
import { CardGridSkeleton, PageSkeleton } from '../../../components/ui/skeletons';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useEventSearch } from '../api/search-events';
import { CustomerSearcherNote } from '../components/customer-searcher-note';
import { EventSearchCard } from '../components/event-search-card';
import { EventSearchFilters } from '../components/event-search-filters';
import type { FilterPatch } from '../components/event-search-filters';
import { ListPagination } from '../../../components/ui/list-pagination';
import { UpgradeInvitation } from '../components/upgrade-invitation';
import { SEARCH_KEYS, activeFilterCount, readSearchParams } from '../utils/search-params';

const TITLE = 'Buscador de eventos';
const SUBTITLE =
  'Eventos publicados por clientes que necesitan tus servicios en tu zona, del más reciente al más antiguo.';

/** '/eventos/buscador': open events matching the provider's services and area (Business plan). */
export default function EventSearcherPage() {
  const { user, provider, loading } = useSession();
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const filters = readSearchParams(params);
  const business = provider?.plan === 'business';
  const query = useEventSearch(filters, Boolean(provider && business));

  const change = (patch: FilterPatch) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      const name = SEARCH_KEYS[key as keyof typeof SEARCH_KEYS] ?? key;
      if (value === undefined || value === '') next.delete(name);
      else next.set(name, String(value));
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next, { replace: true });
  };

  let content;
  if (loading) content = <PageSkeleton />;
  else if (!user) {
    content = (
      <SignInPrompt
        title="Ingresa para ver los eventos"
        description="El buscador de eventos es para proveedores afiliados. Ingresa con tu cuenta para continuar."
      />
    );
  } else if (!provider) content = <CustomerSearcherNote />;
  else if (!business || (isApiError(query.error) && query.error.status === 422)) {
    content = <UpgradeInvitation slug={provider.slug} />;
  } else {
    const count = activeFilterCount(filters);
    const filterPanel = (
      <EventSearchFilters
        value={filters}
        onChange={change}
        onClear={() => setParams({}, { replace: true })}
      />
    );
    const events = query.data?.data ?? [];
    content = (
      <>
        {isMobile ? (
          <Accordion
            variant="outlined"
            disableGutters
            sx={{ mb: 2, borderRadius: 2, '&::before': { display: 'none' } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography sx={{ fontWeight: 600 }}>Filtros{count ? ` (${count})` : ''}</Typography>
            </AccordionSummary>
            <AccordionDetails>{filterPanel}</AccordionDetails>
          </Accordion>
        ) : (
          <Paper variant="outlined" sx={{ p: 2.5, mb: 3 }}>
            {filterPanel}
          </Paper>
        )}
        {query.isPending ? (
          <CardGridSkeleton count={4} minWidth={340} />
        ) : query.isError ? (
          <Alert severity="error">{getErrorMessage(query.error)}</Alert>
        ) : events.length === 0 ? (
          <EmptyState
            icon={EventAvailableOutlinedIcon}
            title="No hay eventos para mostrar"
            description={
              count
                ? 'Ningún evento coincide con estos filtros. Prueba con otras fechas o ubicaciones.'
                : 'Cuando un cliente publique un evento que coincida con tus servicios y tu zona, aparecerá aquí y te avisaremos por correo.'
            }
          />
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
              opacity: query.isPlaceholderData ? 0.6 : 1,
            }}
          >
            {events.map((event) => (
              <EventSearchCard key={event.id} event={event} />
            ))}
          </Box>
        )}
        <ListPagination
          page={filters.page}
          size={filters.size}
          total={query.data?.total ?? 0}
          noun={query.data?.total === 1 ? 'evento' : 'eventos'}
          onChange={(page, size) =>
            change({ page: page > 1 ? page : undefined, size: size !== 10 ? size : undefined })
          }
        />
      </>
    );
  }

  return (
    <PageLayout title={TITLE} eyebrow="Para proveedores" subtitle={SUBTITLE}>
      {content}
    </PageLayout>
  );
}
