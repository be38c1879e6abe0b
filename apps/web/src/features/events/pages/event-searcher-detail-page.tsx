import { Link as RouterLink, Navigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { formatDate, t } from '@eventos/domain';
import { SignInPrompt } from '../../../components/auth/sign-in-prompt';
import { PageLayout } from '../../../components/layout/page-layout';
import { PageSkeleton } from '../../../components/ui/skeletons';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { QuotationForm, MyQuotationPanel } from '../../quotations';
import { useSearchEvent } from '../api/search-events';
import { CustomerSearcherNote } from '../components/customer-searcher-note';
import { EventLoadError } from '../components/event-load-error';
import { EventSummaryCard } from '../components/event-summary-card';
import { UpgradeInvitation } from '../components/upgrade-invitation';
import type { UserEventDetail } from '../types';
import { eventLocation } from '../utils/event-format';
import { positiveInt } from '../utils/params';

function CustomerContact({ event }: { event: UserEventDetail }) {
  return (
    <Box>
      <Divider sx={{ my: 2.5 }} />
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Datos de contacto del cliente
      </Typography>
      {event.customer ? (
        <Typography>
          {event.customer.first_name} {event.customer.last_name}
          {event.customer.email ? (
            <>
              {' · '}
              <Link href={`mailto:${event.customer.email}`}>{event.customer.email}</Link>
            </>
          ) : null}
        </Typography>
      ) : (
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', display: 'flex', gap: 1, alignItems: 'center' }}
        >
          <LockOutlinedIcon fontSize="small" aria-hidden="true" />
          Los verás cuando el cliente acepte tu cotización.
        </Typography>
      )}
    </Box>
  );
}

/** '/eventos/buscador/:id': an event for a provider, and its quotation (send, see, update). */
export default function EventSearcherDetailPage() {
  const id = positiveInt(useParams().id) ?? 0;
  const { user, provider, loading } = useSession();
  const query = useSearchEvent(id, Boolean(user && provider));
  const event = query.data;

  let content;
  if (!id) return <Navigate to="/404" replace />;
  if (loading || (user && provider && query.isPending)) content = <PageSkeleton />;
  else if (!user) {
    content = (
      <SignInPrompt
        title="Ingresa para ver el evento"
        description="Ingresa con la cuenta de tu negocio para ver el evento y enviar tu cotización."
      />
    );
  } else if (!provider) content = <CustomerSearcherNote />;
  else if (isApiError(query.error) && query.error.status === 422) {
    content = (
      <UpgradeInvitation
        slug={provider.slug}
        message="Para ver este evento y enviar tu cotización necesitas el plan Business: las cotizaciones y los avisos de eventos son parte del plan."
      />
    );
  } else if (query.isError || !event) {
    content = (
      <EventLoadError error={query.error} backTo="/eventos/buscador" backLabel="Volver al buscador" />
    );
  } else if (event.is_owner) {
    return <Navigate to={`/eventos/${event.id}`} replace />;
  } else {
    const open = event.status === 'visible';
    const services = event.services.map((s) => ({
      service_type_id: s.service_type_id,
      type_name: s.type_name,
    }));
    content = (
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          {event.addressed_to_me ? (
            <Alert severity="success">El cliente te pidió esta cotización directamente desde tu sitio.</Alert>
          ) : null}
          <EventSummaryCard event={event}>
            <CustomerContact event={event} />
          </EventSummaryCard>
        </Box>
        <Box component="section" aria-label="Cotización">
          {event.my_quotation ? (
            <MyQuotationPanel
              quotation={event.my_quotation}
              eventId={event.id}
              eventOpen={event.status !== 'expired'}
              services={services}
              guests={event.guests}
            />
          ) : open ? (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
                Enviar cotización
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
                El cliente la verá junto a las demás, lado a lado. Sé claro con lo que incluye tu precio.
              </Typography>
              <QuotationForm eventId={event.id} services={services} guests={event.guests} existing={null} />
            </Paper>
          ) : (
            <Alert severity="info">{t('events.event.closed')}</Alert>
          )}
        </Box>
      </Box>
    );
  }

  return (
    <PageLayout
      title={event ? event.event_type.type_name : 'Detalle del evento'}
      eyebrow="Buscador de eventos"
      subtitle={event ? `${formatDate(event.date)} · ${eventLocation(event)}` : undefined}
      actions={
        <Button component={RouterLink} to="/eventos/buscador" startIcon={<ArrowBackIcon />}>
          Volver al buscador
        </Button>
      }
    >
      {content}
    </PageLayout>
  );
}
