import { useId } from 'react';
import type { ReactNode } from 'react';
import { Box } from '../ui/box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { LegalNotice } from './legal-notice';
import { LoginProviderButtons } from './login-provider-buttons';

export interface LoginModalProps {
  open: boolean;
  persistent: boolean;
  reason: string | null;
  onClose: () => void;
  /** Replaces the default body: the provider buttons and the legal notice. */
  content?: ReactNode;
}

export function LoginModal({ open, persistent, reason, onClose, content }: LoginModalProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={persistent ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      {!persistent ? (
        <IconButton aria-label="Cerrar" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      ) : null}
      <DialogContent sx={{ textAlign: 'center', px: { xs: 3, sm: 4 }, pt: 5, pb: 4 }}>
        <Box
          sx={{
            width: 56,
            height: 56,
            mx: 'auto',
            mb: 2,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <LockOpenIcon aria-hidden="true" />
        </Box>
        <Typography id={titleId} variant="h5" component="h2" sx={{ mb: 1 }}>
          Ingresa a Eventos Perú
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          {reason ?? 'Inicia sesión para guardar tus favoritos, publicar eventos y solicitar cotizaciones.'}
        </Typography>
        {content ?? (
          <Box sx={{ display: 'grid', gap: 2.5, textAlign: 'left' }}>
            <LoginProviderButtons />
            <LegalNotice onNavigate={onClose} />
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
