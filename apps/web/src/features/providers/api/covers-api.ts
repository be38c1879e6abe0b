/**
 * Cover photos (Business plan). Covers are the photos of the provider's `covers` album: a new one
 * is picked with the shared photo picker, which uploads it to the CDN folder media/{coversAlbumId}
 * and registers it with POST albums/{id}/media; the order is saved with PUT providers/{id}/covers
 * { media_ids } (covers left out go to the trash). At most COVERS_MAX covers (@eventos/domain, the API's limit).
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import type { CoverImage, Provider } from '../types';
import { providerKeys } from './provider-keys';

/** Id of the provider's covers album (`covers_album_id`, sent with the `album` relation). */
export async function findCoversAlbumId(provider: Provider, signal?: AbortSignal): Promise<number | null> {
  if (provider.covers_album_id !== undefined) return provider.covers_album_id;
  const fresh = (
    await api.get<ApiData<Provider>>(`/providers/${provider.id}`, { params: { relations: 'album' }, signal })
  ).data;
  return fresh.covers_album_id ?? null;
}

export function useCoversAlbumId(provider: Provider, enabled: boolean) {
  return useQuery({
    queryKey: providerKeys.coversAlbum(provider.id),
    queryFn: ({ signal }) => findCoversAlbumId(provider, signal),
    enabled,
    staleTime: Infinity,
  });
}

/** Saves the covers' order; the answer is the new list of covers. */
export async function saveCovers(providerId: number, mediaIds: number[]): Promise<CoverImage[]> {
  return (await api.put<ApiData<CoverImage[]>>(`/providers/${providerId}/covers`, { media_ids: mediaIds })).data;
}

/** The name with the extension of its type (the picker accepts .png, .jpg and .jpeg only). */
export function photoFilename(name: string, type: string): string {
  const base = name.trim().replace(/\.[^./\\]*$/, '') || 'portada';
  return `${base}.${type === 'image/png' ? 'png' : 'jpg'}`;
}

/** A gallery photo as a File (to copy it into the covers album through the picker). */
export async function fetchPhotoAsFile(url: string, name: string): Promise<File> {
  const response = await fetch(url);
  if (!response.ok) throw new Error('No se pudo copiar la foto de la galería.');
  const blob = await response.blob();
  const type = blob.type === 'image/png' ? 'image/png' : 'image/jpeg';
  return new File([blob], photoFilename(name, type), { type });
}
