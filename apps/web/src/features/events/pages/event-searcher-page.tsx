import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import { SignInPrompt } from '../../../components/auth/sign-in-prompt';
import { PageLayout } from '../../../components/layout/page-layout';
import { EmptyState } from '../../../components/ui/empty-state';
import { useSession } from '../../../lib/session';

/** '/eventos/buscador': events published by customers that match the provider's services and area. */
export default function EventSearcherPage() {
  const { user, provider } = useSession();
  return (
    <PageLayout
      title="Buscador de eventos"
      eyebrow="Para proveedores"
      subtitle="Eventos publicados por clientes que necesitan tus servicios en tu zona, del más reciente al más antiguo."
    >
      {!user ? (
        <SignInPrompt
          title="Ingresa para ver los eventos"
          description="El buscador de eventos es para proveedores afiliados. Ingresa con tu cuenta para continuar."
        />
      ) : !provider ? (
        <EmptyState
          icon={EventAvailableOutlinedIcon}
          title="Esta sección es para proveedores"
          description="Afilia tu negocio para encontrar eventos que necesitan tus servicios y enviar cotizaciones."
          actions={
            <Button component={RouterLink} to="/proveedores/afiliacion" variant="contained">
              Afilia tu negocio
            </Button>
          }
        />
      ) : (
        <EmptyState
          icon={EventAvailableOutlinedIcon}
          title="No hay eventos para mostrar"
          description="Cuando un cliente publique un evento que coincida con tus servicios y tu zona, aparecerá en esta lista."
        />
      )}
    </PageLayout>
  );
}
