import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { SEO_FILENAME_MAX_LENGTH, TEXTAREA_MAX_LENGTH, VIDEO_DESCRIPTION_MAX_LENGTH } from '@eventos/domain';
import type { UpdateMediaBody } from '../api/albums-api';
import type { MediaItem } from '../media-types';
import { isVideoItem } from '../media-types';
import { MediaPicture } from '../gallery/media-picture';

export interface MediaEditDialogProps {
  /** The item to edit; null closes the dialog. */
  item: MediaItem | null;
  pending?: boolean;
  onClose: () => void;
  onSave: (item: MediaItem, body: UpdateMediaBody) => void;
}

/** Title (seo_filename) and description of a photo or video. */
export function MediaEditDialog({ item, pending, onClose, onSave }: MediaEditDialogProps) {
  return (
    <Dialog open={item !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="media-edit-title">
      {item ? <EditForm key={item.id} item={item} pending={pending} onClose={onClose} onSave={onSave} /> : null}
    </Dialog>
  );
}

function EditForm({ item, pending, onClose, onSave }: { item: MediaItem } & Omit<MediaEditDialogProps, 'item'>) {
  const [title, setTitle] = useState(item.seo_filename);
  const [description, setDescription] = useState(item.description);
  const max = isVideoItem(item) ? VIDEO_DESCRIPTION_MAX_LENGTH : TEXTAREA_MAX_LENGTH;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave(item, { seo_filename: title.trim(), description: description.trim() });
      }}
    >
      <DialogTitle id="media-edit-title">{isVideoItem(item) ? 'Editar video' : 'Editar foto'}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '160px minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Box sx={{ borderRadius: 2, overflow: 'hidden', mt: 1 }}>
          <MediaPicture item={item} alt="" ratio={1} sizes="160px" priority />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <TextField
            label="Título"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            helperText="Describe la foto en pocas palabras: ayuda a que te encuentren en buscadores."
            slotProps={{ htmlInput: { maxLength: SEO_FILENAME_MAX_LENGTH } }}
          />
          <TextField
            label="Descripción"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            multiline
            minRows={3}
            helperText={`${description.length}/${max}`}
            slotProps={{ htmlInput: { maxLength: max } }}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" loading={pending}>
          Guardar
        </Button>
      </DialogActions>
    </Box>
  );
}
