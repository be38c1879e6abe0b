// On PGlite every statement of a search is a named statement (docs/decisions/321-pglite-statements-by-shape.md):
// parsed once per shape (which filters, how many words), never per request. Each request below is
// one shape of a plan (filters only, the per-word rows, full text, media, the categories' counts,
// the keywords); none may reach PGlite.query, and the names in PGlite's session show every plan ran.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementCounts } from '../../db/pglite-statements';
import { providers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { addPhoto, locationByCode, UBIGEO } from './testing/search-fixtures';
import { seedSearchDataset } from './testing/search-dataset';

describe.skipIf(process.env.TEST_DB === 'pg')('PGlite: a search runs named statements only', () => {
  let t: TestApp;
  const place: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const ds = await seedSearchDataset(t.app);
    await t.database.db.update(providers).set({ plan: 'business' }).where(eq(providers.id, ds.solDeJalisco.id));
    await addPhoto(t.app, ds.solDeJalisco.id, 'gallery');
    for (const key of ['lima', 'limaProvince', 'miraflores'] as const) place[key] = (await locationByCode(t.app, UBIGEO[key])).id;
    // The catalogue and the places are read once per database (cached): not part of a search.
    expect((await t.app.inject({ url: '/api/v1/search/providers?q=catering' })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  const shapes = (): Array<[string, string]> => [
    ['filters: none', '/api/v1/search/providers'],
    ['filters: category', '/api/v1/search/providers?c=feeding'],
    ['filters: service and department', `/api/v1/search/providers?s=catering&d=${place.lima}`],
    ['filters: province, page 2', `/api/v1/search/providers?p=${place.limaProvince}&page=2&size=10`],
    ['filters: district', `/api/v1/search/providers?l=${place.miraflores}`],
    ['words: one', '/api/v1/search/providers?q=jalisco'],
    ['words: one, with a service and a place', `/api/v1/search/providers?q=jalisco&s=mariachis&d=${place.lima}`],
    ['words: two', '/api/v1/search/providers?q=sol%20jalisco'],
    ['words: a typo and its correction', '/api/v1/search/providers?q=catring'],
    ['full text: phrase', '/api/v1/search/providers?q=%22sol%20de%20jalisco%22'],
    ['full text: OR, with a category', '/api/v1/search/providers?q=jalisco%20or%20luna&c=animation'],
    ['full text: a word only in introductions', '/api/v1/search/providers?q=banquetes%20bodas%20empresa'],
    ['understood place, then as typed', '/api/v1/search/providers?q=mariachis%20miraflores'],
    ['media: none', '/api/v1/search/media'],
    ['media: text', '/api/v1/search/media?q=jalisco'],
    ['media: text, type and department', `/api/v1/search/media?q=mariachis&t=photo&d=${place.lima}`],
    ['media: service', '/api/v1/search/media?s=mariachis'],
    ['categories (facet counts)', '/api/v1/search/categories'],
    ['keywords: top', '/api/v1/search/keywords?limit=10'],
    ['keywords: matching', '/api/v1/search/keywords?q=cater&limit=10'],
  ];

  it('every statement of every shape is a named statement of the session', async () => {
    const client = t.database.pglite!;
    const plainRuns: string[] = [];
    for (const [shape, url] of shapes()) {
      const before = statementCounts(client);
      const res = await t.app.inject({ url, headers: { accept: 'application/json' } });
      expect(res.statusCode, `${shape}: ${res.body}`).toBe(200);
      const after = statementCounts(client);
      expect(after.named - before.named, shape).toBeGreaterThan(0);
      if (after.plain !== before.plain) plainRuns.push(shape);
    }
    expect(plainRuns).toEqual([]);
    const { rows } = await client.query<{ name: string; custom_plans: number; generic_plans: number }>(
      `SELECT name, custom_plans::int, generic_plans::int FROM pg_prepared_statements`,
    );
    // A page's cards and media items: the generic plan from the first execution (ADR 321).
    for (const name of ['search_provider_cards', 'search_media_items']) {
      const row = rows.find((r) => r.name === name);
      expect(row?.generic_plans, name).toBeGreaterThan(0);
      expect(row?.custom_plans, name).toBe(0);
    }
    const prefixes = new Set(rows.map((r) => r.name.replace(/_[0-9a-f]{16}$/, '')));
    for (const prefix of [
      'search_filters',
      'search_lexemes',
      'search_words',
      'search_text',
      'search_media',
      'search_media_items',
      'search_provider_cards',
      'search_facet_counts',
      'search_keywords_top',
      'search_keywords_match',
    ]) {
      expect(prefixes, prefix).toContain(prefix);
    }
  });
});
