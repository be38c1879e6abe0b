import { useLocation } from 'react-router';
import { Box } from '../../../../components/ui/box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LoginIcon from '@mui/icons-material/Login';
import { useLoginModal } from '../../../../components/auth/login-modal-context';
import { AffiliationSteps } from '../affiliation-steps';

/** Visitors sign in first: the login modal brings them back here (cookie `next`). */
export function AffiliationSignIn() {
  const loginModal = useLoginModal();
  const location = useLocation();
  const reason = 'Para afiliar tu negocio necesitas una cuenta. Ingresa y continúa donde te quedaste.';
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' }, alignItems: 'start' }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
          Ingresa para empezar
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          Tu página queda vinculada a tu cuenta: así solo tú puedes editarla. Ingresa con una de las cuentas
          que te ofrecemos al continuar; no necesitas una contraseña nueva.
        </Typography>
        <Button
          variant="contained"
          size="large"
          startIcon={<LoginIcon />}
          onClick={() => loginModal.open({ next: `${location.pathname}${location.search}`, reason })}
        >
          Ingresar para continuar
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
          Afiliarte es gratis. Empiezas con el plan Básico y puedes pasar a Business cuando quieras.
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2.5 }}>
          Así funciona la afiliación
        </Typography>
        <AffiliationSteps />
      </Paper>
    </Box>
  );
}
