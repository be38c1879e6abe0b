// Bad input and pagination edges of GET search/providers and GET search/media: a 400 with the
// Spanish error shape, or an honest empty result; never a 500, never reflected HTML.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { seedSearchDataset, PAGING_PROVIDERS } from './testing/search-dataset';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedSearchDataset(t.app);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const ENDPOINTS = ['/api/v1/search/providers', '/api/v1/search/media'];

describe('pagination', () => {
  const url = '/api/v1/search/providers?s=animacion-infantil';

  it('pages through the results without gaps or repeats', async () => {
    const seen: number[] = [];
    for (const page of [1, 2, 3]) {
      const body = (await get(`${url}&page=${page}&size=10`)).json();
      expect(body).toMatchObject({ total: PAGING_PROVIDERS, page, size: 10, capped: false });
      expect(body.data).toHaveLength(page < 3 ? 10 : PAGING_PROVIDERS - 20);
      seen.push(...body.data.map((c: { id: number }) => c.id));
    }
    expect(new Set(seen).size).toBe(PAGING_PROVIDERS);
    const all = (await get(`${url}&size=50`)).json();
    expect(all.data.map((c: { id: number }) => c.id)).toEqual(seen);
  });

  it('a page beyond the total is empty and still says the total', async () => {
    const body = (await get(`${url}&page=4&size=10`)).json();
    expect(body).toMatchObject({ data: [], total: PAGING_PROVIDERS, page: 4, size: 10 });
    const far = (await get(`/api/v1/search/media?page=9999`)).json();
    expect(far).toMatchObject({ data: [], page: 9999, size: 10 });
  });

  it('defaults to page 1 and size 10', async () => {
    expect((await get(url)).json()).toMatchObject({ page: 1, size: 10 });
  });
});

describe('bad input', () => {
  const cases: Array<[string, string, string]> = [
    ['size=7', 'size', 'El tamaño de página debe ser 10, 20 o 50'],
    ['size=100', 'size', 'El tamaño de página debe ser 10, 20 o 50'],
    ['page=-1', 'page', 'La página debe ser un número entero mayor o igual a 1'],
    ['page=0', 'page', 'La página debe ser un número entero mayor o igual a 1'],
    ['page=abc', 'page', 'La página debe ser un número entero mayor o igual a 1'],
    [`q=${'a'.repeat(5000)}`, 'q', 'La búsqueda no puede tener más de 200 caracteres'],
    ['c=food', 'c', 'Categoría no válida'],
  ];
  for (const endpoint of ENDPOINTS) {
    for (const [query, field, message] of cases) {
      it(`${endpoint}?${query.slice(0, 20)} → 400 "${message}"`, async () => {
        const res = await get(`${endpoint}?${query}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ error: message, errors: { [field]: [message] } });
      });
    }
  }

  it('rejects non-numeric location ids and an unknown media type', async () => {
    for (const query of ['d=lima', 'p=1.5', 'l=-3']) {
      const res = await get(`/api/v1/search/providers?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([query[0]]);
    }
    const res = await get('/api/v1/search/media?t=audio');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.t).toEqual(['El tipo debe ser photo o video']);
  });

  it('SQL, HTML and search operators in q are only text', async () => {
    const texts = [
      "'; DROP TABLE providers; --",
      "catering' OR '1'='1",
      '<script>alert("x")</script>',
      '<img src=x onerror=alert(1)>',
      '"unterminated phrase',
      '-',
      'OR OR AND',
      '!!! ::: &&& |||',
      '% _ \\',
      'ñandú ü ß 日本',
    ];
    for (const q of texts) {
      for (const endpoint of ENDPOINTS) {
        const res = await get(`${endpoint}?q=${encodeURIComponent(q)}`);
        expect(res.statusCode, `${endpoint} ${q}`).toBe(200);
        expect(res.headers['content-type']).toContain('application/json');
        expect(res.body).not.toContain('<script');
        expect(res.body).not.toContain('<img');
      }
    }
    const rows = await t.app.db.select({ id: providers.id }).from(providers);
    expect(rows.length).toBeGreaterThan(PAGING_PROVIDERS);
  });
});
