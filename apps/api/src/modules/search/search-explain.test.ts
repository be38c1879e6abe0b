// Every main search path stays on an index: EXPLAIN (FORMAT JSON) of the statements the real
// repository functions run — provider text search, filters, cards, media search, keywords and the
// provider by slug — with enable_seqscan = off, asserting the expected index names and no
// sequential scan of the big tables. (bench/search-load.mjs shows the plans on 100,000 providers.)
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/helper';
import { findProviderBySlug } from '../providers';
import { searchKeywords } from './keywords.repository';
import { loadProviderCards } from './provider-cards.repository';
import { searchMediaIds } from './search-media.repository';
import { getSearchCatalogue } from './search-catalogue';
import { facetCountsAt, searchByFilters, searchByText, type ResolvedFilters } from './search-providers.repository';
import { prepareSearchText } from './search-text';
import { resolveFilters } from './search.service';
import { explainStatements, indexesUsed, seqScanned, type PlanNode } from './testing/explain';
import { albumOf, locationByCode, UBIGEO } from './testing/search-fixtures';
import { seedSearchDataset, type SearchDataset } from './testing/search-dataset';

const BIG_TABLES = ['providers', 'provider_search_entries', 'provider_service_types', 'media', 'media_service_types', 'keywords', 'albums'];
const page = { limit: 10, offset: 0 };
const PST = /^provider_service_types_(pkey|service_idx)$/;

let t: TestApp;
let ds: SearchDataset;
let lima = 0;
beforeAll(async () => {
  t = await createTestApp();
  ds = await seedSearchDataset(t.app);
  lima = (await locationByCode(t.app, UBIGEO.lima)).id;
  // Enough media that the planner weighs the indexes as it does at scale (then ANALYZE).
  const gallery = (await albumOf(t.app, ds.luzDeLuna.id, 'gallery')).id;
  await t.app.db.execute(sql`
    INSERT INTO media (album_id, provider_id, media_type, mime_type, seo_filename, description, path, created_at)
    SELECT ${gallery}, ${ds.luzDeLuna.id}, 'photo', 'image/jpeg',
           (ARRAY['Boda en la playa', 'Cumpleaños infantil', 'Cena de gala', 'Quinceañero'])[1 + i % 4], 'Foto ' || i,
           'media/x/' || i || '-hq.jpg', now() - make_interval(mins => i)
    FROM generate_series(1, 3000) AS i`);
  await t.app.db.execute(sql`ANALYZE`);
});
afterAll(async () => {
  await t?.close();
});

async function plans(work: Parameters<typeof explainStatements>[1]): Promise<PlanNode[]> {
  const statements = await explainStatements(t.database, work);
  expect(statements.length).toBeGreaterThan(0);
  return statements.flat();
}

/** Each expected entry (an index name, or a pattern of acceptable ones) is used somewhere. */
function expectOnIndexes(nodes: PlanNode[], expected: Array<string | RegExp>) {
  const used = [...indexesUsed(nodes)];
  for (const name of expected) {
    const ok = typeof name === 'string' ? used.includes(name) : used.some((u) => name.test(u));
    expect(ok, `${String(name)} in ${used.join(', ')}`).toBe(true);
  }
  const seq = [...seqScanned(nodes)].filter((r) => BIG_TABLES.includes(r));
  expect(seq, 'sequential scans of big tables').toEqual([]);
}

async function providerSearch(q: string | undefined, filters: { c?: string; s?: string; d?: number; p?: number; l?: number }) {
  const catalogue = await getSearchCatalogue(t.app.db);
  const text = prepareSearchText(catalogue.vocabulary, q);
  const resolved = resolveFilters(catalogue, filters) as ResolvedFilters;
  return plans((db) => (text ? searchByText(db, text, resolved, page) : searchByFilters(db, resolved, page)));
}

describe('EXPLAIN: every main path uses an index', () => {
  it('provider text search of plain words without filters: the per-word rows (index-only) after the introduction check', async () => {
    // On these few rows the planner may read the covering primary key (ADR 342) instead of the rank
    // index; at scale the ordered page comes from the rank index (bench/search-explain.ts).
    const nodes = await providerSearch('lima', {});
    expectOnIndexes(nodes, ['provider_search_intro_words_pkey', /^provider_search_words_(pkey|rank_idx)$/]);
    // Two words: the full-text plan's GIN intersection (ADR 385), not a merge of two per-word ranges;
    // the per-word rows (index-only) only for the first tier when more match than are counted (ADR 398).
    const two = await providerSearch('luna estudio', {});
    expectOnIndexes(two, ['provider_search_intro_words_pkey', /^providers_search_(document|quality)_idx$/]);
    const words = two.filter((n) => n['Index Name']?.startsWith('provider_search_words'));
    expect(words.every((n) => n['Node Type'] === 'Index Only Scan'), JSON.stringify(words)).toBe(true);
  });

  it('provider text search otherwise: full text (GIN), facets from the matched rows (no entry read)', async () => {
    // On a few rows the planner may walk providers_search_quality_idx instead (as it does for common
    // words at scale); never a sequential scan.
    const phrase = await providerSearch('"luna estudio"', {});
    expectOnIndexes(phrase, [/^providers_search_(document|quality)_idx$/]);
    // The facets are providers.search_facets (migration 0026): no probe of provider_search_entries,
    // with or without a category filter.
    expect([...indexesUsed(phrase)].filter((name) => name.startsWith('provider_search_entries'))).toEqual([]);
    expect([...indexesUsed(await providerSearch('"luna estudio"', { c: 'audiovisual' }))].filter((name) => name.startsWith('provider_search_entries'))).toEqual([]);
    // 'sazón' is only in an introduction (of another provider than Sazón Mistiana).
    expectOnIndexes(await providerSearch('sazon mistiano', {}), [/^providers_search_(document|quality)_idx$/]);
  });

  it('a typo adds the corrected word to the same search', async () => {
    expect(prepareSearchText((await getSearchCatalogue(t.app.db)).vocabulary, 'miraflorez')?.corrected).toBe('miraflores');
    expectOnIndexes(await providerSearch('miraflorez', {}), [/^provider_search_words_(pkey|rank_idx)$/]);
    // With a category too (migration 0018: the filter reads the rank index's included columns).
    expectOnIndexes(await providerSearch('miraflorez', { c: 'feeding' }), [/^provider_search_words_(pkey|rank_idx)$/]);
  });

  it('filters without text: an index-only range of the search entries, the total by primary key, the facets by place', async () => {
    const byDepartment = await providerSearch(undefined, { d: lima });
    // The facets of the place: provider_search_counts_place_idx (ADR 341), not the whole primary key.
    expectOnIndexes(byDepartment, ['provider_search_entries_department_idx', 'provider_search_counts_pkey', 'provider_search_counts_place_idx']);
    expectOnIndexes(await plans((db) => facetCountsAt(db, 0)), ['provider_search_counts_place_idx']);
    expectOnIndexes(await providerSearch(undefined, { s: 'catering' }), ['provider_search_entries_all_idx']);
    expectOnIndexes(await providerSearch(undefined, { l: ds.solDeJalisco.location_id! }), ['provider_search_entries_location_idx']);
    expectOnIndexes(await providerSearch(undefined, { c: 'feeding', p: (await locationByCode(t.app, UBIGEO.limaProvince)).id }), [
      'provider_search_entries_province_idx',
    ]);
    expectOnIndexes(await providerSearch(undefined, {}), ['provider_search_entries_all_idx']);
  });

  it('text and filters combined: the per-word rows, filtered on the included columns', async () => {
    const nodes = await providerSearch('mariachis', { c: 'animation', d: lima });
    expectOnIndexes(nodes, ['provider_search_intro_words_pkey', /^provider_search_words_(pkey|rank_idx)$/]);
    // Full text when a word is only in some introduction, with the filters.
    expectOnIndexes(await providerSearch('sazon mistiano', { d: lima }), [/^providers_(search_document|department_id|search_quality)_idx$/]);
  });

  it("provider cards of a page: primary keys, and the cover as its album's first photo by primary key", async () => {
    const ids = [ds.saboresDelPeru.id, ds.luzDeLuna.id, ds.solDeJalisco.id];
    expect((await loadProviderCards(t.app.db, t.storage, ids)).map((c) => c.id)).toEqual(ids);
    // The cards are read by provider_search_cards() (ADR 392): its statement, with these ids.
    const [fn] = await queryRows<{ body: string }>(t.app.db, sql`SELECT prosrc AS body FROM pg_proc WHERE proname = 'provider_search_cards'`);
    const statement = /RETURN \(([\s\S]*)\);\s*END/.exec(fn?.body ?? '')?.[1]?.replace(/\bpage_ids\b/g, `'${JSON.stringify(ids)}'::json`);
    expect(statement).toContain('FROM json_array_elements_text');
    const nodes = await plans((db) => db.execute(sql.raw(statement!)));
    // ADR 391: the provider's albums (their first photo), then that photo by its primary key; no
    // album's media read in order.
    expectOnIndexes(nodes, ['providers_pkey', 'albums_provider_kind_key', 'media_pkey', PST]);
    expect([...indexesUsed(nodes)]).not.toContain('media_album_sort_idx');
  });

  it('media search: text and newest first (media_gallery_search_idx, media_gallery_provider_idx, media_gallery_recent_idx)', async () => {
    const text = prepareSearchText((await getSearchCatalogue(t.app.db)).vocabulary, 'boda');
    // ADR 356: the media text of the media the search can show only; ADR 375: the media of the
    // matching providers by provider, and without text the newest, of those media only. (On this
    // small set the planner may read the matching providers and their media from the wider indexes;
    // at 1,000,000 providers it takes the partial ones: bench/README.md, session 14, h4.)
    expectOnIndexes(await plans((db) => searchMediaIds(db, text, {}, page)), [
      'media_gallery_search_idx',
      /^providers_(media_search|business)_idx$/,
      /^media_(gallery_)?provider_idx$/,
    ]);
    expectOnIndexes(await plans((db) => searchMediaIds(db, null, {}, page)), [/^media_(gallery|public)_recent_idx$/]);
  });

  it('keywords: trigram or priority index; top keywords by priority', async () => {
    const nodes = await plans((db) => searchKeywords(db, { q: 'ari', limit: 10 }));
    expectOnIndexes(nodes, [/^keywords_(description(_search)?_trgm|priority)_idx$/]);
    expectOnIndexes(await plans((db) => searchKeywords(db, { limit: 1000 })), ['keywords_priority_idx']);
  });

  it('provider by slug: the unique slug index', async () => {
    const nodes = await plans((db) => findProviderBySlug(db, ds.huarangos.slug));
    expectOnIndexes(nodes, ['providers_slug_key']);
  });
});
