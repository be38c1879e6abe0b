import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MESSAGES, UpdateUserEventSchema, UserEventSchema } from '@eventos/domain';
import { useLoginModal } from '../../../components/auth/login-modal-context';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import { useSession } from '../../../lib/session';
import { useCreateEvent } from '../api/create-event';
import { useUpdateEvent } from '../api/update-event';
import { clearDraft, draftToBody } from './event-draft';
import type { EventDraft } from './event-draft';
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
 * a snackbar, and the event's page.
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
    async (draft: EventDraft) => {
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
        return;
      }
      try {
        if (editId) {
          const parsed = UpdateUserEventSchema.safeParse(draftToBody(draft, null));
          if (!parsed.success)
            throw parsed.error.issues[0]?.message ?? MESSAGES['common.form.incomplete'];
          await update.mutateAsync({ id: editId, body: parsed.data });
          clearDraft(storageKey);
          show('Guardamos los cambios de tu evento.');
          navigate(`/eventos/${editId}`);
          return;
        }
        const parsed = UserEventSchema.safeParse(draftToBody(draft, providerId));
        if (!parsed.success)
          throw parsed.error.issues[0]?.message ?? MESSAGES['common.form.incomplete'];
        const result = await create.mutateAsync(parsed.data);
        clearDraft(storageKey);
        // A request addressed to one provider is a quotation request; otherwise an event for everyone.
        trackEvent(providerId ? 'quotation_request' : 'event_published', { event_id: result.data.id, ...(providerId ? { provider_id: providerId } : {}) });
        show(
          result.reused
            ? 'Ya tenías una solicitud abierta a este proveedor para esa fecha: te mostramos ese evento.'
            : '¡Listo! Publicamos tu evento. Te avisaremos cuando recibas cotizaciones.',
        );
        navigate(`/eventos/${result.data.id}`);
      } catch (error) {
        showError(error, 'No pudimos publicar tu evento. Intenta nuevamente.');
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
