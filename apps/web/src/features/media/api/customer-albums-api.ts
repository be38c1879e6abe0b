/** "Mis álbumes" (GET/POST me/albums…): a signed-in user's own albums of saved photos and videos. */
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import type { CustomerAlbum, CustomerAlbumDetail } from '../media-types';

export async function getCustomerAlbums(signal?: AbortSignal): Promise<CustomerAlbum[]> {
  return (await api.get<ApiData<CustomerAlbum[]>>('/me/albums', { signal })).data;
}

export async function getCustomerAlbum(id: number, signal?: AbortSignal): Promise<CustomerAlbumDetail> {
  return (await api.get<ApiData<CustomerAlbumDetail>>(`/me/albums/${id}`, { signal })).data;
}

/** Creates an album, optionally with its first photo or video. */
export async function createCustomerAlbum(name: string, mediaId?: number): Promise<CustomerAlbumDetail> {
  const body = mediaId ? { name, media_id: mediaId } : { name };
  return (await api.post<ApiData<CustomerAlbumDetail>>('/me/albums', body)).data;
}

export async function renameCustomerAlbum(id: number, name: string): Promise<CustomerAlbum> {
  return (await api.put<ApiData<CustomerAlbum>>(`/me/albums/${id}`, { name })).data;
}

export async function deleteCustomerAlbum(id: number): Promise<void> {
  await api.delete(`/me/albums/${id}`);
}

/** Idempotent: saving the same item twice keeps one. */
export async function addCustomerAlbumItem(id: number, mediaId: number): Promise<CustomerAlbum> {
  return (await api.post<ApiData<CustomerAlbum>>(`/me/albums/${id}/items`, { media_id: mediaId })).data;
}

export async function removeCustomerAlbumItem(id: number, mediaId: number): Promise<void> {
  await api.delete(`/me/albums/${id}/items/${mediaId}`);
}
