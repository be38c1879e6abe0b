// GET /api/v1/search/media: public gallery media only, each filter, text, order and the provider
// summary of every item.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { providers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { MEDIA_CANDIDATE_CAP, MEDIA_MATCH_SCAN_CAP, MEDIA_PROVIDER_CAP } from './search-media.repository';
import { addPhoto, addVideo, albumOf, createProvider, locationByCode, tagMedia, UBIGEO, updateMedia } from './testing/search-fixtures';
import { seedSearchDataset, type SearchDataset } from './testing/search-dataset';

interface Item {
  id: number;
  media_type: string;
  seo_filename: string;
  likes_count: number;
  url: string | null;
  sizes: Record<string, unknown> | null;
  services: number[];
  provider: { id: number; slug: string; company_name: string; department: string | null; logo_url: string | null };
}

let t: TestApp;
let ds: SearchDataset;
const m: Record<string, number> = {};
let limaId = 0;

beforeAll(async () => {
  t = await createTestApp();
  ds = await seedSearchDataset(t.app);
  // The gallery is a Business option (ADR 115): the providers whose media is listed have Business.
  await t.database.db
    .update(providers)
    .set({ plan: 'business' })
    .where(inArray(providers.id, [ds.solDeJalisco.id, ds.losGallos.id]));
  limaId = (await locationByCode(t.app, UBIGEO.lima)).id;
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  const photo = async (key: string, providerId: number, values: Parameters<typeof updateMedia>[2]) => {
    const row = await addPhoto(t.app, providerId, 'gallery');
    await updateMedia(t.app, row.id, values);
    m[key] = row.id;
  };
  await photo('boda', ds.luzDeLuna.id, { seo_filename: 'Boda en Barranco', description: 'Sesión de fotos al atardecer', likes_count: 5, created_at: day(1) });
  await photo('buffet', ds.saboresDelPeru.id, { seo_filename: 'Buffet criollo', description: 'Mesa de bocaditos para una boda', likes_count: 9, created_at: day(2) });
  await photo('serenata', ds.losGallos.id, { seo_filename: 'Serenata', description: 'Mariachis en Arequipa', likes_count: 1, created_at: day(3) });
  await photo('private', ds.luzDeLuna.id, { seo_filename: 'Boda privada', visibility: 'private', created_at: day(4) });
  await photo('trashed', ds.luzDeLuna.id, { seo_filename: 'Boda borrada', trashed_at: new Date(), created_at: day(5) });
  const video = await addVideo(t.app, ds.solDeJalisco.id, { seo_filename: 'Mariachis en vivo', likes_count: 2, created_at: day(6) });
  m.video = video.id;
  const cover = await addPhoto(t.app, ds.huarangos.id, 'covers');
  await updateMedia(t.app, cover.id, { seo_filename: 'Portada de la hacienda', created_at: day(7) });
  m.cover = cover.id;
  // A basic provider's gallery photo (left from a Business period): never listed.
  await photo('basic', ds.banquetesNorte.id, { seo_filename: 'Boda en Huacho', likes_count: 50, created_at: day(8) });
  await tagMedia(t.app, m.boda!, ['fotografia-y-video']);
  await tagMedia(t.app, m.buffet!, ['bocaditos']);
});
afterAll(async () => {
  await t?.close();
});

async function media(query = ''): Promise<{ data: Item[]; total: number; capped: boolean }> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/search/media${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const idsOf = (body: { data: Item[] }) => body.data.map((i) => i.id);

describe('GET /api/v1/search/media', () => {
  it('lists public gallery media only (no private, trashed or cover photos), most liked first', async () => {
    const body = await media();
    expect(body.total).toBe(4);
    expect(idsOf(body)).toEqual([m.buffet, m.boda, m.video, m.serenata]);
  });

  it('hides the gallery of a provider that went back to the basic plan, and shows it again with Business', async () => {
    expect(idsOf(await media('?q=boda'))).not.toContain(m.basic);
    await t.database.db.update(providers).set({ plan: 'basic' }).where(eq(providers.id, ds.luzDeLuna.id));
    try {
      expect(idsOf(await media('?q=barranco'))).toEqual([]);
      expect(idsOf(await media())).toEqual([m.buffet, m.video, m.serenata]);
    } finally {
      await t.database.db.update(providers).set({ plan: 'business' }).where(eq(providers.id, ds.luzDeLuna.id));
    }
    expect(idsOf(await media('?q=barranco'))).toEqual([m.boda]);
  });

  it('each item carries URLs of its sizes and a summary of its provider', async () => {
    const [first] = (await media()).data;
    expect(first).toMatchObject({
      media_type: 'photo',
      seo_filename: 'Buffet criollo',
      provider: { id: ds.saboresDelPeru.id, slug: ds.saboresDelPeru.slug, company_name: 'Catering Sabores del Perú', department: 'Lima', logo_url: null },
    });
    expect(first?.url).toMatch(/^\/cdn\/media\//);
    expect(first?.sizes).toMatchObject({ md: expect.stringMatching(/-md\.jpg$/) });
    expect(first?.services).toHaveLength(1);
    expect(first).not.toHaveProperty('trashed_at');
  });

  it('filters by media type', async () => {
    expect(idsOf(await media('?t=video'))).toEqual([m.video]);
    expect((await media('?t=photo')).total).toBe(3);
  });

  it('searches the title and description, accent-insensitive and typo-tolerant', async () => {
    expect(idsOf(await media('?q=boda'))).toEqual([m.buffet, m.boda]); // most liked first
    expect(idsOf(await media('?q=MARIACHIS'))).toEqual([m.video, m.serenata]);
    expect(idsOf(await media('?q=mariachs'))).toEqual([m.video, m.serenata]);
    expect(idsOf(await media('?q=sesion'))).toEqual([m.boda]);
  });

  it("also finds media through its provider's name, services and places (untitled uploads)", async () => {
    expect(idsOf(await media('?q=jalisco'))).toEqual([m.video]);
    expect(idsOf(await media('?q=arequipa'))).toEqual([m.serenata]);
    expect(idsOf(await media('?q=bocaditos'))).toEqual([m.buffet]);
  });

  it('filters by service (tag, or the provider for untagged media) and category', async () => {
    expect(idsOf(await media('?s=bocaditos'))).toEqual([m.buffet]);
    expect(idsOf(await media('?s=catering'))).toEqual([]); // tagged 'bocaditos' only
    expect(idsOf(await media('?s=mariachis'))).toEqual([m.video, m.serenata]);
    expect(idsOf(await media('?c=audiovisual'))).toEqual([m.boda]);
  });

  it('filters by the provider location and combines filters', async () => {
    expect(idsOf(await media(`?d=${limaId}`))).toEqual([m.buffet, m.boda, m.video]);
    expect(idsOf(await media(`?d=${limaId}&t=video&q=mariachis`))).toEqual([m.video]);
    expect(idsOf(await media('?d=999999'))).toEqual([]);
  });

  it('finds the media of a Business provider among more matching providers than it reads (ADR 355)', async () => {
    // More providers on the basic plan match the text than the statement takes (MEDIA_PROVIDER_CAP):
    // they have no media to show, so they take no place among those whose galleries are read.
    await t.app.db.execute(sql`
      INSERT INTO providers (company_name, slug, introductory_text, location_id, plan)
      SELECT 'Yaraví Andino ' || i, 'yaravi-andino-' || i, 'Música para bodas.', ${limaId}, 'basic'
      FROM generate_series(1, ${MEDIA_PROVIDER_CAP + 20}) AS i`);
    const business = await createProvider(t.app, { company_name: 'Yaraví Andino Business', services: ['mariachis'], district: UBIGEO.miraflores, plan: 'business' });
    const row = await addPhoto(t.app, business.id, 'gallery');
    await updateMedia(t.app, row.id, { seo_filename: 'Dúo en la recepción', description: '' });
    try {
      expect(await media('?q=yaravi')).toMatchObject({ total: 1, capped: false, data: [{ id: row.id, provider: { id: business.id } }] });
    } finally {
      await t.app.db.execute(sql`DELETE FROM providers WHERE slug LIKE 'yaravi-andino-%' OR id = ${business.id}`);
    }
  });

  it('without text, the newest candidates are media it can show: newer leftovers of a basic provider take no place (ADR 375)', async () => {
    // More than the candidates of a search without text, all newer than the listed media, in the
    // gallery of a provider on the basic plan (kept after a downgrade, ADR 115).
    const gallery = (await albumOf(t.app, ds.banquetesNorte.id, 'gallery')).id;
    await t.app.db.execute(sql`
      INSERT INTO media (album_id, provider_id, media_type, mime_type, seo_filename, description, path, likes_count, created_at)
      SELECT ${gallery}, ${ds.banquetesNorte.id}, 'photo', 'image/jpeg', 'Recuerdo ' || i, '', 'media/leftover/' || i || '-hq.jpg', 100, now() - make_interval(secs => i)
      FROM generate_series(1, ${MEDIA_CANDIDATE_CAP + 10}) AS i`);
    try {
      const body = await media();
      expect({ total: body.total, capped: body.capped, ids: idsOf(body) }).toEqual({ total: 4, capped: false, ids: [m.buffet, m.boda, m.video, m.serenata] });
    } finally {
      await t.app.db.execute(sql`DELETE FROM media WHERE path LIKE 'media/leftover/%'`);
    }
  });

  it('with more candidates than it ranks, keeps the most liked of all those it read, from both branches (ADR 375)', async () => {
    // A text matched by more media than MEDIA_MATCH_SCAN_CAP: their own words (in one provider's
    // gallery) and their provider's name (another provider, untitled uploads); the most liked media
    // of each kind was added last.
    const byText = await createProvider(t.app, { company_name: 'Estudio Norte', services: ['fotografia-y-video'], district: UBIGEO.miraflores, plan: 'business' });
    const byName = await createProvider(t.app, { company_name: 'Zampoña Andina', services: ['mariachis'], district: UBIGEO.miraflores, plan: 'business' });
    const add = async (providerId: number, title: string, from: number, to: number, likes: string) => {
      const gallery = (await albumOf(t.app, providerId, 'gallery')).id;
      await t.app.db.execute(sql`
        INSERT INTO media (album_id, provider_id, media_type, mime_type, seo_filename, description, path, likes_count, created_at)
        SELECT ${gallery}, ${providerId}, 'photo', 'image/jpeg', ${title}, '', 'media/many/' || i || '-hq.jpg', ${sql.raw(likes)}, now() - make_interval(days => i)
        FROM generate_series(${from}::int, ${to}::int) AS i`);
    };
    const half = MEDIA_MATCH_SCAN_CAP / 2 + 50;
    await add(byText.id, 'Zampoña en la sierra', 1, half, 'i % 7');
    await add(byName.id, 'Escenario', half + 1, 2 * half, 'i % 7');
    await add(byText.id, 'Zampoña en la sierra', 2 * half + 1, 2 * half + 1, '90');
    await add(byName.id, 'Escenario', 2 * half + 2, 2 * half + 2, '80');
    try {
      const body = await media('?q=zampona');
      expect(body).toMatchObject({ total: MEDIA_MATCH_SCAN_CAP, capped: true });
      expect(body.data.slice(0, 2).map((i) => [i.likes_count, i.provider.id])).toEqual([
        [90, byText.id],
        [80, byName.id],
      ]);
    } finally {
      await t.app.db.execute(sql`DELETE FROM providers WHERE id IN (${byText.id}, ${byName.id})`);
    }
  });

  it('keeps media.gallery_listed by triggers through plan, unlinking, album and provider changes (ADR 356)', async () => {
    const wrong = async () =>
      (
        await queryRows<{ n: number }>(
          t.app.db,
          sql`SELECT count(*)::int AS n FROM media m
            WHERE m.gallery_listed IS DISTINCT FROM (
              EXISTS (SELECT 1 FROM albums a WHERE a.id = m.album_id AND a.kind = 'gallery')
              AND EXISTS (SELECT 1 FROM providers p WHERE p.id = m.provider_id AND p.plan = 'business' AND p.unlinked_at IS NULL))`,
        )
      )[0]?.n;
    const listed = async (id: number) => (await queryRows<{ v: boolean }>(t.app.db, sql`SELECT gallery_listed AS v FROM media WHERE id = ${id}`))[0]?.v;
    expect(await wrong()).toBe(0);
    expect([await listed(m.boda!), await listed(m.cover!), await listed(m.basic!)]).toEqual([true, false, false]);
    const moved = await addPhoto(t.app, ds.solDeJalisco.id, 'gallery');
    try {
      await t.database.db.update(providers).set({ plan: 'basic' }).where(eq(providers.id, ds.solDeJalisco.id));
      expect([await listed(moved.id), await listed(m.video!)]).toEqual([false, false]);
      await t.database.db.update(providers).set({ plan: 'business' }).where(eq(providers.id, ds.solDeJalisco.id));
      expect(await listed(moved.id)).toBe(true);
      await t.database.db.update(providers).set({ unlinked_at: new Date() }).where(eq(providers.id, ds.solDeJalisco.id));
      expect(await listed(moved.id)).toBe(false);
      await t.database.db.update(providers).set({ unlinked_at: null }).where(eq(providers.id, ds.solDeJalisco.id));
      expect(await listed(moved.id)).toBe(true);
      // Moved to the covers album, then back; set by hand, it is recomputed.
      const covers = (await albumOf(t.app, ds.solDeJalisco.id, 'covers')).id;
      const gallery = (await albumOf(t.app, ds.solDeJalisco.id, 'gallery')).id;
      await updateMedia(t.app, moved.id, { album_id: covers });
      expect(await listed(moved.id)).toBe(false);
      await updateMedia(t.app, moved.id, { album_id: gallery });
      expect(await listed(moved.id)).toBe(true);
      await t.app.db.execute(sql`UPDATE media SET gallery_listed = false WHERE id = ${moved.id}`);
      expect(await listed(moved.id)).toBe(true);
      // An album's kind (one album of each kind per provider: the covers album goes first).
      await t.app.db.execute(sql`DELETE FROM albums WHERE id = ${covers}`);
      await t.app.db.execute(sql`UPDATE albums SET kind = 'covers' WHERE id = ${gallery}`);
      expect([await listed(moved.id), await listed(m.video!)]).toEqual([false, false]);
      await t.app.db.execute(sql`UPDATE albums SET kind = 'gallery' WHERE id = ${gallery}`);
      expect([await listed(moved.id), await listed(m.video!)]).toEqual([true, true]);
      await t.app.db.execute(sql`INSERT INTO albums (provider_id, kind) VALUES (${ds.solDeJalisco.id}, 'covers')`);
    } finally {
      await t.app.db.execute(sql`DELETE FROM media WHERE id = ${moved.id}`);
    }
    expect(await wrong()).toBe(0);
  });

  it('pages', async () => {
    const body = await media('?size=10&page=2');
    expect(body).toMatchObject({ data: [], total: 4, capped: false });
  });
});
