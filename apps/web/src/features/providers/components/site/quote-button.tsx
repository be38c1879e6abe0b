import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../../components/ui/lean-buttons';
import type { ButtonProps } from '@mui/material/Button';
import { providerTakesQuotations } from '@eventos/domain';
import { useLoginModal } from '../../../../components/auth/login-modal-context';
import { useSession } from '../../../../lib/session';
import { eventKeys, getMyEvents, LazySendEventDialog as SendEventDialog } from '../../../events';
import type { MyEventsParams, UserEvent } from '../../../events';
import type { Provider } from '../../types';
import { siteIcon } from './site-icons';

/** Where "Solicitar cotización" leads: the create-event wizard with this provider preselected. */
export function quoteRequestPath(provider: Pick<Provider, 'id'>): string {
  return `/eventos/crear?provider=${provider.id}`;
}

/** The customer's open events (effective status visible: shown and date not passed), newest first. */
export const OPEN_EVENTS_PARAMS: MyEventsParams = { page: 1, size: 50, status: 'visible' };

/**
 * "Solicitar cotización", only for Business providers (quotations are a Business option, SPEC §1;
 * for a basic provider the contact block is enough and nothing is rendered): visitors get the
 * login modal (and come back to the wizard after signing in); a signed-in customer with open
 * events chooses one in «¿Para qué evento?» (sent to the provider, POST events/:id/invitations) or
 * «Crear un evento nuevo»; without open events it goes straight to the wizard.
 */
export function QuoteButton({ provider, ...props }: { provider: Provider } & ButtonProps) {
  const { user } = useSession();
  const loginModal = useLoginModal();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const [picker, setPicker] = useState<{ key: number; open: boolean; events: UserEvent[] } | null>(null);
  const target = quoteRequestPath(provider);
  if (!providerTakesQuotations(provider)) return null;

  const start = async () => {
    if (!user) {
      loginModal.open({
        next: target,
        reason: `Para solicitar una cotización a ${provider.company_name} necesitas una cuenta.`,
      });
      return;
    }
    // A provider cannot ask itself: its owner keeps the wizard path (the API says why).
    if (user.provider?.id === provider.id) {
      navigate(target);
      return;
    }
    setChecking(true);
    let events: UserEvent[] = [];
    try {
      const page = await queryClient.fetchQuery({
        queryKey: eventKeys.mine(OPEN_EVENTS_PARAMS),
        queryFn: ({ signal }) => getMyEvents(OPEN_EVENTS_PARAMS, signal),
        staleTime: 30_000,
      });
      events = page.data.filter((event) => event.status === 'visible');
    } catch {
      // Could not list the events: the wizard still works.
    } finally {
      setChecking(false);
    }
    if (events.length === 0) navigate(target);
    else setPicker((current) => ({ key: (current?.key ?? 0) + 1, open: true, events }));
  };

  return (
    <>
      <Button
        variant="contained"
        size="large"
        startIcon={siteIcon('RequestQuoteOutlined')}
        {...props}
        disabled={checking || props.disabled}
        onClick={() => void start()}
      >
        Solicitar cotización
      </Button>
      {picker ? (
        <Suspense fallback={null}>
          <SendEventDialog
            key={picker.key}
            open={picker.open}
            provider={provider}
            events={picker.events}
            onClose={() => setPicker((current) => (current ? { ...current, open: false } : current))}
            onCreateNew={() => {
              setPicker((current) => (current ? { ...current, open: false } : current));
              navigate(target);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
