import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/dialogs/confirm-context';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import { useDeleteEvent } from '../api/delete-event';
import { useUpdateEventStatus } from '../api/update-event-status';
import type { UserEvent } from '../types';

/** Hide/show, edit and delete one of the customer's events, with confirmation and feedback. */
export function useEventActions() {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { show, showError } = useSnackbar();
  const status = useUpdateEventStatus();
  const remove = useDeleteEvent();

  const toggleVisibility = useCallback(
    async (event: Pick<UserEvent, 'id' | 'status'>) => {
      const next = event.status === 'visible' ? 'hidden' : 'visible';
      try {
        await status.mutateAsync({ id: event.id, status: next });
        show(
          next === 'hidden'
            ? 'Ocultamos tu evento: los proveedores ya no lo verán.'
            : 'Tu evento vuelve a ser visible para los proveedores.',
        );
      } catch (error) {
        showError(error);
      }
    },
    [status, show, showError],
  );

  const edit = useCallback(
    (event: Pick<UserEvent, 'id'>) => navigate(`/eventos/crear/1?evento=${event.id}`),
    [navigate],
  );

  /**
   * Resolves true when the event was deleted. Only offered for events without quotations
   * (canDeleteUserEvent); the API answers 422 otherwise and its message is shown.
   */
  const destroy = useCallback(
    async (event: Pick<UserEvent, 'id'> & { event_type: { type_name: string } }) => {
      const ok = await confirm({
        title: '¿Eliminar este evento?',
        message: `Se eliminará «${event.event_type.type_name}». Esta acción no se puede deshacer.`,
        confirmText: 'Eliminar',
        confirmColor: 'error',
      });
      if (!ok) return false;
      try {
        await remove.mutateAsync(event.id);
        show('Eliminamos tu evento.');
        return true;
      } catch (error) {
        showError(error);
        return false;
      }
    },
    [confirm, remove, show, showError],
  );

  return {
    toggleVisibility,
    edit,
    destroy,
    busyId: status.isPending ? status.variables?.id : remove.isPending ? remove.variables : undefined,
  };
}
