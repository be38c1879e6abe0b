// A search card's cover follows every change of the provider's albums (ADR 391: each album's first
// photo kept by the triggers of migration 0027): uploads, reorder, trash and restore, visibility, a
// video first, a photo without a file yet, moves between albums, deletes (one row and many), and the
// plan (the covers album counts on the business plan only). Through the albums API where it has a
// route, in SQL where it has none. After each step the card's cover is the photo the rule gives, and
// every album's kept photo equals album_first_photo(), and the site's share image (coverPhotoIdSql)
// is the same photo. Runs on PGlite and on PostgreSQL (TEST_DB=pg);
// on PostgreSQL also two transactions changing one album's media at once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { usesPostgres } from '../../db/scratch-database';
import { createTestApp, type TestApp } from '../../test/helper';
import { addPhoto, registerMedia, type UploadedPhoto } from '../albums/testing';
import { coverPhotoIdSql } from '../providers';
import { albumOf, ownerWithProvider, type Headers } from '../providers/testing';
import { KNOWN_VIDEO_ID, startFakeYouTube, type FakeYouTube } from '../video-metadata/testing';
import { loadProviderCards } from './provider-cards.repository';

let t: TestApp;
let yt: FakeYouTube;
let headers: Headers;
let providerId: number;
let gallery: number;
let covers: number;
let other: number;

beforeAll(async () => {
  yt = await startFakeYouTube();
  t = await createTestApp({ env: yt.env('good-key') });
  const owner = await ownerWithProvider(t.app, { plan: 'business' });
  headers = owner.headers;
  providerId = owner.provider.id;
  gallery = (await albumOf(t.app, providerId, 'gallery')).id;
  covers = (await albumOf(t.app, providerId, 'covers')).id;
  // Another provider's gallery, whose cover must not move with this one's changes.
  const second = await ownerWithProvider(t.app, { plan: 'business' });
  other = (await albumOf(t.app, second.provider.id, 'gallery')).id;
  await addPhoto(t.app, second.headers, other);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await yt?.close();
});

const api = (method: 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

async function ok(res: Promise<{ statusCode: number; body: string }>) {
  const done = await res;
  expect(done.statusCode, done.body).toBeLessThan(300);
}

/** The card's cover as the search returns it: the storage key of its main image, or null. */
async function cardCover(): Promise<string | null> {
  const [card] = await loadProviderCards(t.app.db, t.storage, [providerId]);
  expect(card?.id).toBe(providerId);
  return card?.cover ? card.cover.url.replace(/^\/cdn\//, '') : null;
}

async function keptPhotos(): Promise<Record<string, number | null>> {
  const rows = await queryRows<{ id: number; first_photo_id: number | null }>(
    t.app.db,
    sql`SELECT id, first_photo_id FROM albums WHERE id IN (${gallery}, ${covers}, ${other})`,
  );
  const of = (id: number) => rows.find((r) => Number(r.id) === id)?.first_photo_id ?? null;
  return { gallery: of(gallery), covers: of(covers), other: of(other) };
}

/** Every album's kept photo is what the rule computes now. */
async function expectAllKept() {
  const [row] = await queryRows<{ n: number | string }>(
    t.app.db,
    sql`SELECT count(*) AS n FROM albums WHERE first_photo_id IS DISTINCT FROM album_first_photo(id)`,
  );
  expect(Number(row?.n)).toBe(0);
}

/** The photo the site's share image and the provider views take (coverPhotoIdSql), its key or null. */
async function siteCover(): Promise<string | null> {
  const [row] = await queryRows<{ path: string | null }>(
    t.app.db,
    sql`SELECT (SELECT m.path FROM media m WHERE m.id = ${coverPhotoIdSql(sql`p.id`, sql`p.plan`)}) AS path FROM providers p WHERE p.id = ${providerId}`,
  );
  return row?.path ?? null;
}

async function expectCover(photo: { path: string } | null) {
  expect(await cardCover()).toBe(photo?.path ?? null);
  // The same photo as the provider's site (the album chosen the same way by both: ADR 392).
  expect(await siteCover()).toBe(photo?.path ?? null);
  await expectAllKept();
}

const setPlan = (plan: 'basic' | 'business') => t.app.db.execute(sql`UPDATE providers SET plan = ${plan} WHERE id = ${providerId}`);

describe("a search card's cover follows the albums", () => {
  let g1: UploadedPhoto & { id: number };
  let g2: UploadedPhoto & { id: number };
  let c1: UploadedPhoto & { id: number };
  const upload = async (album: number) => {
    const { upload: file, media } = await addPhoto(t.app, headers, album);
    return { ...file, id: media.id };
  };

  it('none without photos; the first uploaded photo, then still the first', async () => {
    await expectCover(null);
    const before = (await keptPhotos()).other;
    expect(before).not.toBeNull();
    g1 = await upload(gallery);
    await expectCover(g1);
    g2 = await upload(gallery);
    await expectCover(g1);
    expect(await keptPhotos()).toEqual({ gallery: g1.id, covers: null, other: before });
  });

  it('the new first after a reorder (sort_order)', async () => {
    await ok(api('PUT', `/albums/${gallery}/order`, { media_ids: [g2.id, g1.id] }));
    await expectCover(g2);
    await ok(api('PUT', `/albums/${gallery}/order`, { media_ids: [g1.id, g2.id] }));
    await expectCover(g1);
  });

  it('the next photo while the first is in the trash; restored (at the end of the album), first once moved back', async () => {
    await ok(api('DELETE', `/albums/${gallery}/media/${g1.id}`));
    await expectCover(g2);
    await ok(api('PUT', `/albums/${gallery}/media/${g1.id}/restore`));
    await expectCover(g2);
    await ok(api('PUT', `/albums/${gallery}/order`, { media_ids: [g1.id, g2.id] }));
    await expectCover(g1);
  });

  it('the next photo while the first is private, the first again once public', async () => {
    await ok(api('PUT', `/albums/${gallery}/media/${g1.id}/flags`, { visibility: 'private' }));
    await expectCover(g2);
    await ok(api('PUT', `/albums/${gallery}/media/${g1.id}/flags`, { visibility: 'public' }));
    await expectCover(g1);
  });

  it('a video first is skipped', async () => {
    const res = await registerMedia(t.app, headers, gallery, { mime_type: 'youtube', filename: `https://youtu.be/${KNOWN_VIDEO_ID}` });
    expect(res.statusCode, res.body).toBe(201);
    const video = res.json().data.id as number;
    await ok(api('PUT', `/albums/${gallery}/order`, { media_ids: [video, g1.id, g2.id] }));
    await expectCover(g1);
    expect((await keptPhotos()).gallery).toBe(g1.id);
  });

  it('a photo without its file yet is not a cover; once processed it is', async () => {
    const [row] = await queryRows<{ id: number }>(
      t.app.db,
      sql`INSERT INTO media (album_id, provider_id, media_type, mime_type, sort_order)
          VALUES (${gallery}, ${providerId}, 'photo', 'image/jpeg', -1) RETURNING id`,
    );
    await expectCover(g1);
    const path = `media/${gallery}/processed-hq.jpg`;
    await t.app.db.execute(sql`UPDATE media SET path = ${path} WHERE id = ${row!.id}`);
    await expectCover({ path });
    await t.app.db.execute(sql`DELETE FROM media WHERE id = ${row!.id}`);
    await expectCover(g1);
  });

  it('the covers album first on the business plan, the gallery on the basic one', async () => {
    c1 = await upload(covers);
    await expectCover(c1);
    await setPlan('basic');
    await expectCover(g1);
    await setPlan('business');
    await expectCover(c1);
    expect(await keptPhotos()).toMatchObject({ gallery: g1.id, covers: c1.id });
  });

  it('follows a photo moved between albums, both albums recomputed', async () => {
    await t.app.db.execute(sql`UPDATE media SET album_id = ${gallery}, sort_order = -5 WHERE id = ${c1.id}`);
    expect(await keptPhotos()).toMatchObject({ gallery: c1.id, covers: null });
    await expectCover(c1);
    await t.app.db.execute(sql`UPDATE media SET album_id = ${covers} WHERE id = ${g1.id}`);
    expect(await keptPhotos()).toMatchObject({ gallery: c1.id, covers: g1.id });
    await expectCover(g1);
    await t.app.db.execute(sql`UPDATE media SET album_id = ${gallery} WHERE id = ${g1.id}`);
    await t.app.db.execute(sql`UPDATE media SET album_id = ${covers}, sort_order = 0 WHERE id = ${c1.id}`);
    expect(await keptPhotos()).toMatchObject({ gallery: g1.id, covers: c1.id });
    await expectCover(c1);
  });

  it('the next photo once the first is deleted (purged from the trash, or deleted outright)', async () => {
    await ok(api('DELETE', `/albums/${covers}/media/${c1.id}`));
    await expectCover(g1);
    await ok(api('DELETE', `/albums/${covers}/media/${c1.id}/purge`));
    await expectCover(g1);
    await t.app.db.execute(sql`DELETE FROM media WHERE id = ${g1.id}`);
    await expectCover(g2);
  });

  it('one statement over several albums recomputes each of them once', async () => {
    c1 = await upload(covers);
    await expectCover(c1);
    const before = (await keptPhotos()).other;
    await t.app.db.execute(sql`UPDATE media SET visibility = 'private' WHERE provider_id = ${providerId}`);
    expect(await keptPhotos()).toEqual({ gallery: null, covers: null, other: before });
    await expectCover(null);
    await t.app.db.execute(sql`UPDATE media SET visibility = 'public' WHERE provider_id = ${providerId}`);
    await expectCover(c1);
    await t.app.db.execute(sql`DELETE FROM media WHERE provider_id = ${providerId}`);
    expect(await keptPhotos()).toEqual({ gallery: null, covers: null, other: before });
    await expectCover(null);
  });

  it('an edit that the rule does not read writes no album', async () => {
    g2 = await upload(gallery);
    const version = async () =>
      (await queryRows<{ v: string }>(t.app.db, sql`SELECT xmin::text AS v FROM albums WHERE id = ${gallery}`))[0]?.v;
    const before = await version();
    await ok(api('PUT', `/albums/${gallery}/media/${g2.id}`, { seo_filename: 'Boda en la playa', description: 'Al atardecer' }));
    await t.app.db.execute(sql`UPDATE media SET likes_count = likes_count + 1 WHERE id = ${g2.id}`);
    expect(await version()).toBe(before);
    await expectCover(g2);
  });
});

describe.runIf(usesPostgres())('PostgreSQL: two transactions changing one album at once', () => {
  it("the later one computes the album's photo with the earlier one's committed change", async () => {
    const pool = t.database.pool!;
    const [kept] = await queryRows<{ id: number }>(t.app.db, sql`SELECT first_photo_id AS id FROM albums WHERE id = ${other}`);
    const first = Number(kept?.id);
    const [one, two] = [await pool.connect(), await pool.connect()];
    try {
      // T1 adds a photo after the first (the album's photo does not change, so T1 writes no album
      // row) and keeps its transaction open; T2 trashes the first photo meanwhile.
      await one.query('BEGIN');
      const inserted = await one.query<{ id: number }>(
        `INSERT INTO media (album_id, provider_id, media_type, mime_type, path, sort_order)
         SELECT id, provider_id, 'photo', 'image/jpeg', 'media/' || id || '/second-hq.jpg', 1000 FROM albums WHERE id = $1 RETURNING id`,
        [other],
      );
      await two.query('BEGIN');
      const trashing = two.query('UPDATE media SET trashed_at = now() WHERE id = $1', [first]);
      // T2's trigger waits for T1's lock on the album (without it, T2 would keep no photo: T1's
      // insert is not in its snapshot).
      for (let i = 0; i < 100; i += 1) {
        const waiting = await pool.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`);
        if (waiting.rows[0].n > 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await one.query('COMMIT');
      await trashing;
      await two.query('COMMIT');
      const [after] = await queryRows<{ id: number; rule: number }>(
        t.app.db,
        sql`SELECT first_photo_id AS id, album_first_photo(id) AS rule FROM albums WHERE id = ${other}`,
      );
      expect(Number(after?.id)).toBe(Number(inserted.rows[0]!.id));
      expect(Number(after?.rule)).toBe(Number(inserted.rows[0]!.id));
    } finally {
      one.release();
      two.release();
    }
  });
});
