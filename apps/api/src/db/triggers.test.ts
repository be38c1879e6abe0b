// What the database maintains by itself (0002_search.sql): location lineage, the providers' Spanish
// full-text document, like counters with cleanup, review aggregates, and the CHECK constraints.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client';
import { queryRows } from './client';
import { runMigrations } from './migrate';
import type { ScratchDatabase } from './scratch-database';
import { createScratchDatabase } from './scratch-database';
import {
  albums,
  likes,
  locations,
  media,
  providerServiceTypes,
  providers,
  reviewRatings,
  reviews,
  serviceTypes,
  users,
} from './schema';
import { seedCatalogue } from './seed/catalogue';

let scratch: ScratchDatabase;
let db: Db;
let providerId: number;
let userIds: number[];

async function locationId(code: string): Promise<number> {
  const [row] = await db.select({ id: locations.id }).from(locations).where(eq(locations.code, code));
  return row?.id as number;
}

async function serviceId(slug: string): Promise<number> {
  const [row] = await db
    .select({ id: serviceTypes.id })
    .from(serviceTypes)
    .where(eq(serviceTypes.slug, slug));
  return row?.id as number;
}

const matches = async (q: string) =>
  (
    await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM providers WHERE search_document @@ search_tsquery(${q})`,
    )
  ).map((r) => r.id);

beforeAll(async () => {
  scratch = await createScratchDatabase();
  db = scratch.database.db;
  await runMigrations(scratch.database);
  await seedCatalogue(db);
  userIds = (
    await db
      .insert(users)
      .values([{ email: 'ana@example.com' }, { email: 'luis@example.com' }, { email: 'rosa@example.com' }])
      .returning({ id: users.id })
  ).map((u) => u.id);
  const [p] = await db
    .insert(providers)
    .values({
      company_name: 'Estudio Sillar Fotografía',
      slug: 'estudio-sillar',
      introductory_text: 'Cubrimos quinceañeros, bodas y cumpleaños con un estilo natural.',
      location_id: await locationId('040103'), // Cayma, Arequipa, Arequipa
      created_by: userIds[0],
    })
    .returning({ id: providers.id });
  providerId = p?.id as number;
}, 120_000);

afterAll(async () => {
  await scratch?.drop();
});

describe('location lineage', () => {
  it('derives province and department from the district', async () => {
    const [p] = await db.select().from(providers).where(eq(providers.id, providerId));
    expect(p?.province_id).toBe(await locationId('040100'));
    expect(p?.department_id).toBe(await locationId('040000'));
  });
});

describe('providers.search_document', () => {
  it('matches name, places and intro without caring about accents', async () => {
    for (const q of [
      'sillar',
      'arequipa',
      'cayma',
      'quinceanero',
      'Quinceañeros',
      'cumpleanos',
      'fotógrafo',
      'fotografo',
      'fotografia',
    ]) {
      expect(await matches(q), q).toEqual([providerId]);
    }
    expect(await matches('mariachis')).toEqual([]);
  });

  it('follows service changes and renames', async () => {
    await db
      .insert(providerServiceTypes)
      .values({ provider_id: providerId, service_type_id: await serviceId('mariachis') });
    expect(await matches('mariachis')).toEqual([providerId]);
    await db.delete(providerServiceTypes).where(eq(providerServiceTypes.provider_id, providerId));
    expect(await matches('mariachis')).toEqual([]);
    await db
      .insert(providerServiceTypes)
      .values({ provider_id: providerId, service_type_id: await serviceId('dj') });
    await db.update(serviceTypes).set({ type_name: 'DJ y mezcladores' }).where(eq(serviceTypes.slug, 'dj'));
    expect(await matches('mezcladores')).toEqual([providerId]);
    await db.update(serviceTypes).set({ type_name: 'DJ' }).where(eq(serviceTypes.slug, 'dj'));
  });

  it('follows name and location changes', async () => {
    await db
      .update(providers)
      .set({ location_id: await locationId('080101') })
      .where(eq(providers.id, providerId));
    expect(await matches('cusco')).toEqual([providerId]);
    expect(await matches('arequipa')).toEqual([]);
    await db.update(providers).set({ company_name: 'Estudio Misti' }).where(eq(providers.id, providerId));
    expect(await matches('misti')).toEqual([providerId]);
  });
});

describe('likes', () => {
  it('count on the provider and the media item, and refuse missing targets', async () => {
    const [album] = await db.insert(albums).values({ provider_id: providerId }).returning({ id: albums.id });
    const [item] = await db
      .insert(media)
      .values({ album_id: album?.id as number, provider_id: providerId, mime_type: 'image/jpeg' })
      .returning({ id: media.id });
    const mediaId = item?.id as number;
    await db.insert(likes).values([
      { user_id: userIds[1] as number, target_type: 'provider', target_id: providerId },
      { user_id: userIds[2] as number, target_type: 'provider', target_id: providerId },
      { user_id: userIds[1] as number, target_type: 'media', target_id: mediaId },
    ]);
    const count = async () => {
      const [p] = await db
        .select({ n: providers.likes_count })
        .from(providers)
        .where(eq(providers.id, providerId));
      const [m] = await db.select({ n: media.likes_count }).from(media).where(eq(media.id, mediaId));
      return [p?.n, m?.n];
    };
    expect(await count()).toEqual([2, 1]);
    await db.delete(likes).where(eq(likes.user_id, userIds[2] as number));
    expect(await count()).toEqual([1, 1]);
    await expect(
      db.insert(likes).values({ user_id: userIds[1] as number, target_type: 'media', target_id: 999_999 }),
    ).rejects.toThrow();
    await db.delete(media).where(eq(media.id, mediaId));
    const left = await db.select().from(likes).where(eq(likes.target_type, 'media'));
    expect(left).toEqual([]);
  });
});

describe('reviews', () => {
  it('score each review from its ratings and the provider from published reviews', async () => {
    const add = async (user: number, ratings: number[]) => {
      const [r] = await db
        .insert(reviews)
        .values({ provider_id: providerId, user_id: user, comment: 'Muy buen servicio' })
        .returning({ id: reviews.id });
      const criteria = ['price', 'experience', 'quality', 'punctuality', 'kindly', 'advisory'] as const;
      await db.insert(reviewRatings).values(
        criteria.map((criterion, i) => ({
          review_id: r?.id as number,
          criterion,
          rating: ratings[i] as number,
        })),
      );
      return r?.id as number;
    };
    const a = await add(userIds[1] as number, [5, 5, 5, 5, 5, 5]);
    await add(userIds[2] as number, [4, 4, 4, 3, 3, 3]);
    const provider = async () => (await db.select().from(providers).where(eq(providers.id, providerId)))[0];
    expect((await provider())?.reviews_number).toBe(2);
    expect((await provider())?.reviews_score).toBeCloseTo(4.25, 2);
    await db.update(reviews).set({ status: 'cancelled' }).where(eq(reviews.id, a));
    expect((await provider())?.reviews_number).toBe(1);
    expect((await provider())?.reviews_score).toBeCloseTo(3.5, 2);
    await expect(
      db.insert(reviewRatings).values({ review_id: a, criterion: 'price', rating: 6 }),
    ).rejects.toThrow();
  });
});

describe('constraints', () => {
  it('reject unknown enum values and duplicate slugs', async () => {
    await expect(
      db.insert(providers).values({ company_name: 'X', slug: 'x-plan', plan: 'gold' }),
    ).rejects.toThrow();
    await expect(
      db.insert(providers).values({ company_name: 'Y', slug: 'estudio-sillar' }),
    ).rejects.toThrow();
  });

  it('delete a provider with everything that hangs from it', async () => {
    await db.delete(providers).where(eq(providers.id, providerId));
    const [left] = await queryRows<{ n: number }>(
      db,
      sql`SELECT (SELECT count(*) FROM reviews)::int + (SELECT count(*) FROM likes)::int + (SELECT count(*) FROM albums)::int AS n`,
    );
    expect(left?.n).toBe(0);
  });
});
