import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import AddIcon from '@mui/icons-material/Add';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import { USER_EVENT_STATUSES, USER_EVENT_STATUS_LABELS, getErrorMessage, isOneOf } from '@eventos/domain';
import { PageLayout } from '../../../components/layout/page-layout';
import { EmptyState } from '../../../components/ui/empty-state';
import { useMyEvents } from '../api/get-my-events';
import { ListPagination, readPaging } from '../../../components/ui/list-pagination';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { MyEventCard } from '../components/my-event-card';
import { useEventActions } from '../hooks/use-event-actions';

/** '/eventos/lista' (login required): the customer's events with status, quotations and actions. */
export default function MyEventsPage() {
  const [params, setParams] = useSearchParams();
  const { page, size } = readPaging(params);
  const rawStatus = params.get('estado');
  const status = rawStatus && isOneOf(USER_EVENT_STATUSES, rawStatus) ? rawStatus : undefined;
  const query = useMyEvents({ page, size, status });
  const actions = useEventActions();

  const setFilter = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };

  const events = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  const createButton = (
    <Button component={RouterLink} to="/eventos/crear" variant="contained" startIcon={<AddIcon />}>
      Crear evento
    </Button>
  );

  return (
    <PageLayout
      title="Mis eventos"
      subtitle="Los eventos que publicaste, su estado y las cotizaciones que recibiste."
      actions={createButton}
    >
      <Box
        role="group"
        aria-label="Filtrar por estado"
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2.5 }}
      >
        <Chip
          label="Todos"
          clickable
          color={status ? 'default' : 'primary'}
          variant={status ? 'outlined' : 'filled'}
          aria-pressed={!status}
          onClick={() => setFilter({ estado: undefined, page: undefined })}
        />
        {USER_EVENT_STATUSES.map((s) => (
          <Chip
            key={s}
            label={USER_EVENT_STATUS_LABELS[s]}
            clickable
            color={status === s ? 'primary' : 'default'}
            variant={status === s ? 'filled' : 'outlined'}
            aria-pressed={status === s}
            onClick={() => setFilter({ estado: s, page: undefined })}
          />
        ))}
      </Box>

      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Reintentar
            </Button>
          }
        >
          {getErrorMessage(query.error)}
        </Alert>
      ) : events.length === 0 ? (
        status ? (
          <EmptyState
            icon={EventNoteOutlinedIcon}
            title="No hay eventos con este estado"
            actions={
              <Button variant="outlined" onClick={() => setFilter({ estado: undefined, page: undefined })}>
                Ver todos mis eventos
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={EventNoteOutlinedIcon}
            title="Aún no has creado eventos"
            description="Cuéntanos qué evento estás organizando y recibe cotizaciones de proveedores para compararlas lado a lado."
            actions={createButton}
          />
        )
      ) : (
        <Box sx={{ display: 'grid', gap: 2, opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {events.map((event) => (
            <MyEventCard
              key={event.id}
              event={event}
              busy={actions.busyId === event.id}
              onToggleVisibility={() => void actions.toggleVisibility(event)}
              onEdit={() => actions.edit(event)}
              onDelete={() => void actions.destroy(event)}
            />
          ))}
        </Box>
      )}
      <ListPagination
        page={page}
        size={size}
        total={total}
        noun={total === 1 ? 'evento' : 'eventos'}
        onChange={(p, s) =>
          setFilter({ page: p > 1 ? String(p) : undefined, size: s !== 10 ? String(s) : undefined })
        }
      />
    </PageLayout>
  );
}
