import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import { providerTakesQuotations } from '@eventos/domain';
import { useLoginModal } from '../../../../components/auth/login-modal-context';
import { useSession } from '../../../../lib/session';
import type { Provider } from '../../types';

/** Where "Solicitar cotización" leads: the create-event wizard with this provider preselected. */
export function quoteRequestPath(provider: Pick<Provider, 'id'>): string {
  return `/eventos/crear?provider=${provider.id}`;
}

/**
 * "Solicitar cotización", only for Business providers (quotations are a Business option, SPEC §1;
 * for a basic provider the contact block is enough and nothing is rendered): visitors get the
 * login modal (and come back to the wizard after signing in); signed-in users go straight to the
 * wizard.
 */
export function QuoteButton({ provider, ...props }: { provider: Provider } & ButtonProps) {
  const { user } = useSession();
  const loginModal = useLoginModal();
  const navigate = useNavigate();
  const target = quoteRequestPath(provider);
  if (!providerTakesQuotations(provider)) return null;
  return (
    <Button
      variant="contained"
      size="large"
      startIcon={<RequestQuoteOutlinedIcon />}
      {...props}
      onClick={() => {
        if (user) navigate(target);
        else {
          loginModal.open({
            next: target,
            reason: `Para solicitar una cotización a ${provider.company_name} necesitas una cuenta.`,
          });
        }
      }}
    >
      Solicitar cotización
    </Button>
  );
}
