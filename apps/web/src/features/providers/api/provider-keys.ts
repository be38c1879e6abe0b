/** React Query keys of the providers feature (one place, so mutations update the right caches). */
export const providerKeys = {
  all: ['providers'] as const,
  bySlug: (slug: string) => ['providers', 'by-slug', slug] as const,
  similar: (slug: string) => ['providers', 'similar', slug] as const,
  media: (id: number, type: 'photo' | 'video') => ['providers', id, 'media', type] as const,
  kpis: (id: number) => ['providers', id, 'kpis'] as const,
  slugAvailability: (slug: string) => ['providers', 'slug-availability', slug] as const,
  coversAlbum: (id: number) => ['providers', id, 'covers-album'] as const,
};
