import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LoginIcon from '@mui/icons-material/Login';
import { EmptyState } from '../../../components/ui/empty-state';
import { useDocumentTitle } from '../../../hooks/use-document-title';

const PROVIDER_NAMES: Record<string, string> = {
  google: 'Google',
  facebook: 'Facebook',
  dev: 'la cuenta de pruebas',
};

/** '/login/:provider/callback' (route id 'oauth2-callback'): completes the OAuth sign-in. */
export default function OAuthCallbackPage() {
  const { provider = '' } = useParams();
  const name = PROVIDER_NAMES[provider] ?? provider;
  useDocumentTitle('Ingresando');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <EmptyState
        icon={LoginIcon}
        headingComponent="h1"
        title={`Ingreso con ${name}`}
        description="No pudimos completar el ingreso desde esta página. Vuelve a la página de ingreso e inténtalo nuevamente."
        actions={
          <Button component={RouterLink} to="/login" variant="contained">
            Volver a ingresar
          </Button>
        }
      />
    </Container>
  );
}
