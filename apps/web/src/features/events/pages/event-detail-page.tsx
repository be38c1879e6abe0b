import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import { PageLayout } from '../../../components/layout/page-layout';
import { EmptyState } from '../../../components/ui/empty-state';

/** '/eventos/:id': an event and its quotations. */
export default function EventDetailPage() {
  const { id = '' } = useParams();
  return (
    <PageLayout title="Detalle del evento" documentTitle={`Evento ${id}`}>
      <EmptyState
        icon={EventBusyOutlinedIcon}
        title="No encontramos este evento"
        description={`El evento n.º ${id} no existe o no tienes acceso a él.`}
        actions={
          <Button component={RouterLink} to="/eventos" variant="contained">
            Ir a eventos
          </Button>
        }
      />
    </PageLayout>
  );
}
