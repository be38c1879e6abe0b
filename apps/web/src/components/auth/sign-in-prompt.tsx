import Button from '@mui/material/Button';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { EmptyState } from '../ui/empty-state';
import { useLoginModal } from './login-modal-context';

export interface SignInPromptProps {
  title: string;
  description: string;
}

/** Empty state for visitors on a page that shows personal data: opens the login modal. */
export function SignInPrompt({ title, description }: SignInPromptProps) {
  const loginModal = useLoginModal();
  return (
    <EmptyState
      icon={LockOutlinedIcon}
      title={title}
      description={description}
      actions={
        <Button variant="contained" size="large" onClick={() => loginModal.open({ reason: description })}>
          Ingresar
        </Button>
      }
    />
  );
}
