import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { useSnackbar } from '../../../../components/feedback/snackbar-context';
import { COVERS_MAX, addCoverPhoto, fetchPhotoAsFile, saveCovers, useCoversAlbumId } from '../../api/covers-api';
import { useProviderMedia } from '../../api/get-provider-media';
import { mergeSiteCache } from '../../api/update-provider';
import type { CoverImage, Provider, ProviderMedia } from '../../types';
import { pickSize } from '../../utils/image-sources';
import { IMAGE_ACCEPT, checkImageFile } from '../fields/image-upload-field';
import { CoverTiles } from './cover-tiles';
import type { CoverTile } from './cover-tiles';

export interface CoversEditorDialogProps {
  provider: Provider;
  open: boolean;
  onClose: () => void;
}

/**
 * Cover photos (Business): upload new photos or copy gallery photos into the covers album, order
 * them and remove them; Guardar saves the order (PUT providers/{id}/covers).
 */
export function CoversEditorDialog({ provider, open, onClose }: CoversEditorDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="editar-portadas-titulo">
      {open ? <CoversEditor provider={provider} onClose={onClose} /> : null}
    </Dialog>
  );
}

function toTile(cover: CoverImage): CoverTile {
  return { id: cover.media_id, src: pickSize(cover.sizes, 'thumbnail', cover.url) ?? '' };
}

function CoversEditor({ provider, onClose }: { provider: Provider; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { show, showError } = useSnackbar();
  const album = useCoversAlbumId(provider, true);
  const gallery = useProviderMedia(provider.id, 'photo');
  const initial = useRef((provider.covers ?? []).map((c) => c.media_id));
  const [tiles, setTiles] = useState<CoverTile[]>(() => (provider.covers ?? []).map((c) => toTile(c)));
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const full = tiles.length >= COVERS_MAX;
  const albumId = album.data ?? null;

  const add = async (file: File) => {
    if (!albumId) return;
    const problem = checkImageFile(file);
    if (problem) {
      showError(problem);
      return;
    }
    setProgress(0);
    try {
      const cover = await addCoverPhoto(albumId, file, { onProgress: setProgress });
      setTiles((list) => [...list, { id: cover.id, src: pickSize(cover.sizes, 'thumbnail', cover.url) ?? '' }]);
    } catch (error) {
      showError(error, 'No se pudo subir la foto. Intenta nuevamente.');
    } finally {
      setProgress(null);
    }
  };

  const copyFromGallery = async (photo: ProviderMedia) => {
    const url = pickSize(photo.sizes, 'hq', photo.url);
    if (!url) return;
    try {
      await add(await fetchPhotoAsFile(url, photo.filename || 'portada.jpg'));
    } catch (error) {
      showError(error);
    }
  };

  const finish = async (ids: number[], message: string | null) => {
    setSaving(true);
    try {
      const covers = await saveCovers(provider.id, ids);
      mergeSiteCache(queryClient, provider.slug, { covers });
      if (message) show(message);
      onClose();
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  };

  const cancel = () => {
    const added = tiles.some((t) => !initial.current.includes(t.id));
    // Photos uploaded in this dialog are already in the album: Cancelar takes them out again.
    if (added) void finish(initial.current, null);
    else onClose();
  };

  const busy = progress !== null || saving;
  return (
    <>
      <DialogTitle id="editar-portadas-titulo">Fotos de portada</DialogTitle>
      <DialogContent>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          Hasta {COVERS_MAX} fotos horizontales (mínimo 600 × 400 px). La primera es la que se ve al abrir tu página
          y al compartirla.
        </Typography>
        {album.isSuccess && !albumId ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            No encontramos el álbum de portadas de tu sitio. Intenta nuevamente más tarde.
          </Alert>
        ) : null}
        <CoverTiles tiles={tiles} onChange={setTiles} disabled={busy} />
        {progress !== null ? (
          <Box sx={{ mt: 2 }} role="status">
            <LinearProgress variant="determinate" value={progress} aria-label="Progreso de la subida" />
          </Box>
        ) : null}
        <input ref={fileRef} type="file" accept={IMAGE_ACCEPT} hidden onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void add(file);
        }} />
        <Button
          sx={{ mt: 2 }}
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlinedIcon />}
          disabled={!albumId || full || busy}
          onClick={() => fileRef.current?.click()}
        >
          Subir foto
        </Button>
        {gallery.data?.length ? (
          <Box sx={{ mt: 3 }}>
            <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              O elige una foto de tu galería
            </Typography>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))' }}>
              {gallery.data.map((photo, i) => (
                <Box
                  key={photo.id}
                  component="button"
                  type="button"
                  disabled={!albumId || full || busy}
                  onClick={() => void copyFromGallery(photo)}
                  aria-label={`Usar la foto ${i + 1} de la galería como portada`}
                  sx={{ p: 0, border: 0, borderRadius: '8px', overflow: 'hidden', cursor: 'pointer', aspectRatio: '4 / 3', '&:disabled': { opacity: 0.5, cursor: 'default' } }}
                >
                  <Box component="img" src={pickSize(photo.sizes, 'thumbnail', photo.url)} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
                </Box>
              ))}
            </Box>
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel} disabled={busy}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={() => void finish(tiles.map((t) => t.id), 'Fotos de portada guardadas')} disabled={busy}>
          Guardar
        </Button>
      </DialogActions>
    </>
  );
}
