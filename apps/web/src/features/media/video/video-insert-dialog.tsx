import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { DIALOG_WIDTHS, MESSAGES } from '@eventos/domain';
import type { MediaItem } from '../media-types';
import { useVideoInsert } from './use-video-insert';
import { VideoPreview } from './video-preview';

export interface VideoInsertDialogProps {
  open: boolean;
  /** Album the video is added to (numeric; otherwise saving fails with "Album no definido"). */
  albumId: number | string | null | undefined;
  onClose: () => void;
  /** After "Video guardado". */
  onSaved?: (media: MediaItem) => void;
}

/**
 * Video insertion dialog (SPEC §2, width 700): a YouTube link, its preview (thumbnail, title,
 * description), Cancelar and Confirmar (disabled until the data has loaded).
 */
export function VideoInsertDialog({ open, albumId, onClose, onSaved }: VideoInsertDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      fullWidth
      aria-labelledby="video-insert-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTHS.videoLoader, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      {/* Mounted only while open: every opening starts empty. */}
      {open ? <VideoInsertForm albumId={albumId} onClose={onClose} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

function VideoInsertForm({ albumId, onClose, onSaved }: Omit<VideoInsertDialogProps, 'open'>) {
  const [url, setUrl] = useState('');
  const insert = useVideoInsert(albumId, url, (media) => {
    onSaved?.(media);
    onClose();
  });
  const confirm = () => {
    if (insert.data && insert.canConfirm) insert.save.mutate(insert.data);
  };
  return (
    <>
      <DialogTitle id="video-insert-title">Agregar video</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
        <TextField
          autoFocus
          fullWidth
          label="Enlace de YouTube"
          placeholder="https://www.youtube.com/watch?v=…"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && confirm()}
          error={insert.invalid}
          helperText={insert.invalid ? MESSAGES['media.video.url'] : 'Pega el enlace del video (watch, youtu.be, shorts, live o embed).'}
          slotProps={{
            htmlInput: { inputMode: 'url', autoComplete: 'off', spellCheck: false },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <YouTubeIcon sx={{ color: insert.videoId ? '#FF0000' : 'action.active' }} />
                </InputAdornment>
              ),
            },
          }}
          sx={{ mt: 1 }}
        />
        <VideoPreview data={insert.data} loading={insert.loading} error={insert.error} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit">
          Cancelar
        </Button>
        <Button variant="contained" disabled={!insert.canConfirm} loading={insert.save.isPending} onClick={confirm}>
          Confirmar
        </Button>
      </DialogActions>
    </>
  );
}
