import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import { PageLayout } from '../../../components/layout/page-layout';
import { EmptyState } from '../../../components/ui/empty-state';

/** '/eventos/buscador/:id': an event seen by a provider (no customer contact until accepted). */
export default function EventSearcherDetailPage() {
  const { id = '' } = useParams();
  return (
    <PageLayout title="Detalle del evento" eyebrow="Buscador de eventos" documentTitle={`Evento ${id}`}>
      <EmptyState
        icon={EventBusyOutlinedIcon}
        title="No encontramos este evento"
        description={`El evento n.º ${id} no existe o ya no está disponible para cotizar.`}
        actions={
          <Button component={RouterLink} to="/eventos/buscador" variant="contained">
            Volver al buscador
          </Button>
        }
      />
    </PageLayout>
  );
}
