/** The owner's album: its media, its trash, and every change (SPEC §4 "Media in an album"). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import {
  deleteMedia,
  emptyTrash,
  getAlbum,
  getTrash,
  purgeMedia,
  reorderAlbum,
  restoreMedia,
  setMediaFlags,
  updateMedia,
} from '../api/albums-api';
import type { MediaFlags, UpdateMediaBody } from '../api/albums-api';
import { invalidateAlbumCaches, mediaKeys } from '../api/media-keys';
import type { Album, MediaItem } from '../media-types';

export function useAlbum(albumId: number) {
  return useQuery({ queryKey: mediaKeys.album(albumId), queryFn: ({ signal }) => getAlbum(albumId, signal) });
}

export function useAlbumTrash(albumId: number) {
  return useQuery({ queryKey: mediaKeys.trash(albumId), queryFn: ({ signal }) => getTrash(albumId, signal) });
}

export function useAlbumActions(albumId: number) {
  const queryClient = useQueryClient();
  const { show, showError } = useSnackbar();
  const key = mediaKeys.album(albumId);
  const refresh = () => invalidateAlbumCaches(queryClient, albumId);

  /** Optimistic change of the album's media; rolled back on error. */
  const optimistic = async (change: (media: MediaItem[]) => MediaItem[]) => {
    await queryClient.cancelQueries({ queryKey: key });
    const previous = queryClient.getQueryData<Album>(key);
    if (previous) queryClient.setQueryData<Album>(key, { ...previous, media: change(previous.media) });
    return { previous };
  };
  const rollback = (error: unknown, _vars: unknown, context?: { previous?: Album }) => {
    if (context?.previous) queryClient.setQueryData(key, context.previous);
    showError(error);
  };

  const reorder = useMutation({
    mutationFn: (ids: number[]) => reorderAlbum(albumId, ids),
    onMutate: (ids) => optimistic((media) => ids.map((id) => media.find((m) => m.id === id)).filter((m): m is MediaItem => !!m)),
    onError: rollback,
    onSettled: refresh,
  });

  const flags = useMutation({
    mutationFn: ({ id, flags: body }: { id: number; flags: MediaFlags }) => setMediaFlags(albumId, id, body),
    onMutate: ({ id, flags: body }) => optimistic((media) => media.map((m) => (m.id === id ? { ...m, ...body } : m))),
    onError: rollback,
    onSettled: refresh,
  });

  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateMediaBody }) => updateMedia(albumId, id, body),
    onSuccess: () => show('Cambios guardados'),
    onError: (error) => showError(error),
    onSettled: refresh,
  });

  const trash = useMutation({
    mutationFn: (id: number) => deleteMedia(albumId, id, false),
    onMutate: (id) => optimistic((media) => media.filter((m) => m.id !== id)),
    onSuccess: () => show('Enviado a la papelera'),
    onError: rollback,
    onSettled: refresh,
  });

  const restore = useMutation({
    mutationFn: (id: number) => restoreMedia(albumId, id),
    onSuccess: () => show('Restaurado en el álbum'),
    onError: (error) => showError(error),
    onSettled: refresh,
  });

  const purge = useMutation({
    mutationFn: (id: number) => purgeMedia(albumId, id),
    onSuccess: () => show('Eliminado definitivamente'),
    onError: (error) => showError(error),
    onSettled: refresh,
  });

  const empty = useMutation({
    mutationFn: () => emptyTrash(albumId),
    onSuccess: (purged) => show(purged === 1 ? 'Se eliminó 1 elemento' : `Se eliminaron ${purged} elementos`),
    onError: (error) => showError(error),
    onSettled: refresh,
  });

  return { reorder, flags, update, trash, restore, purge, empty, refresh };
}
