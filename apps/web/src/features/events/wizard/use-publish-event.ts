import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { UserEventInput } from '@eventos/domain';
import { useLoginModal } from '../../../components/auth/login-modal-context';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import { useSession } from '../../../lib/session';
import { useCreateEvent } from '../api/create-event';
import { useUpdateEvent } from '../api/update-event';
import { clearDraft } from './event-draft';
import { trackEvent } from '../../../lib/consent';

/** Set while the customer signs in from the wizard: back on the wizard we say the draft is safe. */
const SIGN_IN_FLAG = 'eventos-peru:event-draft:signing-in';

function takeSignInFlag(): boolean {
  try {
    const had = window.sessionStorage.getItem(SIGN_IN_FLAG) !== null;
    window.sessionStorage.removeItem(SIGN_IN_FLAG);
    return had;
  } catch {
    return false;
  }
}

/**
 * "Publicar evento" / "Guardar cambios": asks visitors to sign in (login modal, back to this same
 * URL with the draft intact), then POST events (or events/request-quotation) or PUT events/:id,
 * a snackbar, and the event's page. `publish` takes the body the wizard form's schema produced
 * (wizard-validation.ts) and answers the API's error (already in the snackbar) so the form can
 * put its field errors on fields, or null.
 */
export function usePublishEvent(mode: {
  storageKey: string;
  editId: number | null;
  providerId: number | null;
}) {
  const { storageKey, editId, providerId } = mode;
  const { user } = useSession();
  const loginModal = useLoginModal();
  const { show, showError } = useSnackbar();
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const [notice, setNotice] = useState<string | null>(null);
  const userId = user?.id ?? null;
  useEffect(() => {
    if (userId !== null && takeSignInFlag()) {
      setNotice('Ya ingresaste. Guardamos todo lo que escribiste: revisa tu evento y publícalo.');
    }
  }, [userId]);

  const publish = useCallback(
    async (body: UserEventInput): Promise<unknown> => {
      if (!user) {
        try {
          window.sessionStorage.setItem(SIGN_IN_FLAG, '1');
        } catch {
          // ignore
        }
        loginModal.open({
          next: `${location.pathname}${location.search}`,
          reason: 'Ingresa para publicar tu evento. Guardamos lo que escribiste y volverás a este paso.',
        });
        return null;
      }
      try {
        if (editId) {
          await update.mutateAsync({ id: editId, body });
          clearDraft(storageKey);
          show('Guardamos los cambios de tu evento.');
          navigate(`/eventos/${editId}`);
          return null;
        }
        const result = await create.mutateAsync(body);
        clearDraft(storageKey);
        // A request addressed to one provider is a quotation request; otherwise an event for everyone.
        trackEvent(providerId ? 'quotation_request' : 'event_published', { event_id: result.data.id, ...(providerId ? { provider_id: providerId } : {}) });
        show(
          result.reused
            ? 'Ya tenías una solicitud abierta a este proveedor para esa fecha: te mostramos ese evento.'
            : '¡Listo! Publicamos tu evento. Te avisaremos cuando recibas cotizaciones.',
        );
        navigate(`/eventos/${result.data.id}`);
        return null;
      } catch (error) {
        showError(error, 'No pudimos publicar tu evento. Intenta nuevamente.');
        return error;
      }
    },
    [user, loginModal, location, editId, providerId, storageKey, update, create, show, showError, navigate],
  );

  return {
    publish,
    publishing: create.isPending || update.isPending,
    notice,
    dismissNotice: () => setNotice(null),
  };
}
