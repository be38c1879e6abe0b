import type { QueryClient } from '@tanstack/react-query';

/** React Query keys of the media components (albums, likes, customer albums, video metadata). */
export const mediaKeys = {
  all: ['media'] as const,
  albums: ['media', 'album'] as const,
  album: (albumId: number) => ['media', 'album', albumId] as const,
  trash: (albumId: number) => ['media', 'album', albumId, 'trash'] as const,
  videoMetadata: (videoId: string) => ['media', 'video-metadata', videoId] as const,
  myLikes: (generation: number) => ['media', 'likes', 'mine', generation] as const,
  customerAlbums: (generation: number) => ['media', 'customer-albums', generation] as const,
  customerAlbum: (generation: number, id: number) => ['media', 'customer-albums', generation, id] as const,
};

/**
 * The providers feature's lists that show album media (['providers', id, 'media', type] and
 * ['providers', id, 'covers-album']): refreshed after any change to an album.
 */
export function isProviderMediaKey(key: readonly unknown[]): boolean {
  return key[0] === 'providers' && (key.includes('media') || key.includes('covers-album'));
}

/** After an album change: the album, its trash and the site's galleries. */
export async function invalidateAlbumCaches(queryClient: QueryClient, albumId?: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: albumId ? mediaKeys.album(albumId) : mediaKeys.albums }),
    queryClient.invalidateQueries({ predicate: (query) => isProviderMediaKey(query.queryKey) }),
  ]);
}
