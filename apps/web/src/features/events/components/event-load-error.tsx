import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import { getErrorMessage } from '@eventos/domain';
import { EmptyState } from '../../../components/ui/empty-state';
import { isApiError } from '../../../lib/api-client';

/** 404 / 403 / other errors loading an event, with a way back. */
export function EventLoadError({
  error,
  backTo,
  backLabel,
}: {
  error: unknown;
  backTo: string;
  backLabel: string;
}) {
  const status = isApiError(error) ? error.status : 0;
  const title =
    status === 404
      ? 'No encontramos este evento'
      : status === 403
        ? 'No tienes acceso a este evento'
        : 'No pudimos cargar el evento';
  const description =
    status === 404
      ? 'Es posible que el cliente lo haya eliminado.'
      : status === 403
        ? 'Este evento pertenece a otra persona o ya no está disponible para ti.'
        : getErrorMessage(error);
  return (
    <EmptyState
      icon={EventBusyOutlinedIcon}
      title={title}
      description={description}
      actions={
        <Button component={RouterLink} to={backTo} variant="contained">
          {backLabel}
        </Button>
      }
    />
  );
}
