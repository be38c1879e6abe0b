import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import { EmptyState } from '../../../components/ui/empty-state';

/** A customer on the providers' searcher: their events are in /eventos/lista. */
export function CustomerSearcherNote() {
  return (
    <EmptyState
      icon={EventAvailableOutlinedIcon}
      title="El buscador de eventos es para proveedores"
      description="Aquí los proveedores afiliados encuentran eventos para cotizar. Los eventos que publicaste y sus cotizaciones están en Mis eventos."
      actions={
        <>
          <Button component={RouterLink} to="/eventos/lista" variant="contained">
            Ir a mis eventos
          </Button>
          <Button component={RouterLink} to="/proveedores/afiliacion" variant="outlined">
            Afilia tu negocio
          </Button>
        </>
      }
    />
  );
}
