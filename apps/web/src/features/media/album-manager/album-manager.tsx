import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import VideoLibraryOutlinedIcon from '@mui/icons-material/VideoLibraryOutlined';
import { MAX_PHOTOS_DEFAULT } from '@eventos/domain';
import { invalidateAlbumCaches } from '../api/media-keys';
import type { MediaItem } from '../media-types';
import { PhotoPickerView } from '../photo-picker/photo-picker-view';
import { usePhotoPicker } from '../photo-picker/use-photo-picker';
import type { PhotoPickerApi } from '../photo-picker/use-photo-picker';
import { VideoInsertDialog } from '../video/video-insert-dialog';
import { AlbumGrid } from './album-grid';
import { AlbumTrash } from './album-trash';
import { MediaEditDialog } from './media-edit-dialog';
import { useAlbum, useAlbumActions, useAlbumTrash } from './use-album';

export interface AlbumManagerProps {
  albumId: number;
  /** Offer "Agregar video" (the gallery). Default true; false for cover photos. */
  allowVideos?: boolean;
  /** Photos per pick. Default 5. */
  maxPerBatch?: number;
  /** Told after any change (e.g. to refresh a page's own queries). */
  onChanged?: () => void;
  /** The provider's services (service type ids), to tag photos and videos with in "Editar". */
  serviceTypeIds?: readonly number[];
}

/**
 * The owner's album editor: add photos (picker, uploaded at once with progress) and YouTube
 * videos, reorder by dragging, mark featured/top, edit texts, send to the trash; the "Papelera"
 * tab restores, purges and empties. Business-only refusals (422) show the API's message.
 */
export function AlbumManager({ albumId, allowVideos = true, maxPerBatch = MAX_PHOTOS_DEFAULT, onChanged, serviceTypeIds }: AlbumManagerProps) {
  const queryClient = useQueryClient();
  const album = useAlbum(albumId);
  const trash = useAlbumTrash(albumId);
  const actions = useAlbumActions(albumId);
  const [tab, setTab] = useState<'album' | 'trash'>('album');
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const [addingVideo, setAddingVideo] = useState(false);
  const pickerRef = useRef<PhotoPickerApi | null>(null);
  const onChangedRef = useRef(onChanged);

  const picker = usePhotoPicker({
    albumId,
    max: maxPerBatch,
    autoUpload: true,
    onUploaded: (item) => {
      // The photo now lives in the album grid.
      pickerRef.current?.remove(item.key);
      void invalidateAlbumCaches(queryClient, albumId).then(() => onChangedRef.current?.());
    },
  });
  useEffect(() => {
    pickerRef.current = picker;
    onChangedRef.current = onChanged;
  });

  const media = album.data?.media ?? [];
  const trashCount = trash.data?.length ?? 0;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Tabs value={tab} onChange={(_, value: 'album' | 'trash') => setTab(value)} aria-label="Álbum y papelera" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="album" label={`Álbum (${media.length})`} id="album-tab" aria-controls="album-panel" />
        <Tab value="trash" label={trashCount ? `Papelera (${trashCount})` : 'Papelera'} id="trash-tab" aria-controls="trash-panel" />
      </Tabs>
      <Box role="tabpanel" id="album-panel" aria-labelledby="album-tab" hidden={tab !== 'album'} sx={{ display: tab === 'album' ? 'grid' : 'none', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
            <PhotoPickerView picker={picker} emptyText="Elige fotos para subirlas a tu álbum." />
          </Box>
          {allowVideos ? (
            <Button variant="outlined" size="small" startIcon={<VideoLibraryOutlinedIcon />} onClick={() => setAddingVideo(true)}>
              Agregar video
            </Button>
          ) : null}
        </Box>
        {album.isPending ? (
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(150px, 100%), 1fr))' }}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" sx={{ height: 'auto', aspectRatio: '3 / 4' }} />
            ))}
          </Box>
        ) : album.error ? (
          <Typography sx={{ color: 'error.main' }}>No pudimos cargar el álbum. Intenta nuevamente.</Typography>
        ) : media.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>Tu álbum aún está vacío.</Typography>
        ) : (
          <>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Arrastra las fotos (o usa las flechas) para cambiar el orden en tu sitio.
            </Typography>
            <AlbumGrid
              items={media}
              onReorder={(ids) => actions.reorder.mutate(ids)}
              onToggle={(item, flag) => actions.flags.mutate({ id: item.id, flags: { [flag]: !item[flag] } })}
              onEdit={setEditing}
              onTrash={(item) => actions.trash.mutate(item.id)}
            />
          </>
        )}
      </Box>
      <Box role="tabpanel" id="trash-panel" aria-labelledby="trash-tab" hidden={tab !== 'trash'}>
        {tab === 'trash' ? <AlbumTrash albumId={albumId} /> : null}
      </Box>
      <MediaEditDialog
        item={editing}
        serviceTypeIds={serviceTypeIds}
        onClose={() => setEditing(null)}
        onSave={(item, body) => actions.update.mutateAsync({ id: item.id, body })}
      />
      {allowVideos ? (
        <VideoInsertDialog open={addingVideo} albumId={albumId} onClose={() => setAddingVideo(false)} onSaved={() => onChangedRef.current?.()} />
      ) : null}
    </Box>
  );
}
