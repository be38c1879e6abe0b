import { useId } from 'react';
import { Box } from '../ui/box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DIALOG_WIDTHS } from '@eventos/domain';
import type { ConfirmOptions } from './confirm-context';

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onConfirm: () => void;
  /** Called on Cancelar, Escape and backdrop click. */
  onCancel: () => void;
}

/** Confirmation dialog (SPEC §2): 320 px wide, Cancelar/Confirmar or custom texts, Escape closes. */
export function ConfirmDialog({
  open,
  title,
  message,
  details,
  confirmText = 'Confirmar',
  cancelText = 'Cancelar',
  confirmColor = 'primary',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={title ? titleId : undefined}
      aria-describedby={messageId}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTHS.confirm, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      {title ? (
        <DialogTitle id={titleId} sx={{ pb: 1 }}>
          {title}
        </DialogTitle>
      ) : null}
      <DialogContent sx={title ? undefined : { pt: 3 }}>
        <DialogContentText id={messageId} sx={{ color: 'text.primary' }}>
          {message}
        </DialogContentText>
        {details?.length ? (
          <Box component="ul" sx={{ m: 0, mt: 1.5, pl: 2.5, display: 'grid', gap: 1, color: 'text.secondary', fontSize: '0.9rem' }}>
            {details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} color="inherit">
          {cancelText}
        </Button>
        <Button onClick={onConfirm} variant="contained" color={confirmColor} autoFocus>
          {confirmText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
