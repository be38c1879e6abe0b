// Large generated data set for the search benchmark (bench/search-load.mjs): N providers spread
// over every department (a third in Lima), 1–3 services each, and M media (photos and YouTube
// videos) in their albums, with likes, reviews scores and plans. Pure SQL (generate_series with
// hashed pseudo-random choices, so every run gives the same rows), in batches; no image files:
// every photo points at the same few placeholder storage keys. The triggers of migration 0002
// maintain search_document, province_id and department_id exactly as for real writes.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRows } from '../client';
import { INTROS, LAST_NAMES } from './data/demo-texts';

export const BENCH_DEFAULTS = { providers: 100_000, media: 500_000 } as const;
const PROVIDER_BATCH = 10_000;
const MEDIA_BATCH = 50_000;
/** Storage keys shared by every bench photo (no files are written). */
export const BENCH_PLACEHOLDERS = 12;

export interface BenchOptions {
  providers?: number;
  media?: number;
  /** Batches loaded at once (one connection each). */
  workers?: number;
  log?: (message: string) => void;
}

export interface BenchResult {
  providers: number;
  media: number;
  ms: number;
}

/** A text[] literal of constant strings (bench constants only, never user input). */
function textArray(values: readonly string[]) {
  return sql.raw(`(ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[])`);
}

const GROUP_ORDER = ['locals', 'feeding', 'audiovisual', 'animation', 'dressing', 'planning', 'setting', 'structures'] as const;

/** Company-name prefixes per service group (the group of the provider's main service). */
const PREFIXES: Record<(typeof GROUP_ORDER)[number], string[]> = {
  locals: ['Salón', 'Hacienda', 'Casa de Campo', 'Club', 'Local', 'Centro de Eventos', 'Jardines', 'Hotel'],
  feeding: ['Catering', 'Bocaditos', 'Sabores', 'Banquetes', 'Delicias', 'Buffet', 'Dulces'],
  audiovisual: ['Fotografía', 'Foto y Video', 'Estudio', 'DJ', 'Sonido', 'Filmaciones', 'Luces'],
  animation: ['Mariachi', 'Orquesta', 'Show', 'Animaciones', 'Hora Loca', 'Grupo', 'Banda'],
  dressing: ['Novias', 'Atelier', 'Boutique', 'Ternos', 'Make Up', 'Glamour'],
  planning: ['Wedding Planner', 'Organización', 'Eventos', 'Producciones', 'Planner'],
  setting: ['Decoraciones', 'Flores', 'Detalles', 'Ambientaciones', 'Globos', 'Arreglos'],
  structures: ['Toldos', 'Carpas', 'Escenarios', 'Estructuras', 'Inflables', 'Tarimas'],
};
const SUFFIXES = ['', '', '', ' Eventos', ' Perú', ' & Asociados', ' Producciones', ' Premium', ' del Sur', ' Express', ' S.A.C.'];
const MEDIA_TITLES = ['Boda', 'Quinceañero', 'Cumpleaños', 'Evento corporativo', 'Bautizo', 'Baby shower', 'Aniversario', 'Fiesta de promoción'];

/** 1-based index into an array of `n` elements from a hash. */
const idx = (hash: string, n: number) => sql.raw(`(1 + (${hash}) % ${n})`);

async function scalar(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number | string | null }>(db, query);
  return Number(row?.n ?? 0);
}

async function insertServices(db: Db, base: number, from: number, to: number): Promise<void> {
  // 1–3 services: the main one (hash h1), sometimes another of any group, sometimes the next one.
  await db.execute(sql`
    WITH st AS MATERIALIZED (SELECT array_agg(id ORDER BY id) AS ids FROM service_types WHERE "group" <> 'coming_soon'),
    g AS (SELECT i, abs(hashint4(i)) AS h1, abs(hashint4(i + 31111111)) AS h5 FROM generate_series(${from}::int, ${to}::int) AS i)
    INSERT INTO provider_service_types (provider_id, service_type_id)
    SELECT DISTINCT ${base} + i, s FROM g, st, LATERAL (VALUES
      (st.ids[1 + h1 % cardinality(st.ids)]),
      (CASE WHEN h5 % 2 = 0 THEN st.ids[1 + (h5 / 2) % cardinality(st.ids)] END),
      (CASE WHEN h5 % 3 = 0 THEN st.ids[1 + (h1 + 1) % cardinality(st.ids)] END)
    ) v(s) WHERE s IS NOT NULL`);
}

/** search_tsvector(x) is accentedHalf(x) || unaccentedHalf(x) (migration 0002). */
const accentedHalf = (x: SQL) => sql`f_unaccent(to_tsvector('spanish'::regconfig, lower(${x}))::text)::tsvector`;
const unaccentedHalf = (x: SQL) => sql`to_tsvector('spanish'::regconfig, f_unaccent(lower(${x})))`;

type Placeholder = 'name' | 'city' | 'services';
/** Literal parts between the placeholders of an introduction template (always INTRO_PARTS of them). */
const INTRO_PARTS = 4;
function introTemplate(group: (typeof GROUP_ORDER)[number]): { literals: string[]; placeholders: Placeholder[] } {
  const template = INTROS[group][0] ?? '';
  const pieces = template.split(/\{(name|city|services)\}/);
  const literals = pieces.filter((_, i) => i % 2 === 0);
  const placeholders = pieces.filter((_, i) => i % 2 === 1) as Placeholder[];
  if (literals.length !== INTRO_PARTS) throw new Error(`Plantilla de introducción inesperada (${group})`);
  return { literals, placeholders };
}

/**
 * The introduction's weight-D document from the memo tables (row aliases mn, mp, sn, ip; c.gi):
 * per half of search_tsvector(), the template's literal parts and the halves of the company name,
 * the city and the main service concatenated in the template's order. Same lexemes and weights as
 * search_tsvector() of the whole introduction (a word never spans a placeholder's boundary); the
 * positions differ (each piece's count restarts after the previous piece's last word).
 */
function introDocument(): SQL {
  const column: Record<Placeholder, string> = { name: 'mn', city: 'mp', services: 'sn' };
  const half = (h: 'a' | 'u', placeholders: Placeholder[]) =>
    [`ip.${h}[1]`, ...placeholders.flatMap((p, i) => [`${column[p]}.intro_${h}`, `ip.${h}[${i + 2}]`])].join(' || ');
  const branches = GROUP_ORDER.map((g, i) => {
    const { placeholders } = introTemplate(g);
    return `WHEN ${i + 1} THEN setweight((${half('a', placeholders)}) || (${half('u', placeholders)}), 'D')`;
  });
  return sql.raw(`(CASE c.gi ${branches.join(' ')} END)`);
}

/**
 * Small lookup tables computed once per run (UNLOGGED, rebuilt on every run, dropped at the end)
 * so that the batches do not recompute the same full-text documents row by row — computing
 * search_tsvector() four times per provider was 90 % of a provider batch:
 *   bench_memo_names    every company name the generator can produce (group × prefix × surname ×
 *                       suffix, 8,800) with its weight-A document and the two halves of
 *                       search_tsvector() of the name (for the introduction);
 *   bench_memo_places   every district with its province, department, city name, weight-C
 *                       document of the three place names and the halves of the city's name;
 *   bench_memo_services every set of services a provider can get (1–3 service types, keyed by the
 *                       sorted ids) with its weight-B document;
 *   bench_memo_service_names, bench_memo_intro_parts  the halves of each service name and of the
 *                       literal parts of each group's introduction template (introDocument).
 * The documents are the same lexemes and weights as provider_search_vector() computes
 * (countDocumentMismatches checks a sample after the load; bench-data.test.ts all of them).
 */
async function prepareMemo(db: Db): Promise<void> {
  const groups = textArray(GROUP_ORDER);
  const prefixes = sql.raw(
    `(ARRAY[${GROUP_ORDER.map((g) => `ARRAY[${PREFIXES[g].slice(0, 5).map((p) => `'${p}'`).join(',')}]`).join(',')}]::text[][])`,
  );
  await db.execute(sql`DROP TABLE IF EXISTS bench_memo_names, bench_memo_places, bench_memo_services, bench_memo_intro_parts, bench_memo_service_names`);
  await db.execute(sql`
    CREATE UNLOGGED TABLE bench_memo_names AS
    SELECT gi, pi, li, si, company, setweight(search_tsvector(company), 'A') AS tsv,
           ${accentedHalf(sql`company`)} AS intro_a, ${unaccentedHalf(sql`company`)} AS intro_u FROM (
      SELECT gi, pi, li, si, ${prefixes}[gi][pi] || ' ' || ${textArray(LAST_NAMES)}[li] || ${textArray(SUFFIXES)}[si] AS company
      FROM generate_series(1, cardinality(${groups})) gi, generate_series(1, 5) pi,
           generate_series(1, ${LAST_NAMES.length}) li, generate_series(1, ${SUFFIXES.length}) si) x`);
  await db.execute(sql`ALTER TABLE bench_memo_names ADD PRIMARY KEY (gi, pi, li, si)`);
  await db.execute(sql`
    CREATE UNLOGGED TABLE bench_memo_places AS
    SELECT l.id AS district_id, l.name AS city, pl.id AS province_id, dl.id AS department_id,
           ${accentedHalf(sql`l.name`)} AS intro_a, ${unaccentedHalf(sql`l.name`)} AS intro_u,
           setweight(search_tsvector(coalesce((SELECT string_agg(x.name, ' ') FROM locations x
             WHERE x.id IN (l.id, pl.id, dl.id)), '') || ' '), 'C') AS tsv
    FROM locations l JOIN locations pl ON pl.id = l.parent_id JOIN locations dl ON dl.id = pl.parent_id
    WHERE l.type = 'district'`);
  await db.execute(sql`ALTER TABLE bench_memo_places ADD PRIMARY KEY (district_id)`);
  // The sets insertServices can produce: main service a, maybe any b, maybe the one after a.
  await db.execute(sql`
    CREATE UNLOGGED TABLE bench_memo_services AS
    WITH st AS (SELECT array_agg(id ORDER BY id) AS ids FROM service_types WHERE "group" <> 'coming_soon'),
    sets AS (
      SELECT DISTINCT (SELECT array_agg(DISTINCT v ORDER BY v) FROM unnest(ARRAY[
               st.ids[1 + a], st.ids[1 + b], CASE WHEN c THEN st.ids[1 + (a + 1) % cardinality(st.ids)] END]) v
             WHERE v IS NOT NULL) AS ids
      FROM st, generate_series(0, cardinality(st.ids) - 1) a,
        (SELECT NULL::int AS b UNION ALL SELECT generate_series(0, (SELECT cardinality(ids) - 1 FROM st))) bs,
        (VALUES (false), (true)) cs(c))
    SELECT sets.ids, setweight(search_tsvector(coalesce((SELECT string_agg(s.type_name || ' ' || s.group_name, ' ' ORDER BY s.id)
             FROM service_types s WHERE s.id = ANY (sets.ids)), '')), 'B') AS tsv
    FROM sets`);
  await db.execute(sql`ALTER TABLE bench_memo_services ADD PRIMARY KEY (ids)`);
  // The introduction's document in pieces: the halves of the service names and of the literal parts
  // of each group's template (introDocument).
  await db.execute(sql`
    CREATE UNLOGGED TABLE bench_memo_service_names AS
    SELECT DISTINCT lower(type_name) AS name, ${accentedHalf(sql`lower(type_name)`)} AS intro_a,
           ${unaccentedHalf(sql`lower(type_name)`)} AS intro_u
    FROM service_types WHERE "group" <> 'coming_soon'`);
  await db.execute(sql`ALTER TABLE bench_memo_service_names ADD PRIMARY KEY (name)`);
  const parts = GROUP_ORDER.map((g) => introTemplate(g).literals);
  await db.execute(sql`
    CREATE UNLOGGED TABLE bench_memo_intro_parts AS
    SELECT gi, array_agg(${accentedHalf(sql`part`)} ORDER BY k) AS a, array_agg(${unaccentedHalf(sql`part`)} ORDER BY k) AS u
    FROM (SELECT gi, k, (${textArray(parts.flat())})[gi * ${INTRO_PARTS} - ${INTRO_PARTS} + k] AS part
          FROM generate_series(1, ${GROUP_ORDER.length}) gi, generate_series(1, ${INTRO_PARTS}) k) x
    GROUP BY gi`);
  await db.execute(sql`ALTER TABLE bench_memo_intro_parts ADD PRIMARY KEY (gi)`);
  await db.execute(sql`ANALYZE bench_memo_names, bench_memo_places, bench_memo_services, bench_memo_service_names, bench_memo_intro_parts`);
}

/**
 * Providers base+from … base+to. Their services are inserted first (triggers and foreign-key checks
 * are off: session_replication_role = replica), so province_id, department_id and search_document
 * are computed here, set-based, exactly as the 0002 triggers would (provider_search_vector row by
 * row costs ~5 ms a provider: 100,000 would take minutes); the name, services and places parts of
 * the document come from the memo tables (prepareMemo), the introduction's from its pieces
 * (introDocument: computing search_tsvector() of each introduction was ≈ half of the statement).
 */
async function insertProviders(db: Db, base: number, from: number, to: number): Promise<void> {
  await insertServices(db, base, from, to);
  const groups = textArray(GROUP_ORDER);
  const intros = sql.raw(
    `(ARRAY[${GROUP_ORDER.map((g) => `'${(INTROS[g][0] ?? '').replace(/'/g, "''")}'`).join(',')}]::text[])`,
  );
  // h1 main service, h2 district, h3 name, h4 score/plan: four independent hashes of i.
  await db.execute(sql`
    WITH st AS MATERIALIZED (
      SELECT array_agg(id ORDER BY id) AS ids, array_agg("group" ORDER BY id) AS groups,
             array_agg(lower(type_name) ORDER BY id) AS names
      FROM service_types WHERE "group" <> 'coming_soon'
    ), d AS MATERIALIZED (
      SELECT array_agg(id ORDER BY id) AS all_ids,
             array_agg(id ORDER BY id) FILTER (WHERE code LIKE '15%') AS lima_ids
      FROM locations WHERE type = 'district'
    ), g AS (
      SELECT i, abs(hashint4(i)) AS h1, abs(hashint4(i + 7777777)) AS h2,
             abs(hashint4(i + 15555555)) AS h3, abs(hashint4(i + 23333333)) AS h4
      FROM generate_series(${from}::int, ${to}::int) AS i
    ), c AS (
      SELECT g.*, st.names[1 + h1 % cardinality(st.ids)] AS main_name,
             array_position(${groups}, st.groups[1 + h1 % cardinality(st.ids)]) AS gi,
             CASE WHEN h2 % 3 = 0 THEN d.lima_ids[1 + (h2 / 3) % cardinality(d.lima_ids)]
                  ELSE d.all_ids[1 + (h2 / 3) % cardinality(d.all_ids)] END AS district_id,
             (SELECT array_agg(pst.service_type_id ORDER BY pst.service_type_id) FROM provider_service_types pst
               WHERE pst.provider_id = ${base} + g.i) AS service_ids,
             -- What the 0026 triggers keep: the facets other than 0, sorted.
             (SELECT coalesce(array_agg(DISTINCT x.f ORDER BY x.f), '{}') FROM provider_service_types pst
               JOIN service_types s ON s.id = pst.service_type_id,
               LATERAL (VALUES (pst.service_type_id), (search_group_facet(s."group"))) x(f)
               WHERE pst.provider_id = ${base} + g.i) AS search_facets
      FROM g, st, d
    ), n AS (
      SELECT c.*, mp.city, mp.province_id, mp.department_id, mn.company, mn.tsv AS name_tsv, mp.tsv AS place_tsv,
             ms.tsv AS service_tsv, ${introDocument()} AS intro_tsv
      FROM c JOIN bench_memo_places mp ON mp.district_id = c.district_id
        JOIN bench_memo_names mn ON (mn.gi, mn.pi, mn.li, mn.si) = (c.gi, ${idx('c.h3', 5)}, ${idx('c.h3 / 5', LAST_NAMES.length)}, ${idx('c.h3 / 200', SUFFIXES.length)})
        LEFT JOIN bench_memo_services ms ON ms.ids = c.service_ids
        JOIN bench_memo_service_names sn ON sn.name = c.main_name
        JOIN bench_memo_intro_parts ip ON ip.gi = c.gi
    ), t AS (
      SELECT n.*, replace(replace(replace(${intros}[gi], '{name}', company), '{city}', city), '{services}', main_name) AS intro
      FROM n
    )
    INSERT INTO providers (id, company_name, slug, introductory_text, plan, location_id, province_id, department_id,
                           reviews_score, reviews_number, likes_count, featured, email, cellphone, search_document,
                           search_quality, search_facets, created_at, updated_at)
    SELECT ${base} + i, company,
           trim(both '-' from regexp_replace(f_unaccent(lower(company)), '[^a-z0-9]+', '-', 'g')) || '-' || i,
           intro,
           CASE WHEN h4 % 5 = 0 THEN 'business' ELSE 'basic' END,
           district_id, province_id, department_id,
           CASE WHEN h4 % 7 = 0 THEN 0 ELSE round((2.5 + (h4 / 7 % 26) / 10.0)::numeric, 1) END,
           CASE WHEN h4 % 7 = 0 THEN 0 ELSE 1 + (h4 / 200) % 60 END,
           (h4 / 13) % 300,
           h4 % 97 = 0,
           'bench' || i || '@example.com', '9' || lpad(((h3 % 100000000))::text, 8, '0'),
           name_tsv || coalesce(service_tsv, setweight(search_tsvector(''), 'B')) || place_tsv
             || intro_tsv,
           search_quality(
             (CASE WHEN h4 % 7 = 0 THEN 0 ELSE round((2.5 + (h4 / 7 % 26) / 10.0)::numeric, 1) END)::real,
             CASE WHEN h4 % 7 = 0 THEN 0 ELSE 1 + (h4 / 200) % 60 END,
             CASE WHEN h4 % 5 = 0 THEN 'business' ELSE 'basic' END, NULL),
           search_facets,
           now() - make_interval(mins => (h1 % 1051200)), now()
    FROM t ORDER BY i`);
  // What the 0014 triggers keep for real writes: one search entry per provider and facet.
  await db.execute(sql`
    INSERT INTO provider_search_entries (provider_id, facet, department_id, province_id, location_id, quality)
    SELECT DISTINCT p.id, f.facet, p.department_id, p.province_id, p.location_id, p.search_quality
    FROM providers p JOIN (
      SELECT ${base} + i AS provider_id, 0 AS facet FROM generate_series(${from}::int, ${to}::int) AS i
      UNION ALL SELECT pst.provider_id, pst.service_type_id FROM provider_service_types pst
        WHERE pst.provider_id BETWEEN ${base + from} AND ${base + to}
      UNION ALL SELECT pst.provider_id, search_group_facet(st."group") FROM provider_service_types pst
        JOIN service_types st ON st.id = pst.service_type_id WHERE pst.provider_id BETWEEN ${base + from} AND ${base + to}
    ) f ON f.provider_id = p.id
    WHERE p.id BETWEEN ${base + from} AND ${base + to}
    ORDER BY 1, 2`);
  // What the 0017/0018 triggers keep for real writes: the per-word rows of the name, services and
  // places (no index on the table during the load: its primary key is built at the end with the
  // other indexes; in lexeme order, byte-wise, so a lexeme's rows of a batch share a few pages).
  // The lexemes found only in introductions and the words of company names are counted once at the
  // end (countAfterLoad): per batch, two workers updated the same few hundred counter rows and waited
  // for each other's commit.
  // The facets are the provider's own (search_facets): no other table is read.
  await db.execute(sql`
    INSERT INTO provider_search_words (lexeme, provider_id, in_name, quality, facets, department_id, province_id, location_id)
    SELECT l.lexeme, p.id, 'A' = ANY (l.weights), p.search_quality, p.search_facets, p.department_id, p.province_id, p.location_id
    FROM providers p, unnest(p.search_document) l
    WHERE p.id BETWEEN ${base + from} AND ${base + to} AND p.unlinked_at IS NULL AND l.weights && ARRAY['A', 'B', 'C']
    ORDER BY l.lexeme COLLATE "C", p.id`);
  await db.execute(sql`
    INSERT INTO albums (provider_id, kind)
    SELECT ${base} + i, k FROM generate_series(${from}::int, ${to}::int) AS i, (VALUES ('gallery'), ('covers')) v(k)`);
}

/**
 * What the 0017 triggers keep per lexeme and per company-name word, counted once over the bench
 * providers, the 0014 counts per facet and place from every entry, and the 0027 first photo of each
 * album: a table each, `workers` of them at once (the largest first), each in the same transaction
 * as its line in bench_load_progress.
 */
async function countAfterLoad(db: Db, base: number, total: number, progress: Map<string, number>, workers: number): Promise<void> {
  const range = sql`p.id BETWEEN ${base + 1} AND ${base + total} AND p.unlinked_at IS NULL`;
  const steps = [
    {
      step: 'intro_words',
      run: () =>
        batch(db, 'intro_words', async (tx) => {
          await tx.execute(sql`
            INSERT INTO provider_search_intro_words AS c (lexeme, providers)
            SELECT l.lexeme, count(*)::integer FROM providers p, unnest(p.search_document) l
            WHERE ${range} AND NOT (l.weights && ARRAY['A', 'B', 'C'])
            GROUP BY 1 ORDER BY 1
            ON CONFLICT (lexeme) DO UPDATE SET providers = c.providers + EXCLUDED.providers`);
        }),
    },
    {
      step: 'name_words',
      run: () =>
        batch(db, 'name_words', async (tx) => {
          await tx.execute(sql`
            INSERT INTO provider_name_words AS c (word, providers)
            SELECT w, count(*)::integer FROM providers p, company_name_words(p.company_name) w
            WHERE ${range}
            GROUP BY 1 ORDER BY 1
            ON CONFLICT (word) DO UPDATE SET providers = c.providers + EXCLUDED.providers`);
        }),
    },
    {
      step: 'counts',
      run: () =>
        batch(db, 'counts', async (tx) => {
          await tx.execute(sql`DELETE FROM provider_search_counts`);
          await tx.execute(sql`
            INSERT INTO provider_search_counts (facet, place_id, count)
            SELECT e.facet, v.place, count(*)::integer FROM provider_search_entries e,
              LATERAL (VALUES (0), (e.department_id), (e.province_id), (e.location_id)) v(place)
            WHERE v.place IS NOT NULL GROUP BY 1, 2`);
        }),
    },
    {
      // What the 0027 triggers keep per album: its first public photo with a file, not in the
      // trash, in (sort_order, id) order. One sort of the bench media (their indexes are not built
      // yet), one write per album that has one.
      step: 'album_photos',
      run: () =>
        batch(db, 'album_photos', async (tx) => {
          await tx.execute(sql`
            UPDATE albums a SET first_photo_id = f.id
            FROM (SELECT DISTINCT ON (m.album_id) m.album_id, m.id FROM media m JOIN albums b ON b.id = m.album_id
                  WHERE m.provider_id BETWEEN ${base + 1} AND ${base + total} AND m.provider_id = b.provider_id
                    AND m.trashed_at IS NULL AND m.media_type = 'photo' AND m.visibility = 'public' AND m.path IS NOT NULL
                  ORDER BY m.album_id, m.sort_order, m.id) f
            WHERE a.id = f.album_id AND a.first_photo_id IS DISTINCT FROM f.id`);
        }),
    },
  ].filter((s) => !progress.has(s.step));
  await runBatches(steps, workers);
}

/**
 * One row per bench provider with what its media need (plan, city, first service), read once
 * instead of a correlated lookup per media row (5,000,000 of them at the largest size).
 */
async function prepareMediaMemo(db: Db, base: number, total: number): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS bench_memo_media`);
  await db.execute(sql`
    CREATE UNLOGGED TABLE bench_memo_media AS
    SELECT p.id AS provider_id, p.plan, l.name AS city, f.service_id, lower(st.type_name) AS service
    FROM providers p LEFT JOIN locations l ON l.id = p.location_id
      LEFT JOIN (SELECT provider_id, min(service_type_id) AS service_id FROM provider_service_types
                 WHERE provider_id BETWEEN ${base + 1} AND ${base + total} GROUP BY provider_id) f ON f.provider_id = p.id
      LEFT JOIN service_types st ON st.id = f.service_id
    WHERE p.id BETWEEN ${base + 1} AND ${base + total}`);
  await db.execute(sql`ALTER TABLE bench_memo_media ADD PRIMARY KEY (provider_id)`);
  await db.execute(sql`ANALYZE bench_memo_media`);
}

async function insertMedia(db: Db, base: number, providers: number, from: number, to: number): Promise<void> {
  const titles = textArray(MEDIA_TITLES);
  // The provider's plan, city and first service come from bench_memo_media (prepareMediaMemo).
  // Media j belongs to provider base + 1 + (j-1) % providers, position k = (j-1) / providers.
  // The media of the batch and, in the same statement, their service tags (media search filters c
  // and s): each one tagged with its provider's first service.
  await db.execute(sql`
    WITH g AS (
      SELECT j, ${base} + 1 + (j - 1) % ${providers} AS pid, (j - 1) / ${providers} AS k,
             abs(hashint4(j + 41111111)) AS h
      FROM generate_series(${from}::int, ${to}::int) AS j
    ), m AS (
      SELECT g.*, pm.plan, pm.city, pm.service, pm.service_id,
             CASE WHEN h % 10 = 0 THEN 'video' ELSE 'photo' END AS mtype,
             'bench/placeholder-' || (h % ${BENCH_PLACEHOLDERS}) AS key
      FROM g JOIN bench_memo_media pm ON pm.provider_id = g.pid
    )
    , inserted AS (
    INSERT INTO media (album_id, provider_id, media_type, mime_type, filename, seo_filename, description, external_id,
                       path, thumbnail, sizes, width, height, size, aspect_ratio, sort_order, featured, top,
                       visibility, likes_count, trashed_at, created_at, updated_at, gallery_listed)
    SELECT a.id, m.pid, m.mtype,
           CASE WHEN mtype = 'video' THEN 'youtube' ELSE 'image/jpeg' END,
           CASE WHEN mtype = 'video' THEN 'https://www.youtube.com/watch?v=bench' || lpad((h % 1000000)::text, 6, '0')
                ELSE key || '-hq.jpg' END,
           ${titles}[1 + h % ${MEDIA_TITLES.length}] || ' en ' || coalesce(city, 'Perú'),
           initcap(coalesce(service, 'evento')) || ' para ' || lower(${titles}[1 + h % ${MEDIA_TITLES.length}]) || ' en ' || coalesce(city, 'Perú'),
           CASE WHEN mtype = 'video' THEN 'bench' || lpad((h % 1000000)::text, 6, '0') END,
           CASE WHEN mtype = 'photo' THEN key || '-hq.jpg' END,
           CASE WHEN mtype = 'photo' THEN key || '-thumbnail.jpg' END,
           CASE WHEN mtype = 'photo' THEN jsonb_build_object(
             'thumbnail', key || '-thumbnail.jpg', 'md', key || '-md.jpg', 'hq', key || '-hq.jpg',
             'webp', jsonb_build_object('thumbnail', key || '-thumbnail.webp', 'md', key || '-md.webp', 'hq', key || '-hq.webp'),
             'widths', jsonb_build_object('thumbnail', 320, 'md', 960, 'hq', 1920)) END,
           CASE WHEN mtype = 'photo' THEN CASE WHEN h % 5 = 0 THEN 1280 ELSE 1920 END END,
           CASE WHEN mtype = 'photo' THEN CASE WHEN h % 5 = 0 THEN 1920 ELSE 1280 END END,
           CASE WHEN mtype = 'photo' THEN 150000 + h % 400000 END,
           CASE WHEN mtype = 'video' THEN 1.7778 WHEN h % 5 = 0 THEN 0.6667 ELSE 1.5 END,
           k, k = 0, k = 1,
           CASE WHEN h % 50 = 0 THEN 'private' ELSE 'public' END,
           (h / 7) % 120,
           CASE WHEN h % 40 = 1 THEN now() END,
           now() - make_interval(mins => (h % 1051200)), now(),
           -- What the trigger of migration 0023 computes (triggers are off here; no bench provider is unlinked).
           a.kind = 'gallery' AND m.plan = 'business'
    FROM m JOIN albums a ON a.provider_id = m.pid
      AND a.kind = CASE WHEN m.k = 0 AND m.plan = 'business' AND m.mtype = 'photo' THEN 'covers' ELSE 'gallery' END
    RETURNING id, provider_id)
    INSERT INTO media_service_types (media_id, service_type_id)
    SELECT i.id, pm.service_id FROM inserted i JOIN bench_memo_media pm ON pm.provider_id = i.provider_id
    WHERE pm.service_id IS NOT NULL
    ON CONFLICT DO NOTHING`);
}

/**
 * Resumable load: every batch commits together with its line in bench_load_progress, so an
 * interrupted run (Ctrl-C, a crash, a full disk) continues with the batches not yet committed when
 * run again with the same options. `workers` batches run at once (PostgreSQL: pass a pool of at
 * least that many connections; PGlite: 1). Refuses (returns zeros) when a complete data set is
 * already there.
 */
export async function seedBenchData(db: Db, options: BenchOptions = {}): Promise<BenchResult> {
  const started = Date.now();
  const total = options.providers ?? BENCH_DEFAULTS.providers;
  const mediaTotal = options.media ?? BENCH_DEFAULTS.media;
  const workers = Math.max(1, options.workers ?? 1);
  const log = options.log ?? (() => undefined);
  await db.execute(sql`CREATE TABLE IF NOT EXISTS bench_load_progress (step text PRIMARY KEY, done integer NOT NULL)`);
  const progress = new Map(
    (await queryRows<{ step: string; done: number }>(db, sql`SELECT step, done FROM bench_load_progress`)).map((r) => [r.step, Number(r.done)]),
  );
  if (progress.get('finished') === 1) {
    log('Ya existen datos de benchmark: no se cargó nada.');
    return { providers: 0, media: 0, ms: Date.now() - started };
  }
  if (!progress.has('base')) {
    if ((await scalar(db, sql`SELECT count(*) AS n FROM providers WHERE email LIKE 'bench%@example.com'`)) > 0) {
      log('Ya existen datos de benchmark (de una carga anterior sin progreso): no se cargó nada.');
      return { providers: 0, media: 0, ms: Date.now() - started };
    }
    const first = await scalar(db, sql`SELECT coalesce(max(id), 0) AS n FROM providers`);
    await db.execute(sql`INSERT INTO bench_load_progress VALUES ('base', ${first}), ('providers_total', ${total}), ('media_total', ${mediaTotal})`);
    progress.set('base', first);
  } else if (progress.get('providers_total') !== total || progress.get('media_total') !== mediaTotal) {
    throw new Error(
      `Carga interrumpida con otras cantidades (--providers=${progress.get('providers_total')} --media=${progress.get('media_total')}): repítela con esas o usa --reset.`,
    );
  } else {
    const done = (prefix: string) => [...progress.keys()].filter((k) => k.startsWith(prefix)).length;
    log(`Reanudando: ${done('providers/')} lotes de proveedores y ${done('media/')} de media ya cargados`);
  }
  const base = progress.get('base') ?? 0;
  await load(db, { base, total, mediaTotal, workers, progress, log, started });
  // Statistics and the visibility map: the caller's VACUUM ANALYZE (bench-cli.ts), once.
  await db.execute(sql`INSERT INTO bench_load_progress VALUES ('finished', 1)`);
  return { providers: total, media: mediaTotal, ms: Date.now() - started };
}

/**
 * Runs one batch with triggers and foreign-key checks off (session_replication_role, local to the
 * transaction) and records it as done in the same transaction.
 */
async function batch(db: Db, step: string, work: (tx: Db) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
    // A batch lost in a crash is not in bench_load_progress either: the next run loads it again.
    await tx.execute(sql`SET LOCAL synchronous_commit = off`);
    await work(tx as unknown as Db);
    await tx.execute(sql`INSERT INTO bench_load_progress VALUES (${step}, 1) ON CONFLICT (step) DO NOTHING`);
  });
}

/** Runs the batches not yet done, `workers` at a time. */
async function runBatches(
  items: Array<{ step: string; run: () => Promise<void> }>,
  workers: number,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as (typeof items)[number];
      next += 1;
      await item.run();
    }
  };
  await Promise.all(Array.from({ length: Math.min(workers, items.length) }, worker));
}

interface LoadPlan {
  base: number;
  total: number;
  mediaTotal: number;
  workers: number;
  progress: Map<string, number>;
  log: (m: string) => void;
  started: number;
}

async function load(db: Db, { base, total, mediaTotal, workers, progress, log, started }: LoadPlan) {
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
  await dropSecondaryIndexes(db);
  await prepareMemo(db);
  log(`tablas auxiliares listas (${elapsed()})`);
  const ranges = (n: number, size: number) =>
    Array.from({ length: Math.ceil(n / size) }, (_, i) => ({ from: i * size + 1, to: Math.min(n, (i + 1) * size) }));
  let done = 0;
  await runBatches(
    ranges(total, PROVIDER_BATCH)
      .filter((r) => !progress.has(`providers/${r.from}`))
      .map((r) => ({
        step: `providers/${r.from}`,
        run: async () => {
          await batch(db, `providers/${r.from}`, (tx) => insertProviders(tx, base, r.from, r.to));
          done += 1;
          log(`proveedores ${r.from}–${r.to} (${done} lotes en esta ejecución, ${elapsed()})`);
        },
      })),
    workers,
  );
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('providers', 'id'), (SELECT max(id) FROM providers))`);
  await prepareMediaMemo(db, base, total);
  log(`proveedores listos; tabla auxiliar de media lista (${elapsed()})`);
  done = 0;
  await runBatches(
    ranges(mediaTotal, MEDIA_BATCH)
      .filter((r) => !progress.has(`media/${r.from}`))
      .map((r) => ({
        step: `media/${r.from}`,
        run: async () => {
          await batch(db, `media/${r.from}`, (tx) => insertMedia(tx, base, total, r.from, r.to));
          done += 1;
          log(`media ${r.from}–${r.to} (${done} lotes en esta ejecución, ${elapsed()})`);
        },
      })),
    workers,
  );
  // The counts the 0014 triggers keep (recomputed from every entry, one pass) and the word counters
  // (countAfterLoad), the three statements on the workers at once.
  await countAfterLoad(db, base, total, progress, workers);
  log(`conteos por faceta y lugar y palabras listos (${elapsed()}); índices…`);
  await recreateSecondaryIndexes(db, workers, (name) => log(`índice ${name} (${elapsed()})`));
  await db.execute(sql`DROP TABLE IF EXISTS bench_memo_names, bench_memo_places, bench_memo_services, bench_memo_intro_parts, bench_memo_service_names, bench_memo_media`);
}

/**
 * Tables whose non-unique indexes are built once after the load instead of row by row — except
 * media_search_idx (KEPT_DURING_LOAD).
 */
const LOADED_TABLES = ['providers', 'provider_service_types', 'provider_search_entries', 'provider_search_words', 'media', 'media_service_types'];
/**
 * Tables whose primary key is also built after the load: nothing reads them while loading and the
 * loader's rows cannot collide. provider_search_words gets ≈ 12 rows per provider inserted all over
 * its (lexeme, provider_id) key: ≈ 12 million rows at 1,000,000 providers, a key far larger than
 * shared_buffers, built once sorted instead (no gain measured at 30,000 providers, where the key
 * fits in memory; not measured at 1,000,000: bench/README.md).
 */
const KEY_AFTER_LOAD = ['provider_search_words'];

/**
 * Kept while loading: the GIN index of media descriptions. Built after the load it is one process
 * computing search_tsvector() of every description (GIN builds are not parallel in PostgreSQL 15):
 * ≈ 13 of the 31 minutes at 1,000,000 providers and 5,000,000 media. Kept, each media batch
 * computes its rows' documents into the index's pending list, on every worker at once.
 */
const KEPT_DURING_LOAD = ['media_search_idx'];

/**
 * Drops the non-unique indexes of the loaded tables (and the primary keys of KEY_AFTER_LOAD),
 * keeping their definitions in bench_load_indexes (an interrupted run rebuilds them at the end of
 * its resumption). Building an index once over a million rows is several times cheaper than
 * maintaining it per row.
 */
async function dropSecondaryIndexes(db: Db): Promise<void> {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS bench_load_indexes (name text PRIMARY KEY, definition text NOT NULL)`);
  const tables = sql.join(LOADED_TABLES.map((t) => sql`${t}`), sql`, `);
  const keyed = sql.join(KEY_AFTER_LOAD.map((t) => sql`${t}`), sql`, `);
  await db.execute(sql`
    INSERT INTO bench_load_indexes (name, definition)
    SELECT i.indexname, i.indexdef FROM pg_indexes i JOIN pg_index x ON x.indexrelid = (quote_ident(i.indexname))::regclass
    WHERE i.schemaname = 'public' AND i.tablename IN (${tables}) AND NOT x.indisunique AND NOT x.indisprimary
      AND i.indexname NOT IN (${sql.join(KEPT_DURING_LOAD.map((n) => sql`${n}`), sql`, `)})
    ON CONFLICT (name) DO NOTHING`);
  await db.execute(sql`
    INSERT INTO bench_load_indexes (name, definition)
    SELECT c.conname, format('ALTER TABLE %I ADD CONSTRAINT %I %s', t.relname, c.conname, pg_get_constraintdef(c.oid))
    FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = 'public' AND c.contype = 'p' AND t.relname IN (${keyed})
    ON CONFLICT (name) DO NOTHING`);
  const rows = await queryRows<{ name: string; definition: string }>(db, sql`SELECT name, definition FROM bench_load_indexes ORDER BY name`);
  for (const { name, definition } of rows) {
    const quoted = `"${name.replace(/"/g, '')}"`;
    const table = /^ALTER TABLE (\S+) ADD CONSTRAINT/.exec(definition)?.[1];
    await db.execute(sql.raw(table ? `ALTER TABLE ${table} DROP CONSTRAINT IF EXISTS ${quoted}` : `DROP INDEX IF EXISTS ${quoted}`));
  }
}

async function recreateSecondaryIndexes(db: Db, workers: number, log: (name: string) => void): Promise<void> {
  const rows = await queryRows<{ name: string; definition: string }>(db, sql`SELECT name, definition FROM bench_load_indexes ORDER BY name`);
  // The big ones first, so that the workers finish together.
  const order = (name: string) => (/search_document|trgm|media_search|search_words/.test(name) ? 0 : 1);
  rows.sort((a, b) => order(a.name) - order(b.name));
  await runBatches(
    rows.map(({ name, definition }) => ({
      step: name,
      run: async () => {
        await db.transaction(async (tx) => {
          await tx.execute(sql`SET LOCAL maintenance_work_mem = '512MB'`);
          // An index (IF NOT EXISTS) or a primary key (ALTER TABLE … ADD CONSTRAINT, in the same
          // transaction as its line in bench_load_indexes: done once).
          await tx.execute(sql.raw(definition.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS ')));
          await tx.execute(sql`DELETE FROM bench_load_indexes WHERE name = ${name}`);
        });
        log(name);
      },
    })),
    workers,
  );
}

/**
 * How many of `sample` bench providers hold a search_document different from what the 0002
 * trigger function computes (lexemes and weights; positions may differ with the services' order),
 * or search_facets different from what the 0026 triggers keep.
 */
export async function countDocumentMismatches(db: Db, sample = 200): Promise<number> {
  return scalar(
    db,
    sql`SELECT count(*) FILTER (WHERE strip(search_document)::text IS DISTINCT FROM
               strip(provider_search_vector(id, company_name, introductory_text, location_id, district_name))::text
           OR tsvector_to_array(search_document) IS DISTINCT FROM
               tsvector_to_array(provider_search_vector(id, company_name, introductory_text, location_id, district_name))
           OR search_facets IS DISTINCT FROM provider_search_facets(id)) AS n
        FROM (SELECT * FROM providers WHERE email LIKE 'bench%@example.com' ORDER BY id LIMIT ${sample}) p`,
  );
}
