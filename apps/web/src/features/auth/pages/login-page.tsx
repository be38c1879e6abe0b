import { Link as RouterLink, Navigate } from 'react-router';
import { Box } from '../../../components/ui/box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { LegalNotice } from '../../../components/auth/legal-notice';
import { LoginProviderButtons } from '../../../components/auth/login-provider-buttons';
import { signInIntro, useLoginProviders } from '../../../components/auth/login-providers';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSession } from '../../../lib/session';

const BENEFITS = [
  'Solicita cotizaciones a los proveedores',
  'Publica tu evento y recibe propuestas',
  'Guarda tus fotos y proveedores favoritos',
];

/** '/login': one button per enabled sign-in provider (SPEC §1, §2). */
export default function LoginPage() {
  useDocumentTitle('Ingresar');
  const { isAuthenticated } = useSession();
  const { data: providers } = useLoginProviders();
  const intro = signInIntro(providers);
  if (isAuthenticated) return <Navigate to="/micuenta" replace />;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 7 }, px: { xs: 2, sm: 3 } }}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 0.5, sm: 5 }, border: { xs: 'none', sm: undefined }, bgcolor: 'transparent' }}
      >
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' }, mb: 1 }}>
          Ingresa a Eventos Perú
        </Typography>
        {intro ? <Typography sx={{ color: 'text.secondary', mb: 3 }}>{intro}</Typography> : null}

        <LoginProviderButtons />

        <Divider sx={{ my: 3 }} />

        <Typography variant="subtitle2" component="h2" sx={{ mb: 1.5, fontWeight: 700 }}>
          Con tu cuenta puedes
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, display: 'grid', gap: 1 }}>
          {BENEFITS.map((benefit) => (
            <Box component="li" key={benefit} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <CheckCircleOutlinedIcon aria-hidden="true" fontSize="small" sx={{ color: 'secondary.main' }} />
              <Typography>{benefit}</Typography>
            </Box>
          ))}
        </Box>

        <LegalNotice />
      </Paper>
      <Typography sx={{ textAlign: 'center', mt: 3, color: 'text.secondary' }}>
        ¿Solo quieres mirar?{' '}
        <Link component={RouterLink} to="/proveedores" sx={{ fontWeight: 600 }}>
          Explora proveedores sin ingresar
        </Link>
      </Typography>
    </Container>
  );
}
