// Rows for the search tests: providers inserted directly (the providers test factory), located by
// ubigeo code and given services by slug, plus media rows (storage keys only, no files).
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { locations, media, mediaServiceTypes, serviceTypes } from '../../../db/schema';
import { addPhoto, albumOf, seedProvider, type SeedProviderOptions } from '../../providers/testing';

export async function locationByCode(app: FastifyInstance, code: string) {
  const [row] = await app.db.select().from(locations).where(eq(locations.code, code)).limit(1);
  if (!row) throw new Error(`location ${code} not seeded`);
  return row;
}

export async function serviceIdsBySlug(app: FastifyInstance, slugs: string[]): Promise<number[]> {
  const rows = await app.db.select().from(serviceTypes).where(inArray(serviceTypes.slug, slugs));
  return slugs.map((slug) => {
    const row = rows.find((r) => r.slug === slug);
    if (!row) throw new Error(`service type ${slug} not seeded`);
    return row.id;
  });
}

export interface SearchProviderSeed extends Omit<SeedProviderOptions, 'services' | 'location_id'> {
  company_name: string;
  services: string[];
  /** Ubigeo code of the district (e.g. '150122' Miraflores, Lima). */
  district: string;
}

export async function createProvider(app: FastifyInstance, seed: SearchProviderSeed) {
  const { services, district, ...rest } = seed;
  const location = await locationByCode(app, district);
  return seedProvider(app, { ...rest, location_id: location.id, services: await serviceIdsBySlug(app, services) });
}

export { addPhoto, albumOf };

/** A YouTube video row in the provider's gallery. */
export async function addVideo(app: FastifyInstance, providerId: number, values: Partial<typeof media.$inferInsert> = {}) {
  const album = await albumOf(app, providerId, 'gallery');
  const [row] = await app.db
    .insert(media)
    .values({
      album_id: album.id,
      provider_id: providerId,
      media_type: 'video',
      mime_type: 'youtube',
      filename: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      external_id: 'dQw4w9WgXcQ',
      seo_filename: 'Video de la fiesta',
      description: '',
      ...values,
    })
    .returning();
  return row!;
}

/** Updates a media row (title, description, likes, visibility, trash, date). */
export async function updateMedia(app: FastifyInstance, id: number, values: Partial<typeof media.$inferInsert>) {
  await app.db.update(media).set(values).where(eq(media.id, id));
}

export async function tagMedia(app: FastifyInstance, mediaId: number, slugs: string[]) {
  const ids = await serviceIdsBySlug(app, slugs);
  await app.db.insert(mediaServiceTypes).values(ids.map((service_type_id) => ({ media_id: mediaId, service_type_id })));
}

/** Well-known ubigeo codes used by the tests. */
export const UBIGEO = {
  lima: '150000',
  limaProvince: '150100',
  miraflores: '150122',
  barranco: '150104',
  losOlivos: '150117',
  pachacamac: '150123',
  arequipa: '040000',
  arequipaDistrict: '040101',
  cusco: '080000',
  cuscoDistrict: '080101',
} as const;
