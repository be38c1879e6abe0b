import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/**
 * "Al continuar, aceptas los Términos y condiciones y la Política de privacidad."
 * The links are underlined: inside a sentence, colour alone must not tell them apart (WCAG 1.4.1).
 */
export function LegalNotice({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
      Al continuar, aceptas los{' '}
      <Link component={RouterLink} to="/terminos-y-condiciones" onClick={onNavigate} underline="always">
        Términos y condiciones
      </Link>{' '}
      y la{' '}
      <Link component={RouterLink} to="/politica-de-privacidad" onClick={onNavigate} underline="always">
        Política de privacidad
      </Link>{' '}
      de Eventos Perú.
    </Typography>
  );
}
