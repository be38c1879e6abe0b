import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { EmptyState } from '../../../components/ui/empty-state';

/** Basic providers: the searcher and quoting open events are Business features (the API says 422). */
export function UpgradeInvitation({ slug, message }: { slug?: string | null; message?: string }) {
  return (
    <EmptyState
      icon={WorkspacePremiumOutlinedIcon}
      title="Recibe eventos con el plan Business"
      description={
        message ??
        'Con el plan Business ves los eventos que publican los clientes en tu zona, recibes avisos por correo y envías cotizaciones. Las solicitudes que te hacen directamente desde tu sitio te llegan en cualquier plan.'
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
