// Every main search path stays on an index: EXPLAIN (FORMAT JSON) of the statements the real
// repository functions run — provider text search, filters, cards, media search, keywords and the
// provider by slug — with enable_seqscan = off, asserting the expected index names and no
// sequential scan of the big tables. (bench/search-load.mjs shows the plans on 100,000 providers.)
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { findProviderBySlug } from '../providers/providers.repository';
import { searchKeywords } from './keywords.repository';
import { loadProviderCards } from './provider-cards.repository';
import { searchMediaIds } from './search-media.repository';
import { browseProviderIds, searchProviderIds, type ProviderFilters } from './search-providers.repository';
import { prepareSearchText } from './search-text';
import { explainStatements, indexesUsed, seqScanned, type PlanNode } from './testing/explain';
import { albumOf, locationByCode, UBIGEO } from './testing/search-fixtures';
import { seedSearchDataset, type SearchDataset } from './testing/search-dataset';

const BIG_TABLES = ['providers', 'provider_service_types', 'media', 'media_service_types', 'keywords', 'albums'];
const page = { limit: 10, offset: 0 };
/** The facets read provider_service_types by provider (pkey) or, after ANALYZE on PostgreSQL, by service. */
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

async function providerSearch(q: string | undefined, filters: ProviderFilters) {
  const text = await prepareSearchText(t.app.db, q);
  return plans((db) => searchProviderIds(db, text, filters, page));
}

describe('EXPLAIN: every main path uses an index', () => {
  it('provider text search: full text (GIN), similar names (trigram GIN), facets (pst primary key)', async () => {
    const nodes = await providerSearch('lima', {});
    expectOnIndexes(nodes, ['providers_search_document_idx', 'providers_company_name_trgm_idx', PST]);
  });

  it('a typo adds the corrected words to the same GIN search', async () => {
    const nodes = await providerSearch('catring miraflorez', {});
    expectOnIndexes(nodes, ['providers_search_document_idx', 'providers_company_name_trgm_idx']);
  });

  it('filters without text: location and service indexes', async () => {
    expectOnIndexes(await providerSearch(undefined, { d: lima }), [/^providers_(department_id|rank)_idx$/, PST]);
    const byService = await providerSearch(undefined, { s: 'catering' });
    expectOnIndexes(byService, ['provider_service_types_service_idx', 'service_types_slug_key']);
    const byDistrict = await providerSearch(undefined, { l: ds.solDeJalisco.location_id! });
    expect([...indexesUsed(byDistrict)].some((n) => /providers_(location_id|rank)_idx/.test(n))).toBe(true);
  });

  it('browsing without text or place: rank order straight from providers_rank_idx', async () => {
    expectOnIndexes(await plans((db) => browseProviderIds(db, {}, page)), ['providers_rank_idx']);
    expectOnIndexes(await plans((db) => browseProviderIds(db, { s: 'catering' }, page)), ['provider_service_types_service_idx']);
  });

  it('text and filters combined', async () => {
    const nodes = await providerSearch('mariachis', { c: 'animation', d: lima });
    // The planner starts from whichever is more selective: the words or the department.
    expectOnIndexes(nodes, [/^providers_(search_document|department_id)_idx$/, PST]);
  });

  it('provider cards of a page: primary keys and the media of each provider', async () => {
    const ids = [ds.saboresDelPeru.id, ds.luzDeLuna.id, ds.solDeJalisco.id];
    const nodes = await plans((db) => loadProviderCards(db, t.storage, ids));
    expectOnIndexes(nodes, ['providers_pkey', /^media_(provider|album_sort)_idx$/, PST]);
  });

  it('media search: text and newest first (media_search_idx, media_public_recent_idx)', async () => {
    const text = await prepareSearchText(t.app.db, 'boda');
    expectOnIndexes(await plans((db) => searchMediaIds(db, text, {}, page)), ['media_search_idx']);
    expectOnIndexes(await plans((db) => searchMediaIds(db, null, {}, page)), ['media_public_recent_idx']);
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
