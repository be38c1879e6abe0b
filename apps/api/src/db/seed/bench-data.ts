// Large generated data set for the search benchmark (bench/search-load.mjs): N providers spread
// over every department (a third in Lima), 1–3 services each, and M media (photos and YouTube
// videos) in their albums, with likes, reviews scores and plans. Pure SQL (generate_series with
// hashed pseudo-random choices, so every run gives the same rows), in batches; no image files:
// every photo points at the same few placeholder storage keys. The triggers of migration 0002
// maintain search_document, province_id and department_id exactly as for real writes.
import { sql } from 'drizzle-orm';
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
    WITH st AS (SELECT array_agg(id ORDER BY id) AS ids FROM service_types WHERE "group" <> 'coming_soon'),
    g AS (SELECT i, abs(hashint4(i)) AS h1, abs(hashint4(i + 31111111)) AS h5 FROM generate_series(${from}::int, ${to}::int) AS i)
    INSERT INTO provider_service_types (provider_id, service_type_id)
    SELECT DISTINCT ${base} + i, s FROM g, st, LATERAL (VALUES
      (st.ids[1 + h1 % cardinality(st.ids)]),
      (CASE WHEN h5 % 2 = 0 THEN st.ids[1 + (h5 / 2) % cardinality(st.ids)] END),
      (CASE WHEN h5 % 3 = 0 THEN st.ids[1 + (h1 + 1) % cardinality(st.ids)] END)
    ) v(s) WHERE s IS NOT NULL`);
}

/**
 * Providers base+from … base+to. Their services are inserted first (triggers and foreign-key checks
 * are off: session_replication_role = replica), so province_id, department_id and search_document
 * are computed here, set-based, exactly as the 0002 triggers would (provider_search_vector row by
 * row costs ~5 ms a provider: 100,000 would take minutes).
 */
async function insertProviders(db: Db, base: number, from: number, to: number): Promise<void> {
  await insertServices(db, base, from, to);
  const groups = textArray(GROUP_ORDER);
  const prefixes = sql.raw(
    `(ARRAY[${GROUP_ORDER.map((g) => `ARRAY[${PREFIXES[g].slice(0, 5).map((p) => `'${p}'`).join(',')}]`).join(',')}]::text[][])`,
  );
  const intros = sql.raw(
    `(ARRAY[${GROUP_ORDER.map((g) => `'${(INTROS[g][0] ?? '').replace(/'/g, "''")}'`).join(',')}]::text[])`,
  );
  // h1 main service, h2 district, h3 name, h4 score/plan: four independent hashes of i.
  await db.execute(sql`
    WITH st AS (
      SELECT array_agg(id ORDER BY id) AS ids, array_agg("group" ORDER BY id) AS groups,
             array_agg(lower(type_name) ORDER BY id) AS names
      FROM service_types WHERE "group" <> 'coming_soon'
    ), d AS (
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
                  ELSE d.all_ids[1 + (h2 / 3) % cardinality(d.all_ids)] END AS district_id
      FROM g, st, d
    ), n AS (
      SELECT c.*, l.name AS city, pl.id AS province_id, dl.id AS department_id,
             (SELECT string_agg(x.name, ' ' ORDER BY x.id) FROM locations x WHERE x.id IN (l.id, pl.id, dl.id)) AS places,
             ${prefixes}[gi][${idx('h3', 5)}] || ' ' || ${textArray(LAST_NAMES)}[${idx('h3 / 5', LAST_NAMES.length)}]
               || ${textArray(SUFFIXES)}[${idx('h3 / 200', SUFFIXES.length)}] AS company,
             (SELECT string_agg(s.type_name || ' ' || s.group_name, ' ') FROM provider_service_types pst
               JOIN service_types s ON s.id = pst.service_type_id WHERE pst.provider_id = ${base} + c.i) AS services
      FROM c JOIN locations l ON l.id = c.district_id
        JOIN locations pl ON pl.id = l.parent_id JOIN locations dl ON dl.id = pl.parent_id
    ), t AS (
      SELECT n.*, replace(replace(replace(${intros}[gi], '{name}', company), '{city}', city), '{services}', main_name) AS intro
      FROM n
    )
    INSERT INTO providers (id, company_name, slug, introductory_text, plan, location_id, province_id, department_id,
                           reviews_score, reviews_number, likes_count, featured, email, cellphone, search_document,
                           created_at, updated_at)
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
           setweight(search_tsvector(company), 'A') || setweight(search_tsvector(coalesce(services, '')), 'B')
             || setweight(search_tsvector(coalesce(places, '') || ' '), 'C') || setweight(search_tsvector(intro), 'D'),
           now() - make_interval(mins => (h1 % 1051200)), now()
    FROM t ORDER BY i`);
  await db.execute(sql`
    INSERT INTO albums (provider_id, kind)
    SELECT ${base} + i, k FROM generate_series(${from}::int, ${to}::int) AS i, (VALUES ('gallery'), ('covers')) v(k)`);
}

async function insertMedia(db: Db, base: number, providers: number, from: number, to: number): Promise<void> {
  const titles = textArray(MEDIA_TITLES);
  // Media j belongs to provider base + 1 + (j-1) % providers, position k = (j-1) / providers.
  await db.execute(sql`
    WITH g AS (
      SELECT j, ${base} + 1 + (j - 1) % ${providers} AS pid, (j - 1) / ${providers} AS k,
             abs(hashint4(j + 41111111)) AS h
      FROM generate_series(${from}::int, ${to}::int) AS j
    ), m AS (
      SELECT g.*, p.plan, l.name AS city,
             CASE WHEN h % 10 = 0 THEN 'video' ELSE 'photo' END AS mtype,
             'bench/placeholder-' || (h % ${BENCH_PLACEHOLDERS}) AS key,
             (SELECT lower(st.type_name) FROM provider_service_types pst JOIN service_types st ON st.id = pst.service_type_id
               WHERE pst.provider_id = g.pid ORDER BY pst.service_type_id LIMIT 1) AS service
      FROM g JOIN providers p ON p.id = g.pid LEFT JOIN locations l ON l.id = p.location_id
    )
    INSERT INTO media (album_id, provider_id, media_type, mime_type, filename, seo_filename, description, external_id,
                       path, thumbnail, sizes, width, height, size, aspect_ratio, sort_order, featured, top,
                       visibility, likes_count, trashed_at, created_at, updated_at)
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
           now() - make_interval(mins => (h % 1051200)), now()
    FROM m JOIN albums a ON a.provider_id = m.pid
      AND a.kind = CASE WHEN m.k = 0 AND m.plan = 'business' AND m.mtype = 'photo' THEN 'covers' ELSE 'gallery' END`);
}

/** Inserts the bench data set. Refuses when bench providers already exist (returns zeros). */
export async function seedBenchData(db: Db, options: BenchOptions = {}): Promise<BenchResult> {
  const started = Date.now();
  const total = options.providers ?? BENCH_DEFAULTS.providers;
  const mediaTotal = options.media ?? BENCH_DEFAULTS.media;
  const log = options.log ?? (() => undefined);
  if ((await scalar(db, sql`SELECT count(*) AS n FROM providers WHERE email LIKE 'bench%@example.com'`)) > 0) {
    log('Ya existen datos de benchmark: no se cargó nada.');
    return { providers: 0, media: 0, ms: Date.now() - started };
  }
  const base = await scalar(db, sql`SELECT coalesce(max(id), 0) AS n FROM providers`);
  // One connection (the caller passes a pool of 1 or PGlite): triggers and FK checks off while loading.
  await db.execute(sql`SET session_replication_role = replica`);
  try {
    await load(db, base, total, mediaTotal, log, started);
  } finally {
    await db.execute(sql`SET session_replication_role = DEFAULT`);
  }
  await db.execute(sql`ANALYZE`);
  return { providers: total, media: mediaTotal, ms: Date.now() - started };
}

async function load(db: Db, base: number, total: number, mediaTotal: number, log: (m: string) => void, started: number) {
  for (let from = 1; from <= total; from += PROVIDER_BATCH) {
    const to = Math.min(total, from + PROVIDER_BATCH - 1);
    await insertProviders(db, base, from, to);
    log(`proveedores ${to}/${total} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('providers', 'id'), (SELECT max(id) FROM providers))`);
  const mediaStart = Date.now();
  for (let from = 1; from <= mediaTotal; from += MEDIA_BATCH) {
    const to = Math.min(mediaTotal, from + MEDIA_BATCH - 1);
    await insertMedia(db, base, total, from, to);
    log(`media ${to}/${mediaTotal} (${((Date.now() - mediaStart) / 1000).toFixed(0)} s)`);
  }
  // Every media tagged with its provider's first service (media search filters c and s).
  await db.execute(sql`
    INSERT INTO media_service_types (media_id, service_type_id)
    SELECT m.id, (SELECT pst.service_type_id FROM provider_service_types pst WHERE pst.provider_id = m.provider_id
                  ORDER BY pst.service_type_id LIMIT 1)
    FROM media m JOIN providers p ON p.id = m.provider_id
    WHERE p.email LIKE 'bench%@example.com'
    ON CONFLICT DO NOTHING`);
  log('media_service_types listo; ANALYZE…');
}

/**
 * How many of `sample` bench providers hold a search_document different from what the 0002
 * trigger function computes (lexemes and weights; positions may differ with the services' order).
 */
export async function countDocumentMismatches(db: Db, sample = 200): Promise<number> {
  return scalar(
    db,
    sql`SELECT count(*) FILTER (WHERE strip(search_document)::text IS DISTINCT FROM
               strip(provider_search_vector(id, company_name, introductory_text, location_id, district_name))::text
           OR tsvector_to_array(search_document) IS DISTINCT FROM
               tsvector_to_array(provider_search_vector(id, company_name, introductory_text, location_id, district_name))) AS n
        FROM (SELECT * FROM providers WHERE email LIKE 'bench%@example.com' ORDER BY id LIMIT ${sample}) p`,
  );
}
