import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { EmptyState } from '../../../components/ui/empty-state';

/**
 * Basic providers: quotations and event notifications are Business options (SPEC §1; the API says
 * 422 for the searcher, the events and quoting, and never notifies basic providers).
 */
export function UpgradeInvitation({ slug, message }: { slug?: string | null; message?: string }) {
  return (
    <EmptyState
      icon={WorkspacePremiumOutlinedIcon}
      title="Recibe eventos con el plan Business"
      description={
        message ??
        'Con el plan Business ves en el buscador los eventos que publican los clientes en tu zona, te avisamos por correo de cada evento nuevo, tu sitio muestra el botón «Solicitar cotización» para que los clientes te pidan una directamente y envías cotizaciones que ellos comparan lado a lado. Además suma fotos de portada, galería y testimonios a tu sitio.'
      }
      actions={
        <>
          <Button component={RouterLink} to="/soy-un-proveedor" variant="contained">
            Ver el plan Business
          </Button>
          {slug ? (
            <Button component={RouterLink} to={`/${slug}`} variant="outlined">
              Ir a mi sitio
            </Button>
          ) : null}
        </>
      }
    />
  );
}
