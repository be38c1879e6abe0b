/**
 * The albums API (SPEC §7 "Albums", docs/design/media.md): read, register, edit, flags, order and
 * the trash. Every call answers the API envelope; these helpers return the payload.
 */
import type { CreateMediaSchema } from '@eventos/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import type { Album, MediaItem, MediaVisibility } from '../media-types';

const albumPath = (albumId: number) => `/albums/${albumId}`;
const mediaPath = (albumId: number, mediaId: number) => `/albums/${albumId}/media/${mediaId}`;

export async function getAlbum(albumId: number, signal?: AbortSignal): Promise<Album> {
  return (await api.get<ApiData<Album>>(albumPath(albumId), { signal })).data;
}

/** POST albums/{albumId}/media: a photo uploaded to the CDN (`path`) or a YouTube video. */
/** POST albums/{albumId}/media: the body the domain's CreateMediaSchema reads. */
export type RegisterMediaBody = z.input<typeof CreateMediaSchema>;

export async function registerMedia(albumId: number, body: RegisterMediaBody, signal?: AbortSignal) {
  return (await api.post<ApiData<MediaItem>>(`${albumPath(albumId)}/media`, body, { signal })).data;
}

export interface UpdateMediaBody {
  seo_filename?: string;
  description?: string;
  services?: number[];
}

export async function updateMedia(albumId: number, mediaId: number, body: UpdateMediaBody) {
  return (await api.put<ApiData<MediaItem>>(mediaPath(albumId, mediaId), { media_id: mediaId, ...body })).data;
}

export interface MediaFlags {
  featured?: boolean;
  top?: boolean;
  visibility?: MediaVisibility;
}

export async function setMediaFlags(albumId: number, mediaId: number, flags: MediaFlags) {
  return (await api.put<ApiData<MediaItem>>(`${mediaPath(albumId, mediaId)}/flags`, flags)).data;
}

/** PUT albums/{albumId}/order: the listed items take positions 0…n−1. */
export async function reorderAlbum(albumId: number, mediaIds: number[]) {
  return (await api.put<ApiData<MediaItem[]>>(`${albumPath(albumId)}/order`, { media_ids: mediaIds })).data;
}

/** DELETE albums/{albumId}/media/{mediaId}?purge=: to the trash (default) or purged at once. */
export async function deleteMedia(albumId: number, mediaId: number, purge = false): Promise<void> {
  await api.delete(mediaPath(albumId, mediaId), { params: { purge } });
}

export async function getTrash(albumId: number, signal?: AbortSignal): Promise<MediaItem[]> {
  return (await api.get<ApiData<MediaItem[]>>(`${albumPath(albumId)}/trash`, { signal })).data;
}

export async function restoreMedia(albumId: number, mediaId: number) {
  return (await api.put<ApiData<MediaItem>>(`${mediaPath(albumId, mediaId)}/restore`)).data;
}

export async function purgeMedia(albumId: number, mediaId: number): Promise<void> {
  await api.delete(`${mediaPath(albumId, mediaId)}/purge`);
}

export async function emptyTrash(albumId: number): Promise<number> {
  return (await api.post<ApiData<{ purged: number }>>(`${albumPath(albumId)}/emptytrash`)).data.purged;
}
