import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import RestoreFromTrashOutlinedIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import { formatDate } from '@eventos/domain';
import { useConfirm } from '../../../components/dialogs/confirm-context';
import type { MediaItem } from '../media-types';
import { mediaTitle } from '../media-types';
import { MediaPicture } from '../gallery/media-picture';
import { useAlbumActions, useAlbumTrash } from './use-album';

/** «¿Eliminar «Foto» para siempre? No podrás recuperarla.» (a video: «recuperarlo»). */
export function purgeMessage(item: Pick<MediaItem, 'seo_filename' | 'description' | 'media_type'>): string {
  const it = item.media_type === 'video' ? 'recuperarlo' : 'recuperarla';
  return `¿Eliminar «${mediaTitle(item)}» para siempre? No podrás ${it}.`;
}

/** "Papelera": trashed items with Restaurar / Eliminar definitivamente, and "Vaciar papelera". */
export function AlbumTrash({ albumId }: { albumId: number }) {
  const trash = useAlbumTrash(albumId);
  const actions = useAlbumActions(albumId);
  const confirm = useConfirm();
  const items = trash.data ?? [];

  const purge = async (item: MediaItem) => {
    const ok = await confirm({
      title: 'Eliminar definitivamente',
      message: purgeMessage(item),
      confirmText: 'Eliminar',
      confirmColor: 'error',
    });
    if (ok) actions.purge.mutate(item.id);
  };
  const empty = async () => {
    const ok = await confirm({
      title: 'Vaciar papelera',
      message: `¿Eliminar para siempre ${items.length === 1 ? 'el elemento' : `los ${items.length} elementos`} de la papelera?`,
      confirmText: 'Vaciar papelera',
      confirmColor: 'error',
    });
    if (ok) actions.empty.mutate();
  };

  if (trash.isPending) return <Skeleton variant="rounded" height={120} />;
  if (trash.error) return <Typography sx={{ color: 'error.main' }}>No pudimos cargar la papelera. Intenta nuevamente.</Typography>;
  if (items.length === 0) {
    return <Typography sx={{ color: 'text.secondary', py: 2 }}>La papelera está vacía.</Typography>;
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', flex: 1, minWidth: 200 }}>
          Lo que está en la papelera no se muestra en tu sitio. Puedes restaurarlo o eliminarlo definitivamente.
        </Typography>
        <Button color="error" variant="outlined" startIcon={<DeleteSweepOutlinedIcon />} onClick={() => void empty()} loading={actions.empty.isPending}>
          Vaciar papelera
        </Button>
      </Box>
      <Box role="list" aria-label="Papelera" sx={{ display: 'grid', gap: 1 }}>
        {items.map((item) => (
          <Box
            role="listitem"
            key={item.id}
            aria-label={mediaTitle(item)}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1, border: '1px solid', borderColor: 'divider', borderRadius: 2, flexWrap: 'wrap' }}
          >
            <Box sx={{ width: 64, borderRadius: 1.5, overflow: 'hidden', flexShrink: 0 }}>
              <MediaPicture item={item} alt="" ratio={1} sizes="64px" />
            </Box>
            <Box sx={{ flex: 1, minWidth: 140 }}>
              <Typography sx={{ fontWeight: 600 }} noWrap>
                {mediaTitle(item)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {item.trashed_at ? `En la papelera desde el ${formatDate(item.trashed_at)}` : 'En la papelera'}
              </Typography>
            </Box>
            <Button size="small" startIcon={<RestoreFromTrashOutlinedIcon />} onClick={() => actions.restore.mutate(item.id)} disabled={actions.restore.isPending}>
              Restaurar
            </Button>
            <Button size="small" color="error" startIcon={<DeleteForeverOutlinedIcon />} onClick={() => void purge(item)}>
              Eliminar definitivamente
            </Button>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
