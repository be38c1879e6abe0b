import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import { Box } from '../../../../components/ui/box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { COVERS_MAX } from '@eventos/domain';
import { useSnackbar } from '../../../../components/feedback/snackbar-context';
import { PhotoPickerView, usePhotoPicker } from '../../../media';
import type { MediaItem, PhotoPickerApi } from '../../../media';
import { fetchPhotoAsFile, saveCovers, useCoversAlbumId } from '../../api/covers-api';
import { useProviderMedia } from '../../api/get-provider-media';
import { mergeSiteCache } from '../../api/update-provider';
import type { CoverImage, Provider, ProviderMedia } from '../../types';
import { pickSize } from '../../utils/image-sources';
import { CoverTiles } from './cover-tiles';
import type { CoverTile } from './cover-tiles';

export interface CoversEditorDialogProps {
  provider: Provider;
  open: boolean;
  onClose: () => void;
}

/**
 * Cover photos (Business): new photos come through the shared photo picker (SPEC §5 rules; several
 * at once, up to COVERS_MAX covers in all), which uploads each to media/{coversAlbumId} and
 * registers it in the covers album; gallery photos are copied through the same picker. The covers
 * are ordered and removed on the tiles; Guardar saves the order (PUT providers/{id}/covers).
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

/** A cover just registered in the covers album (the answer of POST albums/{id}/media). */
function mediaTile(media: MediaItem): CoverTile {
  return { id: media.id, src: media.sizes?.thumbnail || media.thumbnail_url || media.url || '' };
}

function CoversEditor({ provider, onClose }: { provider: Provider; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { show, showError } = useSnackbar();
  const album = useCoversAlbumId(provider, true);
  const gallery = useProviderMedia(provider.id, 'photo');
  const initial = useRef((provider.covers ?? []).map((c) => c.media_id));
  const [tiles, setTiles] = useState<CoverTile[]>(() => (provider.covers ?? []).map((c) => toTile(c)));
  const [saving, setSaving] = useState(false);
  const [copying, setCopying] = useState(false);
  const albumId = album.data ?? null;
  const pickerRef = useRef<PhotoPickerApi | null>(null);

  // The picker holds the photos on their way in; once registered each one becomes a tile.
  const picker = usePhotoPicker({
    albumId,
    max: Math.max(0, COVERS_MAX - tiles.length),
    pickable: albumId !== null && !saving,
    autoUpload: true,
    onUploaded: (item, media) => {
      pickerRef.current?.remove(item.key);
      if (media) setTiles((list) => [...list, mediaTile(media)]);
    },
  });
  useEffect(() => {
    pickerRef.current = picker;
  });
  const full = tiles.length + picker.count >= COVERS_MAX;

  const copyFromGallery = async (photo: ProviderMedia) => {
    const url = pickSize(photo.sizes, 'hq', photo.url);
    if (!url) return;
    setCopying(true);
    try {
      await picker.pick([await fetchPhotoAsFile(url, photo.filename || 'portada.jpg')]);
    } catch (error) {
      showError(error);
    } finally {
      setCopying(false);
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

  /** Guardar: photos whose upload failed are tried again first; then the order is saved. */
  const save = async () => {
    const ids = tiles.map((t) => t.id);
    const pending = picker.added.length;
    if (pending > 0) {
      const uploaded = await picker.uploadAdded();
      // A photo that still fails stays in the picker with its error and "Reintentar".
      if (uploaded.length < pending) return;
      ids.push(...uploaded.map((m) => m.id).filter((id) => !ids.includes(id)));
    }
    await finish(ids, 'Fotos de portada guardadas');
  };

  const cancel = () => {
    const added = tiles.some((t) => !initial.current.includes(t.id));
    // Photos uploaded in this dialog are already in the album: Cancelar takes them out again.
    if (added) void finish(initial.current, null);
    else onClose();
  };

  const busy = picker.busy || saving || copying;
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
        <Box sx={{ mt: 2 }}>
          <PhotoPickerView
            picker={picker}
            emptyText=""
            helperText={null}
            reorderable={false}
            countText={`${tiles.length + picker.count} / ${COVERS_MAX}`}
          />
        </Box>
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
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          Guardar
        </Button>
      </DialogActions>
    </>
  );
}
