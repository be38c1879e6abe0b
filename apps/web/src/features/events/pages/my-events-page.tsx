import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import { PageLayout } from '../../../components/layout/page-layout';
import { EmptyState } from '../../../components/ui/empty-state';

/** '/eventos/lista' (login required): the customer's events with their status and quotations. */
export default function MyEventsPage() {
  return (
    <PageLayout
      title="Mis eventos"
      subtitle="Los eventos que publicaste, su estado y las cotizaciones que recibiste."
      actions={
        <Button component={RouterLink} to="/eventos/crear" variant="contained">
          Publicar un evento
        </Button>
      }
    >
      <EmptyState
        icon={EventNoteOutlinedIcon}
        title="Aún no has publicado eventos"
        description="Cuando publiques un evento, lo verás aquí junto con las cotizaciones de los proveedores para compararlas."
      />
    </PageLayout>
  );
}
