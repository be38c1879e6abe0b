import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/lean-buttons';
import type { ButtonProps } from '@mui/material/Button';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { ct } from '@eventos/domain';
import { useLoginModal } from '../../../components/auth/login-modal-context';
import { useOpenedOnce } from '../../../hooks/use-opened-once';
import { useSession } from '../../../lib/session';

// The dialog (form, schema, text fields) loads when a customer first opens it (docs/decisions/255).
const AskProviderDialog = lazy(() => import('./ask-provider-dialog').then((m) => ({ default: m.AskProviderDialog })));

/**
 * "Enviar mensaje" on a provider's site: the customer asks about one of its open events (the
 * thread of that event and provider opens, or continues). Visitors sign in first; a customer with
 * no open event is told to request a quotation (which opens the thread too).
 */
export function AskProviderButton({ provider, ...props }: { provider: { id: number; company_name: string } } & ButtonProps) {
  const { user } = useSession();
  const loginModal = useLoginModal();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  if (user?.provider?.id === provider.id) return null;

  const start = () => {
    if (!user) {
      loginModal.open({ reason: `Para escribirle a ${provider.company_name} necesitas una cuenta.` });
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <Button variant="outlined" size="large" startIcon={<ChatBubbleOutlineIcon />} {...props} onClick={start}>
        {ct('conversations.ask')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <AskProviderDialog provider={provider} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
