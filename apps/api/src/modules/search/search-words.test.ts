// The per-word structures of migration 0017 (docs/decisions/163-search-words.md): what the
// statement triggers keep equals what a full recomputation from providers gives after every kind
// of write, the company-name vocabulary read from provider_name_words equals the one the old scan
// of all names gave, and a text search answered by provider_search_words returns exactly what the
// full-text plan returns (page, total, facets). Runs on PGlite and on PostgreSQL (TEST_DB=pg).
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/helper';
import { forgetSearchCatalogue, getSearchCatalogue } from './search-catalogue';
import { companyNameWords } from './search-catalogue.repository';
import {
  nameTsquery,
  searchByText,
  textLexemes,
  textSearchSql,
  textSearchStatement,
  wordsSearchStatement,
  type FacetCount,
  type RawSearchResult,
  type ResolvedFilters,
} from './search-providers.repository';
import { prepareSearchText, type SearchText } from './search-text';
import { textTsquery } from './search-text.repository';
import { createProvider, locationByCode, serviceIdsBySlug, UBIGEO } from './testing/search-fixtures';

const NO_FILTERS: ResolvedFilters = { facet: 0, place: null };
let t: TestApp;

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.app.db, query);
  return Number(row?.n ?? 0);
}

/** Rows of the three tables that differ from a recomputation from providers (0 when in step). */
async function differences() {
  // Facets: those of provider_search_entries (kept by the 0014 triggers) other than 0.
  const words = sql`SELECT l.lexeme, p.id AS provider_id, 'A' = ANY (l.weights) AS in_name, p.search_quality AS quality,
      coalesce((SELECT array_agg(e.facet ORDER BY e.facet) FROM provider_search_entries e WHERE e.provider_id = p.id AND e.facet <> 0), '{}') AS facets,
      p.department_id, p.province_id, p.location_id
    FROM providers p, unnest(p.search_document) l WHERE p.unlinked_at IS NULL AND l.weights && ARRAY['A', 'B', 'C']`;
  const kept = sql`SELECT lexeme, provider_id, in_name, quality, facets, department_id, province_id, location_id FROM provider_search_words`;
  const intro = sql`SELECT l.lexeme, count(*)::int AS providers FROM providers p, unnest(p.search_document) l
    WHERE p.unlinked_at IS NULL AND NOT (l.weights && ARRAY['A', 'B', 'C']) GROUP BY 1`;
  const keptIntro = sql`SELECT lexeme, providers FROM provider_search_intro_words WHERE providers <> 0`;
  // The vocabulary as search-catalogue.ts computed it before migration 0017: one scan of all names.
  const names = sql`SELECT w AS word, count(DISTINCT p.id)::int AS providers
    FROM providers p, regexp_split_to_table(f_unaccent(lower(p.company_name)), '[^a-z0-9]+') w
    WHERE p.unlinked_at IS NULL AND length(w) >= 4 GROUP BY 1`;
  const keptNames = sql`SELECT word, providers FROM provider_name_words WHERE providers <> 0`;
  const diff = (a: ReturnType<typeof sql>, b: ReturnType<typeof sql>) =>
    count(sql`SELECT count(*) AS n FROM ((${a} EXCEPT ${b}) UNION ALL (${b} EXCEPT ${a})) x`);
  // providers.search_facets (migration 0026): what provider_search_facets() computes from the services.
  const facets = count(sql`SELECT count(*) AS n FROM providers p WHERE p.search_facets IS DISTINCT FROM provider_search_facets(p.id)`);
  return {
    facets: await facets,
    words: await diff(words, kept),
    intro: await diff(intro, keptIntro),
    names: await diff(names, keptNames),
    wordRows: await count(sql`SELECT count(*) AS n FROM provider_search_words`),
  };
}

async function expectInStep() {
  const d = await differences();
  expect({ facets: d.facets, words: d.words, intro: d.intro, names: d.names }).toEqual({ facets: 0, words: 0, intro: 0, names: 0 });
  expect(d.wordRows).toBeGreaterThan(0);
}

const byFacet = (facets: FacetCount[]) => [...facets].sort((a, b) => a.facet - b.facet);

/** The full-text plan (today's statement), whatever the per-word rows could answer. */
async function viaDocuments(text: SearchText, range: { limit: number; offset: number }, f: ResolvedFilters = NO_FILTERS): Promise<RawSearchResult> {
  const [row] = await queryRows<{ total: number; ids: number[] | string; facets: FacetCount[] | string }>(t.app.db, textSearchSql(text, f, range));
  const parse = <T,>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  const total = Number(row?.total ?? 0);
  return {
    ids: parse(row?.ids ?? []).map(Number),
    total: Math.min(total, 10_000),
    capped: total > 10_000,
    facets: parse(row?.facets ?? []).map((c) => ({ facet: Number(c.facet), count: Number(c.count) })),
  };
}

async function text(q: string): Promise<SearchText> {
  const catalogue = await getSearchCatalogue(t.app.db);
  const prepared = prepareSearchText(catalogue.vocabulary, q);
  if (!prepared) throw new Error(`nothing to search in ${q}`);
  return prepared;
}

beforeAll(async () => {
  t = await createTestApp();
  const districts = await Promise.all(
    [UBIGEO.miraflores, UBIGEO.barranco, UBIGEO.arequipaDistrict, UBIGEO.cuscoDistrict].map(async (code) => (await locationByCode(t.app, code)).id),
  );
  const services = await serviceIdsBySlug(t.app, ['fotografia-y-video', 'catering', 'mariachis']);
  // 600 providers in one statement: five surnames (one with accents, one with ñ), four suffixes,
  // three prefixes, qualities that tie, a few unlisted, and "Condori" only in some introductions.
  await t.app.db.execute(sql`
    INSERT INTO providers (company_name, slug, introductory_text, location_id, reviews_score, reviews_number, plan, unlinked_at)
    SELECT (ARRAY['Estudio', 'Sabores', 'Show'])[1 + i % 3] || ' ' ||
           (ARRAY['Quispe', 'Mamani', 'Palacios', 'Huamán', 'Ñañez'])[1 + (i / 3) % 5] ||
           (ARRAY['', ' Express', ' Premium', ' del Sur'])[1 + (i / 15) % 4],
           'palabras-' || i,
           CASE WHEN i % 11 = 0 THEN 'Trabajamos con la familia Condori en cada evento.' ELSE 'Atendemos bodas y quinceañeros.' END,
           (${sql.raw(`ARRAY[${districts.join(',')}]`)})[1 + (i / 7) % 4],
           CASE WHEN i % 9 = 0 THEN 0 ELSE 3 + (i % 5) / 2.0 END, i % 4, CASE WHEN i % 6 = 0 THEN 'business' ELSE 'basic' END,
           CASE WHEN i % 50 = 0 THEN now() END
    FROM generate_series(1, 600) AS i`);
  await t.app.db.execute(sql`
    INSERT INTO provider_service_types (provider_id, service_type_id)
    SELECT p.id, s FROM providers p, LATERAL (VALUES
      ((${sql.raw(`ARRAY[${services.join(',')}]`)})[1 + p.id % 3]),
      (CASE WHEN p.id % 4 = 0 THEN ${services[2]}::int END)) v(s)
    WHERE p.slug LIKE 'palabras-%' AND s IS NOT NULL
    ON CONFLICT DO NOTHING`);
  forgetSearchCatalogue(t.app.db);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('provider_search_words, provider_search_intro_words and provider_name_words', () => {
  it('equal a recomputation after a bulk insert and its services', async () => {
    await expectInStep();
    expect(await count(sql`SELECT count(*) AS n FROM provider_search_words WHERE lexeme = 'quisp' AND in_name`)).toBeGreaterThan(100);
    expect(await count(sql`SELECT providers AS n FROM provider_search_intro_words WHERE lexeme = 'condori'`)).toBeGreaterThan(0);
  });

  it('follow renames, service, group, quality and place changes, unlisting, relisting and deletes', async () => {
    const p = await createProvider(t.app, {
      company_name: 'Zafiro Eventos',
      services: ['catering'],
      district: UBIGEO.miraflores,
      introductory_text: 'Banquetes.',
    });
    await expectInStep();
    const [photo] = await serviceIdsBySlug(t.app, ['fotografia-y-video']);
    const cusco = (await locationByCode(t.app, UBIGEO.cuscoDistrict)).id;
    const writes = [
      sql`UPDATE providers SET company_name = 'Esmeralda Banquetes' WHERE id = ${p.id}`,
      sql`INSERT INTO provider_service_types (provider_id, service_type_id) VALUES (${p.id}, ${photo})`,
      sql`DELETE FROM provider_service_types WHERE provider_id = ${p.id} AND service_type_id = ${photo}`,
      // A service type moved to another group changes the facets of every provider offering it.
      sql`UPDATE service_types SET "group" = 'planning' WHERE id = ${photo}`,
      sql`UPDATE service_types SET "group" = 'audiovisual' WHERE id = ${photo}`,
      sql`UPDATE providers SET reviews_score = 4.9, reviews_number = 12 WHERE id = ${p.id}`,
      sql`UPDATE providers SET location_id = ${cusco} WHERE id = ${p.id}`,
      sql`UPDATE providers SET introductory_text = 'Esmeralda y Condori.' WHERE id = ${p.id}`,
      sql`UPDATE providers SET unlinked_at = now() WHERE id = ${p.id}`,
      sql`UPDATE providers SET unlinked_at = NULL WHERE id = ${p.id}`,
      sql`UPDATE providers SET company_name = company_name || ' Perú' WHERE slug LIKE 'palabras-1%'`,
      sql`DELETE FROM providers WHERE id = ${p.id}`,
      sql`DELETE FROM providers WHERE slug LIKE 'palabras-2%'`,
    ];
    for (const write of writes) {
      await t.app.db.execute(write);
      await expectInStep();
    }
    expect(await count(sql`SELECT count(*) AS n FROM provider_name_words WHERE word = 'esmeralda' AND providers > 0`)).toBe(0);
  });

  it('give the same company-name vocabulary as the scan of all names', async () => {
    const scanned = await queryRows<{ w: string }>(
      t.app.db,
      sql`SELECT DISTINCT w FROM providers p, regexp_split_to_table(f_unaccent(lower(p.company_name)), '[^a-z0-9]+') w
          WHERE p.unlinked_at IS NULL AND length(w) >= 4`,
    );
    const words = await companyNameWords(t.app.db);
    expect([...words].sort()).toEqual(scanned.map((r) => r.w).sort());
    expect(words).toContain('quispe');
    expect(words).toContain('nanez');
  });
});

describe("the full-text plan's facets", () => {
  it("follow a provider's services and a service type's group", async () => {
    const p = await createProvider(t.app, {
      company_name: 'Ópalo Celebraciones',
      services: ['catering'],
      district: UBIGEO.barranco,
      introductory_text: 'Banquetes.',
    });
    const [catering, photo] = await serviceIdsBySlug(t.app, ['catering', 'fotografia-y-video']);
    const searched = await text('opalo');
    const range = { limit: 10, offset: 0 };
    const facetsOf = async (f: ResolvedFilters = NO_FILTERS) => {
      const r = await viaDocuments(searched, range, f);
      expect(r.ids).toEqual([p.id]);
      return byFacet(r.facets);
    };
    const catalogue = await getSearchCatalogue(t.app.db);
    const feeding = catalogue.groupInfo.get('feeding')?.facet;
    const audiovisual = catalogue.groupInfo.get('audiovisual')?.facet;
    const planning = catalogue.groupInfo.get('planning')?.facet;
    expect([feeding, audiovisual, planning]).not.toContain(undefined);
    const row = (facet: number | undefined) => ({ facet: facet!, count: 1 });
    expect(await facetsOf()).toEqual(byFacet([row(catering), row(feeding)]));
    await t.app.db.execute(sql`INSERT INTO provider_service_types (provider_id, service_type_id) VALUES (${p.id}, ${photo})`);
    expect(await facetsOf()).toEqual(byFacet([row(catering), row(photo), row(feeding), row(audiovisual)]));
    // A filter on the new service or its group finds it (the condition reads the same facets).
    expect(await facetsOf({ facet: photo!, place: null })).toEqual(byFacet([row(catering), row(photo), row(feeding), row(audiovisual)]));
    expect(await facetsOf({ facet: audiovisual!, place: null })).toHaveLength(4);
    await t.app.db.execute(sql`DELETE FROM provider_service_types WHERE provider_id = ${p.id} AND service_type_id = ${catering}`);
    expect(await facetsOf()).toEqual(byFacet([row(photo), row(audiovisual)]));
    expect((await viaDocuments(searched, range, { facet: catering!, place: null })).ids).toEqual([]);
    await t.app.db.execute(sql`UPDATE service_types SET "group" = 'planning' WHERE id = ${photo}`);
    try {
      expect(await facetsOf()).toEqual(byFacet([row(photo), row(planning)]));
      expect((await viaDocuments(searched, range, { facet: audiovisual!, place: null })).ids).toEqual([]);
    } finally {
      await t.app.db.execute(sql`UPDATE service_types SET "group" = 'audiovisual' WHERE id = ${photo}`);
    }
    expect(await facetsOf()).toEqual(byFacet([row(photo), row(audiovisual)]));
    await t.app.db.execute(sql`DELETE FROM providers WHERE id = ${p.id}`);
    await expectInStep();
  });
});

describe('text search over the per-word rows', () => {
  const cases: Array<{ q: string; offset?: number; limit?: number }> = [
    { q: 'quispe' },
    { q: 'Quispe', offset: 10 },
    { q: 'quispe', offset: 60, limit: 20 },
    { q: 'mamani express' },
    { q: 'mamani express', offset: 10 },
    { q: 'palacioz premium' },
    { q: 'Huamán' },
    { q: 'huaman del sur' },
    { q: 'ñañez' },
    { q: 'express' },
    { q: 'estudio' },
    { q: 'miraflores' },
    { q: 'fotografia' },
    { q: 'premium quispe', offset: 5 },
  ];
  it.each(cases)('$q (offset $offset) gives what the full-text plan gives', async ({ q, offset = 0, limit = 10 }) => {
    forgetSearchCatalogue(t.app.db);
    const searched = await text(q);
    const range = { limit, offset };
    // The per-word rows answer it…
    expect(await wordsSearchStatement(t.app.db, searched, NO_FILTERS, range)).not.toBeNull();
    const words = await searchByText(t.app.db, searched, NO_FILTERS, range);
    const documents = await viaDocuments(searched, range);
    // …with the same page, total and facet counts.
    expect(words.total).toBeGreaterThan(0);
    expect(words.ids).toEqual(documents.ids);
    expect(words.total).toBe(documents.total);
    expect(words.capped).toBe(documents.capped);
    expect(byFacet(words.facets)).toEqual(byFacet(documents.facets));
  });

  // Place and category/service filters (migration 0018): the rows carry the provider's places and facets.
  type Place = { column: 'department_id' | 'province_id' | 'location_id'; code: string };
  const LIMA: Place = { column: 'department_id', code: UBIGEO.lima };
  const LIMA_PROVINCE: Place = { column: 'province_id', code: UBIGEO.limaProvince };
  const MIRAFLORES: Place = { column: 'location_id', code: UBIGEO.miraflores };
  const CUSCO_DISTRICT: Place = { column: 'location_id', code: UBIGEO.cuscoDistrict };
  const AREQUIPA: Place = { column: 'department_id', code: UBIGEO.arequipa };
  const filtered: Array<{ q: string; place?: Place; service?: string; group?: string; offset?: number; limit?: number }> = [
    { q: 'quispe', place: LIMA },
    { q: 'quispe', place: LIMA, offset: 10, limit: 20 },
    { q: 'quispe', place: MIRAFLORES },
    { q: 'quispe', place: CUSCO_DISTRICT, service: 'catering' },
    { q: 'mamani', place: AREQUIPA, group: 'animation' },
    { q: 'estudio', group: 'animation' },
    { q: 'estudio', service: 'mariachis', offset: 10 },
    { q: 'mamani express', place: LIMA_PROVINCE },
    { q: 'mamani express', service: 'catering' },
    { q: 'palacioz premium', place: LIMA, group: 'audiovisual' },
    { q: 'huaman del sur', place: MIRAFLORES, service: 'fotografia-y-video' },
    { q: 'ñañez', group: 'animation', offset: 3 },
    { q: 'premium quispe', place: MIRAFLORES },
    { q: 'quispe', place: CUSCO_DISTRICT, service: 'mariachis', offset: 500 },
  ];
  it.each(filtered)('$q with place $place.code, service $service, category $group (offset $offset) gives what the full-text plan gives', async ({ q, place, service, group, offset = 0, limit = 10 }) => {
    forgetSearchCatalogue(t.app.db);
    const catalogue = await getSearchCatalogue(t.app.db);
    const facet = service ? catalogue.serviceBySlug.get(service)?.id : group ? catalogue.groupInfo.get(group)?.facet : 0;
    if (facet === undefined) throw new Error(`unknown facet ${service ?? group}`);
    const f: ResolvedFilters = { facet, place: place ? { column: place.column, id: (await locationByCode(t.app, place.code)).id } : null };
    const searched = await text(q);
    const range = { limit, offset };
    expect(await wordsSearchStatement(t.app.db, searched, f, range)).not.toBeNull();
    const words = await searchByText(t.app.db, searched, f, range);
    const documents = await viaDocuments(searched, range, f);
    expect(words.ids).toEqual(documents.ids);
    expect(words.total).toBe(documents.total);
    expect(words.capped).toBe(documents.capped);
    expect(byFacet(words.facets)).toEqual(byFacet(documents.facets));
    // The filters matter: not the unfiltered answer (offset 500 is past every match).
    if (offset < 500) {
      expect(words.total).toBeGreaterThan(0);
      expect(words.total).toBeLessThan((await viaDocuments(searched, range)).total);
    } else {
      expect(words.ids).toEqual([]);
    }
  });

  it('corrects a misspelt company name (typed and corrected words together)', async () => {
    const searched = await text('palacioz premium');
    expect(searched.corrected).toBe('palacios premium');
  });

  it('leaves to the full-text plan a word some provider has only in its introduction, and phrase, OR and 3-word searches', async () => {
    const intro = await text('condori');
    expect(await wordsSearchStatement(t.app.db, intro, NO_FILTERS, { limit: 10, offset: 0 })).toBeNull();
    const result = await searchByText(t.app.db, intro, NO_FILTERS, { limit: 10, offset: 0 });
    expect(result.total).toBe((await viaDocuments(intro, { limit: 10, offset: 0 })).total);
    expect(result.total).toBeGreaterThan(0);
    const quispe = await text('quispe');
    // Filters alone no longer send a search to the full-text plan (migration 0018); an introduction word still does.
    expect(await wordsSearchStatement(t.app.db, quispe, { facet: -1, place: null }, { limit: 10, offset: 0 })).not.toBeNull();
    expect(await wordsSearchStatement(t.app.db, intro, { facet: -1, place: null }, { limit: 10, offset: 0 })).toBeNull();
    expect(await wordsSearchStatement(t.app.db, await text('"quispe express"'), NO_FILTERS, { limit: 10, offset: 0 })).toBeNull();
    expect(await wordsSearchStatement(t.app.db, await text('quispe mamani express'), NO_FILTERS, { limit: 10, offset: 0 })).toBeNull();
    // "or" is websearch_to_tsquery's OR (alone at either end it is dropped), not a word to AND.
    for (const q of ['quispe or', 'or quispe', 'Quispe OR mamani']) {
      expect(await wordsSearchStatement(t.app.db, await text(q), NO_FILTERS, { limit: 10, offset: 0 }), q).toBeNull();
    }
    expect(await wordsSearchStatement(t.app.db, await text('quispe oro'), NO_FILTERS, { limit: 10, offset: 0 })).not.toBeNull();
  });
});

// The full-text plan's pages when more match than it counts (the capped branch: first tier, then
// the rest, each in quality order) equal a sort of ALL the matches. A small cap puts these 600
// providers in that branch; the first tier is read from the per-word rows for plain words (ADR
// 398) or from the providers in quality order, and both must give the reference's pages.
describe('the full-text plan beyond its count', () => {
  const CAP = 12;
  type Case = { q: string; place?: 'lima' | 'miraflores'; service?: string; offsets?: number[]; limit?: number };
  const cases: Case[] = [
    { q: 'quispe', offsets: [0, 10, 30, 80] },
    { q: 'mamani express', offsets: [0, 5, 12] },
    // Typed and corrected: two variants of the first tier.
    { q: 'palacioz premium', offsets: [0, 7, 15] },
    { q: 'premium quispe', offsets: [0, 4] },
    { q: 'huaman del sur', offsets: [0, 3] },
    // No company name holds both words ("bodas" is in the introductions): an empty first tier.
    { q: 'quispe bodas', offsets: [0, 10, 40] },
    { q: 'estudio bodas', offsets: [0, 20, 60], limit: 20 },
    // Filters on the per-word rows' included columns.
    { q: 'estudio', place: 'miraflores', offsets: [0, 10] },
    { q: 'mamani', service: 'catering', offsets: [0, 6] },
    { q: 'sabores bodas', place: 'lima', service: 'catering', offsets: [0, 5] },
  ];

  async function filtersOf(c: Case): Promise<ResolvedFilters> {
    const catalogue = await getSearchCatalogue(t.app.db);
    const facet = c.service ? catalogue.serviceBySlug.get(c.service)?.id : 0;
    if (facet === undefined) throw new Error(`unknown service ${c.service}`);
    if (!c.place) return { facet, place: null };
    const place = c.place === 'lima'
      ? { column: 'department_id' as const, id: (await locationByCode(t.app, UBIGEO.lima)).id }
      : { column: 'location_id' as const, id: (await locationByCode(t.app, UBIGEO.miraflores)).id };
    return { facet, place };
  }

  /** Every match sorted as the ranking says: all the company-name matches first, then quality, then id. */
  async function reference(searched: SearchText, f: ResolvedFilters, range: { limit: number; offset: number }) {
    const tsq = textTsquery(searched);
    const named = nameTsquery(searched);
    const place = f.place ? sql`AND p.${sql.identifier(f.place.column)} = ${f.place.id}` : sql``;
    const facet = f.facet !== 0 ? sql`AND ${f.facet}::int = ANY (p.search_facets)` : sql``;
    const rows = await queryRows<{ id: number; n: number }>(
      t.app.db,
      sql`SELECT id, count(*) OVER ()::int AS n FROM providers p WHERE p.unlinked_at IS NULL ${place} ${facet} AND p.search_document @@ ${tsq}
          ORDER BY (p.search_document @@ ${named}) DESC, p.search_quality DESC, p.id`,
    );
    return { ids: rows.slice(range.offset, range.offset + range.limit).map((r) => Number(r.id)), total: Number(rows[0]?.n ?? 0) };
  }

  it.each(cases)('$q (place $place, service $service) gives the pages of a sort of all its matches', async (c) => {
    forgetSearchCatalogue(t.app.db);
    const searched = await text(c.q);
    const f = await filtersOf(c);
    const lexemes = await textLexemes(t.app.db, searched);
    expect(lexemes?.variants.length).toBeGreaterThan(0);
    if (c.q === 'palacioz premium') expect(lexemes?.variants).toHaveLength(2);
    for (const offset of c.offsets ?? [0]) {
      const range = { limit: c.limit ?? 10, offset };
      const expected = await reference(searched, f, range);
      // Enough matches to be beyond the cap.
      expect(expected.total).toBeGreaterThanOrEqual(CAP);
      for (const nameLexemes of [lexemes?.variants, null]) {
        const [row] = await queryRows<{ total: number; ids: number[] | string }>(t.app.db, textSearchSql(searched, f, range, { nameLexemes, cap: CAP }));
        const ids = (typeof row?.ids === 'string' ? (JSON.parse(row.ids) as number[]) : (row?.ids ?? [])).map(Number);
        expect({ q: c.q, offset, tier: nameLexemes ? 'words' : 'providers', ids }).toEqual({ q: c.q, offset, tier: nameLexemes ? 'words' : 'providers', ids: expected.ids });
        expect(Number(row?.total)).toBe(CAP);
      }
    }
  });

  it('the engine reads the first tier from the per-word rows for plain words only', async () => {
    const range = { limit: 10, offset: 0 };
    // Two lexemes, one of them only in introductions: the full-text plan, with the per-word first tier.
    const plain = await textSearchStatement(t.app.db, await text('quispe bodas'), NO_FILTERS, range);
    expect(plain.plan).toBe('full text');
    const built = (s: typeof plain.statement) => new PgDialect().sqlToQuery(s).sql;
    expect(built(plain.statement)).toContain('provider_search_words');
    // A phrase is not plain words: the first tier comes from the providers.
    const phrase = await textSearchStatement(t.app.db, await text('"quispe express"'), NO_FILTERS, range);
    expect(phrase.plan).toBe('full text');
    expect(built(phrase.statement)).not.toContain('provider_search_words');
    // One lexeme that the per-word rows answer: their plan.
    expect((await textSearchStatement(t.app.db, await text('quispe'), NO_FILTERS, range)).plan).toBe('words');
  });
});
