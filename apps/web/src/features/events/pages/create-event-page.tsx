import { useMemo } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import { CREATE_EVENT_STEPS, getErrorMessage, providerTakesQuotations, t } from '@eventos/domain';
import { SignInPrompt } from '../../../components/auth/sign-in-prompt';
import { PageLayout } from '../../../components/layout/page-layout';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSkeleton } from '../../../components/ui/skeletons';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { useSession } from '../../../lib/session';
import { useEvent } from '../api/get-event';
import { useProviderSummary } from '../api/get-provider-summary';
import { parseCreateEventStep } from '../components/create-event-steps';
import { positiveInt } from '../utils/params';
import { CreateEventWizard } from '../wizard/create-event-wizard';
import { draftFromEvent, draftStorageKey } from '../wizard/event-draft';
import { useEventDraft } from '../wizard/use-event-draft';

/**
 * '/eventos/crear/:step?': the 4-step create-event wizard. `?provider=<id>` addresses the request
 * to one provider ("Solicitar cotización"); `?evento=<id>` edits one of the customer's events.
 */
export default function CreateEventPage() {
  const { step: stepParam } = useParams();
  const [params] = useSearchParams();
  const step = parseCreateEventStep(stepParam, CREATE_EVENT_STEPS);
  const editId = positiveInt(params.get('evento'));
  const providerId = editId ? null : positiveInt(params.get('provider'));
  const { user, loading } = useSession();
  const isMobile = useIsMobile();

  const eventQuery = useEvent(editId ?? 0, Boolean(editId && user));
  const event = eventQuery.data;
  const editable = Boolean(event && event.is_owner && !event.has_accepted && event.status !== 'expired');
  const seed = useMemo(() => (event && editable ? draftFromEvent(event) : null), [event, editable]);
  const storageKey = draftStorageKey({ editId, providerId });
  const { draft, ready, update } = useEventDraft(storageKey, seed, Boolean(editId));
  const provider = useProviderSummary(providerId);
  // Only Business providers take quotation requests: for a basic one the event goes to everyone.
  const notQuoting = Boolean(provider.data && !providerTakesQuotations(provider.data));

  const title = editId ? 'Editar evento' : 'Publica tu evento';
  const subtitle = editId
    ? 'Los proveedores verán los cambios en el buscador de eventos.'
    : 'Descríbelo una sola vez y recibe cotizaciones comparables de varios proveedores.';

  let content;
  if (editId && (loading || (user && eventQuery.isPending))) {
    content = <PageSkeleton />;
  } else if (editId && !user) {
    content = (
      <SignInPrompt
        title="Ingresa para editar tu evento"
        description="Solo quien publicó el evento puede editarlo."
      />
    );
  } else if (editId && (eventQuery.isError || !editable)) {
    content = (
      <EmptyState
        icon={EventBusyOutlinedIcon}
        title="No puedes editar este evento"
        description={
          eventQuery.isError
            ? getErrorMessage(eventQuery.error)
            : event?.has_accepted
              ? 'Ya aceptaste una cotización para este evento, por eso no se puede modificar.'
              : t('events.event.expired')
        }
        actions={
          <Button component={RouterLink} to="/eventos/lista" variant="contained">
            Ir a mis eventos
          </Button>
        }
      />
    );
  } else if (!ready) {
    content = <PageSkeleton />;
  } else {
    content = (
      <>
        {providerId && notQuoting ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {`${provider.data?.company_name ?? 'Este proveedor'} no recibe solicitudes de cotización por Eventos Perú. Puedes escribirle con los datos de contacto de su sitio o publicar tu evento para todos los proveedores de tu zona.`}
          </Alert>
        ) : providerId ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {provider.data?.company_name
              ? `Tu solicitud de cotización irá directamente a ${provider.data.company_name}. Solo este proveedor verá tu evento.`
              : provider.isError
                ? 'No encontramos al proveedor de esta solicitud. Puedes publicar tu evento para todos los proveedores.'
                : 'Tu solicitud de cotización irá directamente al proveedor que elegiste.'}
          </Alert>
        ) : null}
        <CreateEventWizard
          key={storageKey}
          step={step}
          draft={draft}
          update={update}
          storageKey={storageKey}
          editId={editId}
          providerId={provider.isError || notQuoting ? null : providerId}
          suggestedServiceIds={provider.data?.service_type_ids}
        />
      </>
    );
  }

  return (
    <PageLayout title={title} subtitle={isMobile ? undefined : subtitle} maxWidth="md">
      {content}
    </PageLayout>
  );
}
