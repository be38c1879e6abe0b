import { Navigate, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { canDeleteUserEvent, formatDate } from '@eventos/domain';
import { SignInPrompt } from '../../../components/auth/sign-in-prompt';
import { PageLayout } from '../../../components/layout/page-layout';
import { PageSkeleton } from '../../../components/ui/skeletons';
import { useSession } from '../../../lib/session';
import { QuotationComparison } from '../../quotations';
import { useEvent } from '../api/get-event';
import { EventLoadError } from '../components/event-load-error';
import { EventStatusChip } from '../components/event-status-chip';
import { EventSummaryCard } from '../components/event-summary-card';
import { InvitedProviders } from '../components/invited-providers';
import { useEventActions } from '../hooks/use-event-actions';
import { eventLocation } from '../utils/event-format';
import { positiveInt } from '../utils/params';

/** '/eventos/:id': the customer's event, its quotations compared side by side, and its actions. */
export default function EventDetailPage() {
  const id = positiveInt(useParams().id) ?? 0;
  const { user, loading } = useSession();
  const query = useEvent(id, Boolean(user));
  const actions = useEventActions();
  const navigate = useNavigate();
  const event = query.data;

  if (!id) return <Navigate to="/404" replace />;
  if (loading || (user && query.isPending)) return <PageSkeleton />;
  if (!user) {
    return (
      <PageLayout title="Detalle del evento">
        <SignInPrompt
          title="Ingresa para ver tu evento"
          description="Ingresa con la cuenta con la que publicaste el evento para ver sus cotizaciones."
        />
      </PageLayout>
    );
  }
  if (query.isError || !event) {
    return (
      <PageLayout title="Detalle del evento">
        <EventLoadError error={query.error} backTo="/eventos/lista" backLabel="Ir a mis eventos" />
      </PageLayout>
    );
  }
  // A provider opening the link of an event it can quote: the searcher's view.
  if (!event.is_owner) return <Navigate to={`/eventos/buscador/${event.id}`} replace />;

  const expired = event.status === 'expired';
  const count = event.quotations_count ?? 0;
  const unread = event.unread_count ?? 0;
  return (
    <PageLayout
      title={event.event_type.type_name}
      eyebrow="Mi evento"
      documentTitle={`${event.event_type.type_name} del ${formatDate(event.date)}`}
      subtitle={`${formatDate(event.date)} · ${eventLocation(event)}`}
      actions={
        <>
          <Button
            variant="outlined"
            startIcon={<EditOutlinedIcon />}
            disabled={expired || event.has_accepted}
            onClick={() => actions.edit(event)}
          >
            Editar
          </Button>
          <Button
            variant="outlined"
            disabled={expired || actions.busyId === event.id}
            startIcon={
              event.status === 'visible' ? <VisibilityOffOutlinedIcon /> : <VisibilityOutlinedIcon />
            }
            onClick={() => void actions.toggleVisibility(event)}
          >
            {event.status === 'visible' ? 'Ocultar' : 'Mostrar'}
          </Button>
          {/* Once quoted it cannot be deleted (providers' history and KPIs): it can be hidden. */}
          {canDeleteUserEvent(event) ? (
            <Button
              variant="outlined"
              color="error"
              disabled={actions.busyId === event.id}
              startIcon={<DeleteOutlinedIcon />}
              onClick={async () => {
                if (await actions.destroy(event)) navigate('/eventos/lista');
              }}
            >
              Eliminar
            </Button>
          ) : null}
        </>
      }
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <EventStatusChip status={event.status} size="medium" />
        {event.addressed_provider ? (
          <Typography variant="body2">
            Solicitud directa a <strong>{event.addressed_provider.company_name}</strong>
          </Typography>
        ) : null}
      </Box>
      {event.status === 'hidden' ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Tu evento está oculto: los proveedores no lo ven ni pueden enviarte nuevas cotizaciones.
        </Alert>
      ) : null}
      {expired ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          La fecha de este evento ya pasó. Puedes seguir viendo las cotizaciones que recibiste.
        </Alert>
      ) : null}
      {expired && event.has_accepted ? (
        <Alert
          severity="success"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" href="#quotations-title">
              Calificar
            </Button>
          }
        >
          ¿Cómo te fue? Califica al proveedor que contrataste con «Calificar» en su cotización aceptada: tu
          opinión ayuda a otros clientes.
        </Alert>
      ) : null}
      <EventSummaryCard event={event} />
      <InvitedProviders invitations={event.invitations} />
      <Box component="section" aria-labelledby="quotations-title" sx={{ mt: 4 }}>
        <Typography id="quotations-title" variant="h5" component="h2" sx={{ mb: 0.5 }}>
          Cotizaciones recibidas{count ? ` (${count})` : ''}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          {unread
            ? `Tienes ${unread === 1 ? '1 cotización sin leer' : `${unread} cotizaciones sin leer`}. `
            : ''}
          Compáralas lado a lado y decide: aceptar una no descarta las demás.
        </Typography>
        <QuotationComparison eventId={event.id} guests={event.guests} />
      </Box>
    </PageLayout>
  );
}
