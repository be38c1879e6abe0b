// seedDemo: ≥ 60 providers across departments with owners, services, contact data, plans, reviews,
// and images stored in every size; a second call does nothing. (Other tests never depend on it.)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SlugSchema, VIDEO_MIME_TYPE, isReservedSlug } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../storage/local-storage';
import type { Db } from './client';
import { queryRows } from './client';
import { runMigrations } from './migrate';
import type { ScratchDatabase } from './scratch-database';
import { createScratchDatabase, usesPostgres } from './scratch-database';
import { seedCatalogue } from './seed/catalogue';
import type { SeedDemoResult } from './seed/demo';
import { seedDemo } from './seed/demo';
import { DEMO_VIDEOS } from './seed/data/demo-texts';

let scratch: ScratchDatabase;
let db: Db;
let dir: string;
let storage: LocalStorage;
let result: SeedDemoResult;

beforeAll(async () => {
  if (usesPostgres()) return;
  dir = await mkdtemp(join(tmpdir(), 'eventos-demo-'));
  storage = new LocalStorage({ root: dir });
  scratch = await createScratchDatabase();
  db = scratch.database.db;
  await runMigrations(scratch.database);
  await seedCatalogue(db);
  result = await seedDemo(db, storage);
}, 240_000);

afterAll(async () => {
  await scratch?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

// The demo draws ~100 images (CPU-bound, ~10 s): checked once, on the embedded database.
describe.skipIf(usesPostgres())('seedDemo', () => {
  it('loads ≥ 60 providers across the main departments', async () => {
    expect(result.skipped).toBe(false);
    expect(result.providers).toBeGreaterThanOrEqual(60);
    const rows = await queryRows<{ name: string; n: number }>(
      db,
      sql`SELECT d.name, count(*)::int AS n FROM providers p JOIN locations d ON d.id = p.department_id GROUP BY d.name`,
    );
    const departments = rows.map((r) => r.name);
    for (const name of ['Lima', 'Arequipa', 'Cusco', 'La Libertad', 'Piura', 'Lambayeque', 'Junín', 'Ica']) {
      expect(departments).toContain(name);
    }
  });

  it('gives every provider a valid slug, an intro, services, contact data and an owner', async () => {
    const rows = await queryRows<{
      slug: string;
      introductory_text: string;
      cellphone: string;
      email: string;
      services: number;
      owner_provider: number | null;
      id: number;
      plan: string;
    }>(
      db,
      sql`SELECT p.id, p.slug, p.introductory_text, p.cellphone, p.email, p.plan, u.provider_id AS owner_provider,
                 (SELECT count(*)::int FROM provider_service_types s WHERE s.provider_id = p.id) AS services
          FROM providers p JOIN users u ON u.id = p.created_by`,
    );
    expect(rows).toHaveLength(result.providers);
    for (const p of rows) {
      expect(SlugSchema.safeParse(p.slug).success, p.slug).toBe(true);
      expect(isReservedSlug(p.slug), p.slug).toBe(false);
      expect(p.introductory_text.length, p.slug).toBeGreaterThanOrEqual(100);
      expect(p.cellphone).toMatch(/^9\d{8}$/);
      expect(p.email).toMatch(/^[a-z0-9-]+@demo\.eventosperu\.pe$/);
      expect(p.services).toBeGreaterThan(0);
      expect(p.owner_provider).toBe(p.id);
    }
    expect(rows.some((p) => p.plan === 'business')).toBe(true);
    expect(rows.some((p) => p.plan === 'basic')).toBe(true);
  });

  it('adds reviews with six ratings each, aggregated on the provider', async () => {
    expect(result.reviews).toBeGreaterThan(0);
    const [bad] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM reviews r WHERE (SELECT count(*) FROM review_ratings x WHERE x.review_id = r.id) <> 6`,
    );
    expect(bad?.n).toBe(0);
    const [mismatch] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM providers p
          WHERE p.reviews_number <> (SELECT count(*) FROM reviews r WHERE r.provider_id = p.id AND r.status = 'published')`,
    );
    expect(mismatch?.n).toBe(0);
  });

  it('stores logos and gallery photos with every size', async () => {
    const logos = await queryRows<{ sizes: { hq: string; webp: { thumbnail: string } } }>(
      db,
      sql`SELECT u.sizes FROM providers p JOIN uploads u ON u.id = p.logo_id`,
    );
    expect(logos).toHaveLength(result.providers);
    const photos = await queryRows<{
      path: string;
      thumbnail: string;
      sizes: { md: string; webp: { md: string } };
      aspect_ratio: number;
    }>(db, sql`SELECT path, thumbnail, sizes, aspect_ratio FROM media ORDER BY id`);
    expect(photos.length).toBe(result.media);
    // The gallery is a Business option (docs/decisions/115-plans.md): 5 photos each, none for basic.
    const [plans] = await queryRows<{ business: number; basic_media: number }>(
      db,
      sql`SELECT (SELECT count(*)::int FROM providers WHERE plan = 'business') AS business,
                 (SELECT count(*)::int FROM media m JOIN providers p ON p.id = m.provider_id WHERE p.plan = 'basic') AS basic_media`,
    );
    expect(plans?.basic_media).toBe(0);
    expect(photos.length).toBeGreaterThanOrEqual((plans?.business ?? 1) * 5);
    for (const m of [photos[0], photos[photos.length - 1]]) {
      for (const key of [m?.path, m?.thumbnail, m?.sizes.md, m?.sizes.webp.md]) {
        expect(await storage.get(key as string), key).not.toBeNull();
      }
      expect(m?.aspect_ratio).toBeGreaterThan(0);
    }
    expect(await storage.get(logos[0]?.sizes.webp.thumbnail as string)).not.toBeNull();
  });

  it('adds a few demo videos with stored metadata and thumbnails drawn like the photos (no internet)', async () => {
    const videos = await queryRows<{ external_id: string; seo_filename: string; mime_type: string; sizes: { md: string; webp: { md: string } }; plan: string; upload_id: number | null }>(
      db,
      sql`SELECT m.external_id, m.seo_filename, m.mime_type, m.sizes, p.plan, m.upload_id
          FROM media m JOIN providers p ON p.id = m.provider_id WHERE m.media_type = 'video' ORDER BY m.id`,
    );
    expect(videos).toHaveLength(DEMO_VIDEOS.length);
    for (const video of videos) {
      expect(video.external_id).toMatch(/^[A-Za-z0-9_-]{11}$/);
      expect(video.mime_type).toBe(VIDEO_MIME_TYPE);
      expect(video.seo_filename.length).toBeGreaterThan(5);
      expect(video.plan).toBe('business');
      expect(video.upload_id).not.toBeNull();
      expect(await storage.get(video.sizes.md)).not.toBeNull();
      expect(await storage.get(video.sizes.webp.md)).not.toBeNull();
    }
  });

  it('does nothing when providers already exist', async () => {
    const again = await seedDemo(db, storage);
    expect(again.skipped).toBe(true);
    const [count] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM providers`);
    expect(count?.n).toBe(result.providers);
  });
});
