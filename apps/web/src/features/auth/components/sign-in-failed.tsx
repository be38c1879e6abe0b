import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import { EmptyState } from '../../../components/ui/empty-state';

/** The callback's Spanish error page, with a way back to /login. */
export function SignInFailed({ message }: { message: string }) {
  return (
    <EmptyState
      icon={ErrorOutlinedIcon}
      headingComponent="h1"
      title="No pudimos iniciar tu sesión"
      description={<span role="alert">{message}</span>}
      actions={
        <>
          <Button component={RouterLink} to="/login" replace variant="contained" size="large">
            Volver a iniciar sesión
          </Button>
          <Button component={RouterLink} to="/" replace variant="text" size="large">
            Ir al inicio
          </Button>
        </>
      }
    />
  );
}
