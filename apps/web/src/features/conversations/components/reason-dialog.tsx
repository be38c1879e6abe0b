import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { CONVERSATION_REASON_MAX, DeclineThreadSchema, type DeclineThreadInput } from '@eventos/domain';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  label: string;
  confirm: string;
  pending: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}

/** A reason with a title ("No me interesa", "Reportar conversación"): required, at most 500 characters. */
export function ReasonDialog({ open, title, label, confirm, pending, onClose, onSubmit }: ReasonDialogProps) {
  const { register, handleSubmit, formState, reset } = useForm<DeclineThreadInput>({
    resolver: zodResolver(DeclineThreadSchema),
    defaultValues: { reason: '' },
    shouldFocusError: true,
  });
  const close = () => {
    reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <form noValidate onSubmit={handleSubmit((v) => onSubmit(v.reason))}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <TextField
            {...register('reason')}
            label={label}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            margin="dense"
            error={Boolean(formState.errors.reason)}
            helperText={formState.errors.reason?.message}
            slotProps={{ htmlInput: { maxLength: CONVERSATION_REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
