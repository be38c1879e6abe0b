/** "Mis álbumes": queries and mutations of the signed-in user's own albums (me/albums). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthSnapshot } from '../../../lib/auth-token';
import { useSession } from '../../../lib/session';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import {
  addCustomerAlbumItem,
  createCustomerAlbum,
  deleteCustomerAlbum,
  getCustomerAlbum,
  getCustomerAlbums,
  removeCustomerAlbumItem,
  renameCustomerAlbum,
} from '../api/customer-albums-api';
import { mediaKeys } from '../api/media-keys';

export function useCustomerAlbums(enabled = true) {
  const { generation } = useAuthSnapshot();
  const { isAuthenticated } = useSession();
  return useQuery({
    queryKey: mediaKeys.customerAlbums(generation),
    queryFn: ({ signal }) => getCustomerAlbums(signal),
    enabled: enabled && isAuthenticated,
  });
}

export function useCustomerAlbum(id: number | null) {
  const { generation } = useAuthSnapshot();
  return useQuery({
    queryKey: mediaKeys.customerAlbum(generation, id ?? 0),
    queryFn: ({ signal }) => getCustomerAlbum(id as number, signal),
    enabled: id !== null,
  });
}

/** Every change refreshes the list and the open album (prefix of both keys). */
export function useCustomerAlbumActions() {
  const { generation } = useAuthSnapshot();
  const queryClient = useQueryClient();
  const { show, showError } = useSnackbar();
  const refresh = () => queryClient.invalidateQueries({ queryKey: mediaKeys.customerAlbums(generation) });
  const options = { onSettled: refresh, onError: (error: unknown) => showError(error) };

  const create = useMutation({
    ...options,
    mutationFn: ({ name, mediaId }: { name: string; mediaId?: number }) => createCustomerAlbum(name, mediaId),
    onSuccess: (album, { mediaId }) => show(mediaId ? `Guardado en «${album.name}»` : `Álbum «${album.name}» creado`),
  });
  const rename = useMutation({
    ...options,
    mutationFn: ({ id, name }: { id: number; name: string }) => renameCustomerAlbum(id, name),
    onSuccess: () => show('Álbum renombrado'),
  });
  const remove = useMutation({
    ...options,
    mutationFn: (id: number) => deleteCustomerAlbum(id),
    onSuccess: () => show('Álbum eliminado'),
  });
  const addItem = useMutation({
    ...options,
    mutationFn: ({ id, mediaId }: { id: number; mediaId: number }) => addCustomerAlbumItem(id, mediaId),
    onSuccess: (album) => show(`Guardado en «${album.name}»`),
  });
  const removeItem = useMutation({
    ...options,
    mutationFn: ({ id, mediaId }: { id: number; mediaId: number }) => removeCustomerAlbumItem(id, mediaId),
    onSuccess: () => show('Quitado del álbum'),
  });
  return { create, rename, remove, addItem, removeItem };
}
