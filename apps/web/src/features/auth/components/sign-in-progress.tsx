import { Box } from '../../../components/ui/box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** "Iniciando sesión…" while the callback finishes the sign-in. */
export function SignInProgress({ providerName }: { providerName: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ textAlign: 'center', py: { xs: 6, md: 10 } }}>
      <CircularProgress size={48} thickness={4} aria-hidden="true" sx={{ mb: 3 }} />
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Iniciando sesión…
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        Estamos confirmando tu cuenta de {providerName}. Esto solo toma un momento.
      </Typography>
    </Box>
  );
}
