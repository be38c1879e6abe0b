import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { useDocumentTitle } from '../../../hooks/use-document-title';

const BENEFITS = [
  'Solicita cotizaciones a los proveedores',
  'Publica tu evento y recibe propuestas',
  'Guarda tus fotos y proveedores favoritos',
];

/** '/login': sign in with a social account (the buttons come with the sign-in feature). */
export default function LoginPage() {
  useDocumentTitle('Ingresar');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 }, px: { xs: 2, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' }, mb: 1 }}>
          Ingresa a Eventos Perú
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          Usa tu cuenta de Google o Facebook. No necesitas crear una contraseña nueva.
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, display: 'grid', gap: 1 }}>
          {BENEFITS.map((benefit) => (
            <Box component="li" key={benefit} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <CheckIcon aria-hidden="true" fontSize="small" sx={{ color: 'secondary.main' }} />
              <Typography>{benefit}</Typography>
            </Box>
          ))}
        </Box>
        <Box
          role="note"
          sx={{
            p: 2,
            borderRadius: '8px',
            bgcolor: '#F3F4F6',
            color: 'text.secondary',
            mb: 3,
            fontSize: '0.95rem',
          }}
        >
          El ingreso con redes sociales todavía no está habilitado en este servidor. Puedes seguir buscando
          proveedores y viendo sus páginas sin una cuenta.
        </Box>
        <Button component={RouterLink} to="/proveedores" variant="outlined" fullWidth size="large">
          Explorar proveedores sin ingresar
        </Button>
      </Paper>
    </Container>
  );
}
