// Issue 16 (docs/decisions/160-search-at-scale.md): ranking over ALL matches, exact totals and
// facets, deep pages, Spanish query understanding, and the entries and counts the triggers keep
// right on writes. Runs on PGlite and on PostgreSQL (TEST_DB=pg) with the same expectations.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/helper';
import { forgetSearchCatalogue, getSearchCatalogue } from './search-catalogue';
import { createProvider, locationByCode, serviceIdsBySlug, UBIGEO } from './testing/search-fixtures';

interface Body {
  data: Array<{ id: number; company_name: string; reviews_score: number; reviews_number: number; plan: string }>;
  total: number;
  capped: boolean;
  max_results: number;
  understood: { c?: string; s?: string; d?: number; p?: number; l?: number };
  facets: {
    categories: Array<{ group: string; count: number }>;
    services: Array<{ slug: string; count: number }>;
  };
}

const BULK = 1_100;
let t: TestApp;
let miraflores = 0;
let lima = 0;
let best: { id: number };

async function search(query: Record<string, string | number>): Promise<Body> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/search/providers?${qs}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Body;
}

async function sqlCount(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.app.db, query);
  return Number(row?.n ?? 0);
}

beforeAll(async () => {
  t = await createTestApp();
  miraflores = (await locationByCode(t.app, UBIGEO.miraflores)).id;
  lima = (await locationByCode(t.app, UBIGEO.lima)).id;
  const [photo] = await serviceIdsBySlug(t.app, ['fotografia-y-video']);
  // 1,100 photographers in Miraflores rated 3.0–4.9, inserted in one statement (the triggers keep
  // their documents, quality, entries and counts as for any write)…
  await t.app.db.execute(sql`
    INSERT INTO providers (company_name, slug, introductory_text, location_id, reviews_score, reviews_number, plan)
    SELECT 'Estudio Foto ' || i, 'estudio-foto-' || i, 'Fotos de bodas y quinceañeros en Lima.', ${miraflores},
           3 + (i % 20) / 10.0, 1 + i % 50, CASE WHEN i % 3 = 0 THEN 'business' ELSE 'basic' END
    FROM generate_series(1, ${BULK}) AS i`);
  await t.app.db.execute(sql`
    INSERT INTO provider_service_types (provider_id, service_type_id)
    SELECT id, ${photo} FROM providers WHERE slug LIKE 'estudio-foto-%'`);
  // …and the best rated of all created last: it must still come first.
  best = await createProvider(t.app, {
    company_name: 'Último Lente',
    services: ['fotografia-y-video'],
    district: UBIGEO.miraflores,
    reviews_score: 5,
    reviews_number: 80,
    introductory_text: 'Fotografía documental de matrimonios.',
  });
  await createProvider(t.app, {
    company_name: 'Banquetes La Molina',
    services: ['catering'],
    district: '150131', // San Isidro, Lima
    reviews_score: 4.2,
    reviews_number: 5,
    introductory_text: 'Catering para quinceañeros y matrimonios.',
  });
  await createProvider(t.app, {
    company_name: 'Sabores Mistianos',
    services: ['catering'],
    district: UBIGEO.arequipaDistrict,
    reviews_score: 4.4,
    reviews_number: 7,
    introductory_text: 'Comida arequipeña para tus eventos.',
  });
  // The catalogue was loaded at start-up, before these providers: reload it with their names.
  forgetSearchCatalogue(t.app.db);
  await getSearchCatalogue(t.app.db);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('ranking over all matches', () => {
  it('the best rated photographer, created last, is first for "fotografo"', async () => {
    const body = await search({ q: 'fotografo' });
    expect(body.understood).toEqual({ s: 'fotografia-y-video' });
    expect(body.data[0]?.id).toBe(best.id);
    expect(body.total).toBe(BULK + 1);
    expect(body.capped).toBe(false);
  });

  it('orders every page by rating, then number of reviews, then plan', async () => {
    const body = await search({ s: 'fotografia-y-video', size: 50, page: 3 });
    const keys = body.data.map((c) => [c.reviews_score, c.reviews_number, c.plan === 'business' ? 1 : 0]);
    for (let i = 1; i < keys.length; i += 1) {
      const [a, b] = [keys[i - 1]!, keys[i]!];
      expect(a[0]! > b[0]! || (a[0] === b[0] && (a[1]! > b[1]! || (a[1] === b[1] && a[2]! >= b[2]!)))).toBe(true);
    }
  });

  it('text that stays text ranks the names that hold the words first, then quality', async () => {
    const body = await search({ q: 'lente' });
    expect(body.data[0]?.company_name).toBe('Último Lente');
    const documental = await search({ q: 'documental' });
    expect(documental.data.map((c) => c.company_name)).toEqual(['Último Lente']);
  });

  it('a company name with a typo is still found', async () => {
    expect((await search({ q: 'utimo lente' })).data[0]?.company_name).toBe('Último Lente');
    expect((await search({ q: 'sabores mistianoz' })).data[0]?.company_name).toBe('Sabores Mistianos');
  });
});

describe('exact totals and facets', () => {
  it('counts every match of a place and of a service, and every facet', async () => {
    const body = await search({ d: lima });
    const listed = await sqlCount(sql`SELECT count(*) AS n FROM providers WHERE department_id = ${lima} AND unlinked_at IS NULL`);
    expect(body.total).toBe(listed);
    const photographers = await sqlCount(sql`
      SELECT count(*) AS n FROM providers p JOIN provider_service_types pst ON pst.provider_id = p.id
      JOIN service_types st ON st.id = pst.service_type_id
      WHERE st.slug = 'fotografia-y-video' AND p.department_id = ${lima} AND p.unlinked_at IS NULL`);
    expect(body.facets.services.find((s) => s.slug === 'fotografia-y-video')?.count).toBe(photographers);
    expect(photographers).toBeGreaterThanOrEqual(BULK + 1);
  });

  it('counts the facets of a text search over all its matches', async () => {
    const body = await search({ q: 'bodas' });
    expect(body.total).toBe(BULK);
    expect(body.facets.services.find((s) => s.slug === 'fotografia-y-video')?.count).toBe(BULK);
    expect(body.facets.categories.find((c) => c.group === 'audiovisual')?.count).toBe(BULK);
  });
});

describe('deep pages', () => {
  it('reaches every page up to the 1,000th result, without gaps or repeats', async () => {
    const seen = new Set<number>();
    for (let page = 1; page <= 20; page += 1) {
      const body = await search({ s: 'fotografia-y-video', size: 50, page });
      expect(body.data).toHaveLength(50);
      for (const c of body.data) seen.add(c.id);
    }
    expect(seen.size).toBe(1_000);
  });

  it('beyond the 1,000th result the page is empty and says how many there are', async () => {
    const body = await search({ s: 'fotografia-y-video', size: 50, page: 21 });
    expect(body).toMatchObject({ data: [], total: BULK + 1, max_results: 1_000 });
  });

  it('text pages do not overlap and keep the order', async () => {
    const first = await search({ q: 'estudio', size: 50, page: 1 });
    const second = await search({ q: 'estudio', size: 50, page: 2 });
    expect(first.total).toBe(BULK);
    const ids = new Set(first.data.map((c) => c.id));
    expect(second.data.some((c) => ids.has(c.id))).toBe(false);
    expect(first.data.at(-1)!.reviews_score).toBeGreaterThanOrEqual(second.data[0]!.reviews_score);
  });
});

describe('Spanish query understanding', () => {
  it('service words with or without accents, in plural or feminine, or with a typo become the service filter', async () => {
    for (const q of ['fotografo', 'fotógrafas', 'FOTÓGRAFOS', 'fotgrafo']) {
      expect((await search({ q })).understood, q).toEqual({ s: 'fotografia-y-video' });
    }
    const catering = await search({ q: 'cateirng' });
    expect(catering.understood).toEqual({ s: 'catering' });
    expect(catering.data.map((c) => c.company_name).sort()).toEqual(['Banquetes La Molina', 'Sabores Mistianos']);
  });

  it('place words become the place filter: departments first, districts of several words', async () => {
    const arequipa = await search({ q: 'arequipa' });
    expect(arequipa.understood).toEqual({ d: (await locationByCode(t.app, UBIGEO.arequipa)).id });
    expect(arequipa.data.map((c) => c.company_name)).toEqual(['Sabores Mistianos']);
    const sanIsidro = await search({ q: 'catering en san isidro' });
    expect(sanIsidro.understood).toEqual({ s: 'catering', l: (await locationByCode(t.app, '150131')).id });
    expect(sanIsidro.data.map((c) => c.company_name)).toEqual(['Banquetes La Molina']);
  });

  it('a category name becomes the category filter', async () => {
    const body = await search({ q: 'alimentación arequipa' });
    expect(body.understood).toMatchObject({ c: 'feeding' });
    expect(body.data.map((c) => c.company_name)).toEqual(['Sabores Mistianos']);
  });

  it('other words stay full text: "quinceanero" finds quinceañeros in the introductions', async () => {
    const body = await search({ q: 'quinceanero' });
    expect(body.understood).toEqual({});
    expect(body.total).toBe(BULK + 1);
  });

  it('explicit filters win: the words then stay text', async () => {
    const body = await search({ q: 'fotografo', d: lima });
    expect(body.understood).toEqual({ s: 'fotografia-y-video' });
    expect(body.data[0]?.id).toBe(best.id);
  });
});

describe('kept right by writes', () => {
  it('a new rating, an unlinked site and a removed service change ranking, totals and facets at once', async () => {
    const before = await search({ s: 'fotografia-y-video' });
    const runnerUp = before.data[1]!;
    await t.app.db.execute(sql`UPDATE providers SET reviews_score = 5, reviews_number = 500 WHERE id = ${runnerUp.id}`);
    expect((await search({ s: 'fotografia-y-video' })).data[0]?.id).toBe(runnerUp.id);

    await t.app.db.execute(sql`UPDATE providers SET unlinked_at = now() WHERE id = ${runnerUp.id}`);
    const after = await search({ s: 'fotografia-y-video' });
    expect(after.total).toBe(before.total - 1);
    expect(after.data[0]?.id).toBe(best.id);

    await t.app.db.execute(sql`DELETE FROM provider_service_types WHERE provider_id = ${best.id}`);
    const removed = await search({ d: lima });
    expect(removed.facets.services.find((s) => s.slug === 'fotografia-y-video')?.count).toBe(before.total - 2);
  });
});
