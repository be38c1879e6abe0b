import { useParams, useSearchParams } from 'react-router';
import Container from '@mui/material/Container';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { SignInFailed } from '../components/sign-in-failed';
import { SignInProgress } from '../components/sign-in-progress';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { providerDisplayName, signInErrorMessage } from '../sign-in-errors';

/**
 * '/login/:provider/callback' (route id 'oauth2-callback'). The API exchanged the code and sent
 * the browser here with `?done=1` (then: POST /login/refresh?login, GET /api/v1/user, go to the
 * `next` path) or `?error=<code>` (a Spanish message and a way back to /login).
 */
export default function OAuthCallbackPage() {
  const { provider = '' } = useParams();
  const [params] = useSearchParams();
  const apiError = params.get('error');
  const done = params.has('done') && !apiError;
  const state = useCompleteSignIn(done);
  const failed = !done || state.status === 'error';
  useDocumentTitle(failed ? 'No pudimos iniciar tu sesión' : 'Iniciando sesión');

  const errorCode = apiError ?? (state.status === 'error' ? state.code : null);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 }, px: { xs: 2, sm: 3 } }}>
      {failed ? (
        <SignInFailed message={signInErrorMessage(errorCode)} />
      ) : (
        <SignInProgress providerName={providerDisplayName(provider)} />
      )}
    </Container>
  );
}
