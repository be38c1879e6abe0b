// GET /api/v1/search/providers: text (Spanish, accents, typos), each filter alone and combined,
// ranking, facets and the cards. Bad input and pagination edges: search-validation.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { addPhoto, locationByCode, UBIGEO } from './testing/search-fixtures';
import { PAGING_PROVIDERS, seedSearchDataset, type SearchDataset } from './testing/search-dataset';

interface Card {
  id: number;
  slug: string;
  company_name: string;
  plan: string;
  reviews_score: number;
  reviews_number: number;
  district: string | null;
  province: string | null;
  department: string | null;
  services: string[];
  logo: unknown;
  cover: { url: string; sizes: Record<string, unknown> | null } | null;
}
interface SearchBody {
  data: Card[];
  total: number;
  page: number;
  size: number;
  capped: boolean;
  facets: {
    categories: Array<{ group: string; group_name: string; count: number }>;
    services: Array<{ id: number; slug: string; type_name: string; group: string; count: number }>;
  };
}

let t: TestApp;
let ds: SearchDataset;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  ds = await seedSearchDataset(t.app);
  for (const key of ['lima', 'limaProvince', 'miraflores', 'arequipa', 'cusco'] as const) {
    ids[key] = (await locationByCode(t.app, UBIGEO[key])).id;
  }
});
afterAll(async () => {
  await t?.close();
});

async function search(query: Record<string, string | number>): Promise<SearchBody> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/search/providers?${qs}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchBody;
}
const names = (body: SearchBody) => body.data.map((c) => c.company_name);

describe('text search', () => {
  it('"catering lima": catering providers in Lima, best rated first', async () => {
    const body = await search({ q: 'catering lima' });
    expect(names(body).slice(0, 2)).toEqual(['Banquetes Norte Chico', 'Catering Sabores del Perú']);
    expect(names(body)).not.toContain('Sazón Mistiana');
  });

  it('"fotografo" finds "Fotografía y video" (stems, accents)', async () => {
    expect(names(await search({ q: 'fotografo' }))).toEqual(['Luz de Luna Estudio']);
    expect(names(await search({ q: 'FOTÓGRAFOS' }))).toEqual(['Luz de Luna Estudio']);
  });

  it('tolerates typos: "fotgrafo", "catring", "mariachs miraflorez"', async () => {
    expect(names(await search({ q: 'fotgrafo' }))).toContain('Luz de Luna Estudio');
    expect(names(await search({ q: 'catring' }))).toContain('Sazón Mistiana');
    expect(names(await search({ q: 'mariachs miraflorez' }))[0]).toBe('Sol de Jalisco');
  });

  it('"mariachis miraflores": every word must match', async () => {
    expect(names(await search({ q: 'mariachis miraflores' }))).toEqual(['Sol de Jalisco']);
  });

  it('"quinceanero" matches "quinceañero" in the introduction', async () => {
    expect(names(await search({ q: 'quinceanero' }))).toEqual(['Princesa Decoraciones']);
  });

  it('is accent- and case-insensitive on company names, and finds misspelt names', async () => {
    const expected = ['Sazón Mistiana'];
    expect(names(await search({ q: 'sazon mistiana' }))).toEqual(expected);
    expect(names(await search({ q: 'SAZÓN MISTIANA' }))).toEqual(expected);
    expect(names(await search({ q: 'sazon mistiano' }))).toContain('Sazón Mistiana');
  });

  it('ranks the company name above the introduction and services', async () => {
    // "bocaditos": a service of Sabores del Perú; "huarangos" only in one name.
    expect(names(await search({ q: 'huarangos' }))[0]).toBe('Hacienda Los Huarangos');
  });

  it('matches place names of the province and department', async () => {
    const body = await search({ q: 'arequipa' });
    expect(names(body).sort()).toEqual(['Los Gallos de Oro', 'Sazón Mistiana']);
  });

  it('returns nothing for a text that matches nothing', async () => {
    const body = await search({ q: 'zzqxw' });
    expect(body).toMatchObject({ data: [], total: 0, capped: false });
  });
});

describe('filters alone and combined', () => {
  it('c (category) keeps providers offering a service of the group', async () => {
    const body = await search({ c: 'feeding' });
    expect(names(body).sort()).toEqual(['Banquetes Norte Chico', 'Catering Sabores del Perú', 'Sazón Mistiana']);
  });

  it('s (service type slug)', async () => {
    expect(names(await search({ s: 'mariachis' })).sort()).toEqual(['Los Gallos de Oro', 'Sol de Jalisco']);
  });

  it('d, p and l (department, province, district)', async () => {
    const lima = await search({ d: ids.lima!, size: 50 });
    expect(lima.total).toBe(5);
    expect(lima.data.every((c) => c.department === 'Lima')).toBe(true);
    expect((await search({ p: ids.limaProvince!, size: 50 })).total).toBe(5);
    expect(names(await search({ l: ids.miraflores! })).sort()).toEqual(['Catering Sabores del Perú', 'Sol de Jalisco']);
    expect((await search({ d: ids.cusco!, size: 50 })).total).toBe(PAGING_PROVIDERS + 1);
  });

  it('combines filters with each other and with text', async () => {
    expect(names(await search({ c: 'animation', d: ids.arequipa! }))).toEqual(['Los Gallos de Oro']);
    expect(names(await search({ q: 'mariachis', d: ids.lima! }))).toEqual(['Sol de Jalisco']);
    expect(names(await search({ q: 'boda', s: 'haciendas', p: ids.limaProvince! }))).toEqual(['Hacienda Los Huarangos']);
    expect(names(await search({ c: 'feeding', s: 'bocaditos', l: ids.miraflores! }))).toEqual(['Catering Sabores del Perú']);
    expect((await search({ c: 'dressing', d: ids.lima! })).total).toBe(0);
  });

  it('unknown service slugs and location ids give an empty result', async () => {
    expect(await search({ s: 'no-existe' })).toMatchObject({ data: [], total: 0 });
    expect(await search({ d: 999_999 })).toMatchObject({ data: [], total: 0 });
    expect(await search({ l: ids.lima! })).toMatchObject({ data: [], total: 0 }); // a department is not a district
  });
});

describe('ranking', () => {
  it('quality order (ADR 160): rating, then number of reviews, then plan, then response time', async () => {
    const body = await search({ q: 'catering', d: ids.lima! });
    // Both rated 4.6: 30 reviews (Banquetes Norte Chico) before 12 (Sabores del Perú, business).
    expect(names(body)).toEqual(['Banquetes Norte Chico', 'Catering Sabores del Perú']);
    const cusco = await search({ s: 'animacion-infantil', size: 50 });
    const keys = cusco.data.map((c) => [c.reviews_score, c.reviews_number, c.plan === 'business' ? 1 : 0] as const);
    for (let i = 1; i < keys.length; i += 1) {
      const [prev, cur] = [keys[i - 1]!, keys[i]!];
      const ordered = prev[0] > cur[0] || (prev[0] === cur[0] && (prev[1] > cur[1] || (prev[1] === cur[1] && prev[2] >= cur[2])));
      expect(ordered).toBe(true);
    }
  });
});

describe('facets and cards', () => {
  it('counts categories and services over the matches, ignoring c and s', async () => {
    const all = await search({ d: ids.lima! });
    const feeding = all.facets.categories.find((c) => c.group === 'feeding');
    expect(feeding).toEqual({ group: 'feeding', group_name: 'Alimentación', count: 2 });
    expect(all.facets.services.find((s) => s.slug === 'catering')).toMatchObject({ type_name: 'Catering', group: 'feeding', count: 2 });
    const filtered = await search({ d: ids.lima!, c: 'feeding' });
    expect(filtered.total).toBe(2);
    expect(filtered.facets).toEqual(all.facets);
  });

  it('cards carry names of places, services, plan, score, logo and the cover (covers first for business)', async () => {
    await addPhoto(t.app, ds.solDeJalisco.id, 'gallery', 1);
    const first = await addPhoto(t.app, ds.solDeJalisco.id, 'gallery', 0);
    await addPhoto(t.app, ds.solDeJalisco.id, 'covers', 0); // basic plan: covers are not shown
    const cover = await addPhoto(t.app, ds.luzDeLuna.id, 'covers', 0);
    await addPhoto(t.app, ds.luzDeLuna.id, 'gallery', 0);
    const [sol] = (await search({ q: 'sol de jalisco' })).data;
    expect(sol).toMatchObject({
      slug: ds.solDeJalisco.slug,
      company_name: 'Sol de Jalisco',
      plan: 'basic',
      reviews_score: 4,
      district: 'Miraflores',
      province: 'Lima',
      department: 'Lima',
      services: ['Mariachis'],
      logo: null,
    });
    expect(sol?.cover?.url).toBe(`/cdn/${first.path}`);
    expect(sol?.cover?.sizes).toMatchObject({ md: `/cdn/${first.sizes?.md}`, webp: { md: `/cdn/${first.sizes?.webp?.md}` } });
    const [luz] = (await search({ q: 'luz de luna' })).data;
    expect(luz?.cover?.url).toBe(`/cdn/${cover.path}`);
    expect(luz?.services).toEqual(['Fotografía y video', 'Filmación con drones']);
  });

  it('without text or place: exact totals and catalogue-wide facets', async () => {
    const all = await search({});
    expect(all).toMatchObject({ total: PAGING_PROVIDERS + 8, capped: false });
    expect(all.facets.categories.find((c) => c.group === 'animation')?.count).toBe(PAGING_PROVIDERS + 2);
    expect((await search({ c: 'animation', page: 3 })).data).toHaveLength(PAGING_PROVIDERS + 2 - 20);
    // A service of another group: providers offering both (none here), not a contradiction.
    expect(await search({ c: 'feeding', s: 'mariachis' })).toMatchObject({ data: [], total: 0 });
  });

  it('GET search/categories: every group with its providers and services (SPEC §3 Category)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/search/categories' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: Array<{ group: string; group_name: string; count: number; services: Array<{ slug: string; type_name: string; count: number }> }> };
    expect(data.map((c) => c.group).sort()).toEqual(
      ['animation', 'audiovisual', 'coming_soon', 'dressing', 'feeding', 'locals', 'planning', 'setting', 'structures'],
    );
    const feeding = data.find((c) => c.group === 'feeding');
    expect(feeding).toMatchObject({ group_name: 'Alimentación', count: 3 });
    expect(feeding?.services[0]).toMatchObject({ slug: 'catering', type_name: 'Catering', count: 3 });
    expect(data.find((c) => c.group === 'dressing')?.count).toBe(0);
  });

  it('is cacheable for a minute', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/search/providers?q=catering' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.etag).toBeTruthy();
  });
});
