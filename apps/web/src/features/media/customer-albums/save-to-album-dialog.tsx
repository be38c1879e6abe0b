import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { RenameCustomerAlbumSchema } from '@eventos/domain';
import { applyServerErrors } from '../../../lib/form-errors';
import type { GalleryMedia } from '../media-types';
import { mediaTitle } from '../media-types';
import { AlbumCover, itemsLabel } from './album-cover';
import { ALBUM_NAME_MAX } from './album-name';
import { useCustomerAlbumActions, useCustomerAlbums } from './use-customer-albums';
import { FormTextField } from '../../../components/forms/form-text-field';

/** What saving needs of an item (any gallery's photo or video, e.g. a search result). */
export type SavableMedia = Pick<GalleryMedia, 'id' | 'seo_filename' | 'description' | 'media_type' | 'sizes' | 'url'> & {
  thumbnail_url?: string | null;
};

export interface SaveToAlbumDialogProps {
  /** The photo or video to save; null closes the dialog. */
  media: SavableMedia | null;
  onClose: () => void;
}

/** "Guardar en Mis álbumes": pick one of my albums, or create a new one with this item in it. */
export function SaveToAlbumDialog({ media, onClose }: SaveToAlbumDialogProps) {
  return (
    <Dialog open={media !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="save-to-album-title">
      {media ? <SaveToAlbumContent media={media} onClose={onClose} /> : null}
    </Dialog>
  );
}

function SaveToAlbumContent({ media, onClose }: { media: SavableMedia; onClose: () => void }) {
  const albums = useCustomerAlbums();
  const actions = useCustomerAlbumActions();
  const { control, handleSubmit, setError } = useForm<{ name: string }>({
    resolver: zodResolver(RenameCustomerAlbumSchema),
    defaultValues: { name: '' },
  });
  const busy = actions.addItem.isPending || actions.create.isPending;

  const saveTo = (id: number) => actions.addItem.mutate({ id, mediaId: media.id }, { onSuccess: onClose });
  /** «Crear y guardar»: a new album (the domain's name rule) with this item in it. */
  const create = handleSubmit(async ({ name }) => {
    try {
      await actions.create.mutateAsync({ name, mediaId: media.id });
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, ['name'], { into: 'name' });
    }
  });

  return (
    <>
      <DialogTitle id="save-to-album-title">Guardar en Mis álbumes</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <AlbumCover album={{ cover: media }} size={44} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {media.seo_filename ? `«${mediaTitle(media)}»: elige` : 'Elige'} uno de tus álbumes o crea uno nuevo.
          </Typography>
        </Box>
        {albums.isPending ? (
          <Box role="status" aria-label="Cargando álbumes">
            {[0, 1].map((i) => (
              <Skeleton key={i} variant="rounded" height={56} sx={{ mb: 1 }} />
            ))}
          </Box>
        ) : albums.data?.length ? (
          <List aria-label="Mis álbumes" disablePadding sx={{ maxHeight: 280, overflowY: 'auto', mx: -1 }}>
            {albums.data.map((album) => (
              <ListItemButton key={album.id} disabled={busy} onClick={() => saveTo(album.id)} sx={{ borderRadius: 2 }}>
                <ListItemAvatar>
                  <AlbumCover album={album} />
                </ListItemAvatar>
                <ListItemText primary={album.name} secondary={itemsLabel(album.items_count)} sx={{ ml: 1 }} />
              </ListItemButton>
            ))}
          </List>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>Aún no tienes álbumes. Crea el primero:</Typography>
        )}
        <Divider />
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void create(event)}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
        >
          <FormTextField
            control={control}
            name="name"
            size="small"
            fullWidth
            label="Nuevo álbum"
            slotProps={{ htmlInput: { maxLength: ALBUM_NAME_MAX } }}
          />
          <Button type="submit" variant="contained" disabled={busy} loading={actions.create.isPending} sx={{ whiteSpace: 'nowrap', minHeight: 40, flexShrink: 0 }}>
            Crear y guardar
          </Button>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          Cancelar
        </Button>
      </DialogActions>
    </>
  );
}
