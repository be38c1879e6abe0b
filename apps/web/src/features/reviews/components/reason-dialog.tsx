import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { TEXTAREA_MAX_LENGTH, ReviewReportSchema } from '@eventos/domain';
import { applyServerErrors } from '../../../lib/form-errors';
import { FormTextField } from '../../../components/forms/form-text-field';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  description: string;
  label: string;
  confirmText: string;
  confirmColor?: 'primary' | 'error';
  onClose: () => void;
  /** Rejects to keep the dialog open (the API's field errors are shown on the field). */
  onConfirm: (reason: string) => Promise<void>;
}

/**
 * Asks for reasons (withdrawing a review, reporting it, a moderation decision): required, with
 * «Por favor, ingresa tus razones» from the domain schema when empty.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="razones-titulo">
      {props.open ? <ReasonForm {...props} /> : null}
    </Dialog>
  );
}

function ReasonForm({ title, description, label, confirmText, confirmColor = 'primary', onClose, onConfirm }: ReasonDialogProps) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<{ reason: string }>({ resolver: zodResolver(ReviewReportSchema), defaultValues: { reason: '' } });
  const submit = handleSubmit(async ({ reason }) => {
    try {
      await onConfirm(reason);
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, ['reason'], { into: 'reason' });
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <DialogTitle id="razones-titulo">{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{description}</DialogContentText>
        <FormTextField
          control={control}
          name="reason"
          label={label}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: TEXTAREA_MAX_LENGTH } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isSubmitting}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" color={confirmColor} disabled={isSubmitting}>
          {confirmText}
        </Button>
      </DialogActions>
    </form>
  );
}
