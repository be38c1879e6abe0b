import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { RenameCustomerAlbumSchema } from '@eventos/domain';
import { applyServerErrors } from '../../../lib/form-errors';
import { ALBUM_NAME_MAX } from './album-name';
import { FormTextField } from '../../../components/forms/form-text-field';

export interface AlbumNameDialogProps {
  open: boolean;
  title: string;
  initialName?: string;
  confirmText?: string;
  onClose: () => void;
  /** Saves the trimmed name; rejects to keep the dialog open (the API's field error is shown on the field). */
  onSubmit: (name: string) => Promise<unknown>;
}

/** Name of a customer album (create or rename): 1–60 characters (the domain's CustomerAlbumNameSchema). */
export function AlbumNameDialog({ open, title, initialName = '', confirmText = 'Guardar', onClose, onSubmit }: AlbumNameDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="album-name-title">
      {open ? <NameForm title={title} initialName={initialName} confirmText={confirmText} onClose={onClose} onSubmit={onSubmit} /> : null}
    </Dialog>
  );
}

function NameForm({ title, initialName, confirmText, onClose, onSubmit }: Omit<AlbumNameDialogProps, 'open'>) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<{ name: string }>({
    resolver: zodResolver(RenameCustomerAlbumSchema),
    mode: 'onTouched',
    defaultValues: { name: initialName ?? '' },
  });
  const name = useWatch({ control, name: 'name' }) ?? '';
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values.name);
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, ['name'], { into: 'name' });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogTitle id="album-name-title">{title}</DialogTitle>
      <DialogContent>
        <FormTextField
          control={control}
          name="name"
          autoFocus
          fullWidth
          label="Nombre del álbum"
          helperText={`${name.trim().length}/${ALBUM_NAME_MAX}`}
          slotProps={{ htmlInput: { maxLength: ALBUM_NAME_MAX } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {confirmText}
        </Button>
      </DialogActions>
    </form>
  );
}
