import type { SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import type { SnackbarCloseReason } from '@mui/material/Snackbar';
import { getErrorMessage } from '@eventos/domain';
import type { SnackbarItem } from './snackbar-context';

export interface SnackbarViewProps {
  item: SnackbarItem;
  open: boolean;
  onClose: () => void;
}

export function SnackbarView({ item, open, onClose }: SnackbarViewProps) {
  const { content } = item;
  const message =
    content.kind === 'message' ? content.message : getErrorMessage(content.error, content.fallback);
  const handleClose = (_event: Event | SyntheticEvent, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    onClose();
  };
  return (
    <Snackbar
      key={item.key}
      open={open}
      autoHideDuration={item.timeout}
      onClose={handleClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        variant="filled"
        severity={item.color}
        icon={false}
        role={item.color === 'error' ? 'alert' : 'status'}
        sx={{
          alignItems: 'center',
          width: '100%',
          minWidth: { sm: 360 },
          maxWidth: 560,
          fontSize: '0.95rem',
        }}
        action={
          <Button color="inherit" size="small" onClick={onClose} sx={{ fontWeight: 700 }}>
            Cerrar
          </Button>
        }
      >
        {message}
      </Alert>
    </Snackbar>
  );
}
