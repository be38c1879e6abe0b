import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box } from '../../components/ui/box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CONSENT_MESSAGES } from '@eventos/domain';
import { chooseConsent, reopenConsent, startTagManagerIfAccepted, tagManagerConfig, useConsentState } from '../../lib/consent';

/**
 * The analytics consent banner: only when the server configured a tag manager, until the visitor
 * chooses (or when reopened from the footer). "Rechazar" is as easy as "Aceptar": same size, same place.
 */
export function ConsentBanner() {
  const { choice, reopened } = useConsentState();
  // Read after mount: the server render never shows it and never touches `document`.
  const [configured, setConfigured] = useState(false);
  useEffect(() => {
    setConfigured(tagManagerConfig() !== null);
    startTagManagerIfAccepted();
  }, []);
  if (!configured || (choice !== null && !reopened)) return null;
  return (
    <Paper
      role="dialog"
      aria-labelledby="consentimiento-titulo"
      aria-describedby="consentimiento-texto"
      elevation={8}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar + 1,
        left: { xs: 8, sm: 16 },
        right: { xs: 8, sm: 'auto' },
        bottom: { xs: 8, sm: 16 },
        maxWidth: 520,
        p: 2.5,
        borderRadius: 3,
      }}
    >
      <Typography id="consentimiento-titulo" component="h2" variant="h6" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {CONSENT_MESSAGES.title}
      </Typography>
      <Typography id="consentimiento-texto" variant="body2" sx={{ mb: 2 }}>
        {CONSENT_MESSAGES.body}{' '}
        <Link component={RouterLink} to="/politica-de-privacidad">
          Política de privacidad
        </Link>
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <Button variant="outlined" size="large" onClick={() => chooseConsent('denied')}>
          {CONSENT_MESSAGES.reject}
        </Button>
        <Button variant="contained" size="large" onClick={() => chooseConsent('granted')}>
          {CONSENT_MESSAGES.accept}
        </Button>
      </Box>
    </Paper>
  );
}

/** The footer's "Preferencias de cookies" (only when a tag manager is configured). */
export function ConsentSettingsLink() {
  const [configured, setConfigured] = useState(false);
  useEffect(() => setConfigured(tagManagerConfig() !== null), []);
  if (!configured) return null;
  return (
    <Link component="button" type="button" color="inherit" underline="hover" onClick={() => reopenConsent()}>
      {CONSENT_MESSAGES.footerLink}
    </Link>
  );
}
