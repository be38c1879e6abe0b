// The benchmark data set's loader (bench-data.ts) at a small size: interrupted after its provider
// batch and run again, it completes the load; then every search document equals what the 0002
// trigger function computes, and the tables the triggers keep (entries, counts, per-word rows,
// introduction words, company-name words) equal a recomputation from providers. Runs on PGlite and
// on PostgreSQL (TEST_DB=pg).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { queryRows } from '../client';
import { countDocumentMismatches, seedBenchData } from './bench-data';

const PROVIDERS = 240;
const MEDIA = 700;
let t: TestApp;

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(t.app.db, query);
  return Number(row?.n ?? 0);
}

const diff = (a: ReturnType<typeof sql>, b: ReturnType<typeof sql>) =>
  count(sql`SELECT count(*) AS n FROM ((SELECT * FROM (${a}) a EXCEPT ALL SELECT * FROM (${b}) b) UNION ALL (SELECT * FROM (${b}) b EXCEPT ALL SELECT * FROM (${a}) a)) x`);

describe('bench data set loader', () => {
  let first: Awaited<ReturnType<typeof seedBenchData>> | undefined;
  let interrupted: unknown;
  let resumedLog: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const stop = new Error('interrupted');
    try {
      // Interrupted once its provider batch is committed (the log line that follows it).
      first = await seedBenchData(t.app.db, {
        providers: PROVIDERS,
        media: MEDIA,
        log: (m) => {
          if (m.startsWith('proveedores 1–')) throw stop;
        },
      });
    } catch (error) {
      interrupted = error;
    }
    resumedLog = [];
    await seedBenchData(t.app.db, { providers: PROVIDERS, media: MEDIA, log: (m) => resumedLog.push(m) });
  }, 120_000);
  afterAll(async () => t?.close());

  it('resumes an interrupted load without loading its committed batches again', () => {
    expect(first).toBeUndefined();
    expect(interrupted).toBeInstanceOf(Error);
    expect(resumedLog[0]).toBe('Reanudando: 1 lotes de proveedores y 0 de media ya cargados');
    expect(resumedLog.filter((m) => /^proveedores \d/.test(m))).toEqual([]);
    expect(resumedLog.filter((m) => /^media \d/.test(m))).toHaveLength(1);
  });

  it('loads the providers and media asked for, once', async () => {
    expect(await count(sql`SELECT count(*) AS n FROM providers WHERE email LIKE 'bench%@example.com'`)).toBe(PROVIDERS);
    expect(await count(sql`SELECT count(*) AS n FROM media`)).toBe(MEDIA);
    expect(await count(sql`SELECT count(DISTINCT provider_id) AS n FROM media`)).toBe(PROVIDERS);
    const again = await seedBenchData(t.app.db, { providers: PROVIDERS, media: MEDIA });
    expect({ providers: again.providers, media: again.media }).toEqual({ providers: 0, media: 0 });
  });

  it("writes media.gallery_listed as migration 0023's trigger computes it, some true and some false", async () => {
    expect(await count(sql`SELECT count(*) AS n FROM media WHERE gallery_listed IS DISTINCT FROM media_gallery_listed_of(album_id, provider_id)`)).toBe(0);
    expect(await count(sql`SELECT count(*) AS n FROM media WHERE gallery_listed`)).toBeGreaterThan(0);
    expect(await count(sql`SELECT count(*) AS n FROM media WHERE NOT gallery_listed`)).toBeGreaterThan(0);
  });

  it("writes albums.first_photo_id as migration 0027's triggers compute it, on both kinds of album", async () => {
    expect(await count(sql`SELECT count(*) AS n FROM albums WHERE first_photo_id IS DISTINCT FROM album_first_photo(id)`)).toBe(0);
    expect(await count(sql`SELECT count(DISTINCT kind) AS n FROM albums WHERE first_photo_id IS NOT NULL`)).toBe(2);
    expect(await count(sql`SELECT count(*) AS n FROM albums WHERE first_photo_id IS NULL`)).toBeGreaterThan(0);
  });

  it('writes every search document as provider_search_vector() computes it (lexemes and weights)', async () => {
    expect(await countDocumentMismatches(t.app.db, PROVIDERS)).toBe(0);
  });

  it('fills what the triggers keep exactly as a recomputation from providers', async () => {
    const words = sql`SELECT l.lexeme, p.id AS provider_id, 'A' = ANY (l.weights) AS in_name, p.search_quality AS quality,
        provider_search_facets(p.id) AS facets, p.department_id, p.province_id, p.location_id
      FROM providers p, unnest(p.search_document) l WHERE p.unlinked_at IS NULL AND l.weights && ARRAY['A', 'B', 'C']`;
    const keptWords = sql`SELECT lexeme, provider_id, in_name, quality, facets, department_id, province_id, location_id FROM provider_search_words`;
    const intro = sql`SELECT l.lexeme, count(*)::int AS providers FROM providers p, unnest(p.search_document) l
      WHERE p.unlinked_at IS NULL AND NOT (l.weights && ARRAY['A', 'B', 'C']) GROUP BY 1`;
    const keptIntro = sql`SELECT lexeme, providers FROM provider_search_intro_words WHERE providers <> 0`;
    const names = sql`SELECT w AS word, count(*)::int AS providers FROM providers p, company_name_words(p.company_name) w
      WHERE p.unlinked_at IS NULL GROUP BY 1`;
    const keptNames = sql`SELECT word, providers FROM provider_name_words WHERE providers <> 0`;
    const entries = sql`SELECT p.id, 0 AS facet FROM providers p WHERE p.unlinked_at IS NULL
      UNION SELECT p.id, f FROM providers p, unnest(provider_search_facets(p.id)) f WHERE p.unlinked_at IS NULL`;
    const keptEntries = sql`SELECT provider_id, facet FROM provider_search_entries`;
    const counts = sql`SELECT e.facet, v.place AS place_id, count(*)::int AS count FROM provider_search_entries e,
      LATERAL (VALUES (0), (e.department_id), (e.province_id), (e.location_id)) v(place) WHERE v.place IS NOT NULL GROUP BY 1, 2`;
    const keptCounts = sql`SELECT facet, place_id, count FROM provider_search_counts WHERE count <> 0`;
    expect({
      words: await diff(words, keptWords),
      intro: await diff(intro, keptIntro),
      names: await diff(names, keptNames),
      entries: await diff(entries, keptEntries),
      counts: await diff(counts, keptCounts),
    }).toEqual({ words: 0, intro: 0, names: 0, entries: 0, counts: 0 });
    expect(await count(sql`SELECT count(*) AS n FROM provider_search_words`)).toBeGreaterThan(PROVIDERS * 5);
  });

  it('rebuilds the indexes it dropped and drops its lookup tables', async () => {
    expect(await count(sql`SELECT count(*) AS n FROM bench_load_indexes`)).toBe(0);
    const indexes = await queryRows<{ name: string }>(
      t.app.db,
      sql`SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'public' AND indexname IN
          ('provider_search_words_pkey', 'provider_search_words_rank_idx', 'media_search_idx', 'providers_search_document_idx',
           'provider_search_entries_all_idx')`,
    );
    expect(indexes.map((i) => i.name).sort()).toEqual([
      'media_search_idx',
      'provider_search_entries_all_idx',
      'provider_search_words_pkey',
      'provider_search_words_rank_idx',
      'providers_search_document_idx',
    ]);
    expect(await count(sql`SELECT count(*) AS n FROM pg_tables WHERE schemaname = 'public' AND tablename LIKE 'bench_memo%'`)).toBe(0);
  });
});
