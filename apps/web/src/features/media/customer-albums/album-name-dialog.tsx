import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { validateAlbumName, ALBUM_NAME_MAX } from './album-name';

export interface AlbumNameDialogProps {
  open: boolean;
  title: string;
  initialName?: string;
  confirmText?: string;
  pending?: boolean;
  onClose: () => void;
  onSubmit: (name: string) => void;
}

/** Name of a customer album (create or rename): 1–60 characters. */
export function AlbumNameDialog({ open, title, initialName = '', confirmText = 'Guardar', pending, onClose, onSubmit }: AlbumNameDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="album-name-title">
      {open ? <NameForm title={title} initialName={initialName} confirmText={confirmText} pending={pending} onClose={onClose} onSubmit={onSubmit} /> : null}
    </Dialog>
  );
}

function NameForm({ title, initialName, confirmText, pending, onClose, onSubmit }: Omit<AlbumNameDialogProps, 'open'>) {
  const [name, setName] = useState(initialName ?? '');
  const [touched, setTouched] = useState(false);
  const error = touched ? validateAlbumName(name) : null;
  const submit = () => {
    setTouched(true);
    if (!validateAlbumName(name)) onSubmit(name.trim());
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <DialogTitle id="album-name-title">{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          label="Nombre del álbum"
          value={name}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => setTouched(true)}
          error={Boolean(error)}
          helperText={error ?? `${name.trim().length}/${ALBUM_NAME_MAX}`}
          slotProps={{ htmlInput: { maxLength: ALBUM_NAME_MAX } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" loading={pending}>
          {confirmText}
        </Button>
      </DialogActions>
    </form>
  );
}
