// Loads the search benchmark data set (bench-data.ts) into a scratch database:
//   PostgreSQL: CAN_SEED_DATABASE=1 npx tsx apps/api/src/db/seed/bench-cli.ts \
//                 --url=postgres://postgres@127.0.0.1:5432/eventos_bench [--create] [--reset]
//   PGlite:     npx tsx apps/api/src/db/seed/bench-cli.ts --data-dir=/tmp/eventos-bench [--reset]
//               (the database goes to <data-dir>/pglite, so `DATA_DIR=<data-dir> npm start` serves it)
// Options: --providers=100000 --media=500000 --workers=2 (batches loaded at once on PostgreSQL;
// PGlite always 1). Resumable: run the same command again after an interruption (without --reset). The PostgreSQL database name must contain "bench"
// (it is a throw-away database: --reset drops and recreates it). Prints what it did and exits.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase, queryRows, type Database } from '../client';
import { runMigrations } from '../migrate';
import { BENCH_DEFAULTS, countDocumentMismatches, seedBenchData } from './bench-data';
import { seedCatalogue } from './catalogue';

const args = process.argv.slice(2);
const arg = (name: string): string | undefined =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const flag = (name: string) => args.includes(`--${name}`);
const count = (name: string, fallback: number) => {
  const value = Number(arg(name) ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 10_000_000) throw new Error(`--${name} inválido`);
  return value;
};

async function adminQuery(url: URL, query: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

async function openPostgres(raw: string, workers: number): Promise<Database> {
  const url = new URL(raw);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/bench/i.test(name) || !/^[\w-]+$/.test(name)) {
    throw new Error(`La base de datos debe ser de benchmark (su nombre debe contener "bench"): ${name}`);
  }
  if (process.env.CAN_SEED_DATABASE !== '1') {
    throw new Error('Negado: para cargar datos en PostgreSQL ejecuta con CAN_SEED_DATABASE=1.');
  }
  if (flag('reset')) await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  if (flag('reset') || flag('create')) {
    await adminQuery(url, `CREATE DATABASE "${name}"`).catch((error: unknown) => {
      if (!String(error).includes('already exists')) throw error;
    });
  }
  return createDatabase({ url: url.toString(), poolMax: workers });
}

async function openPglite(dataDir: string): Promise<Database> {
  const dir = join(dataDir, 'pglite');
  if (flag('reset') && existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  return createDatabase({ dataDir: dir });
}

/**
 * VACUUM ANALYZE of every table of the public schema, `workers` tables at a time, the largest first
 * (one whole-database VACUUM is one process: at 1,000,000 providers media alone is most of it).
 */
async function vacuumAnalyze(db: Database['db'], workers: number): Promise<void> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY pg_total_relation_size(c.oid) DESC, c.relname`,
  );
  let next = 0;
  const worker = async () => {
    while (next < tables.length) {
      const { name } = tables[next] as { name: string };
      next += 1;
      await db.execute(sql.raw(`VACUUM ANALYZE "${name.replace(/"/g, '""')}"`));
    }
  };
  await Promise.all(Array.from({ length: Math.min(workers, tables.length) }, worker));
}

async function main(): Promise<number> {
  const url = arg('url');
  const dataDir = arg('data-dir');
  if (!url === !dataDir) {
    console.error('Uso: bench-cli --url=postgres://…/eventos_bench [--create] [--reset] | --data-dir=DIR [--reset]');
    return 2;
  }
  const providers = count('providers', BENCH_DEFAULTS.providers);
  const media = count('media', BENCH_DEFAULTS.media);
  const workers = url ? count('workers', 2) : 1;
  const database = url ? await openPostgres(url, workers) : await openPglite(dataDir as string);
  try {
    console.log(url ? `PostgreSQL: ${new URL(url).pathname.slice(1)}` : `PGlite: ${join(dataDir as string, 'pglite')}`);
    await runMigrations(database);
    await seedCatalogue(database.db);
    const started = Date.now();
    const result = await seedBenchData(database.db, { providers, media, workers, log: (m) => console.log(`  ${m}`) });
    let vacuumMs = 0;
    if (result.providers > 0) {
      const mismatches = await countDocumentMismatches(database.db);
      console.log(`Documentos de búsqueda distintos de provider_search_vector() en 200 de muestra: ${mismatches}`);
      console.log('VACUUM ANALYZE…');
      const vacuumStarted = Date.now();
      await vacuumAnalyze(database.db, workers);
      vacuumMs = Date.now() - vacuumStarted;
    }
    const [stats] = await queryRows<{ providers: string; media: string; departments: string; slug: string }>(
      database.db,
      sql`SELECT (SELECT count(*) FROM providers) AS providers, (SELECT count(*) FROM media) AS media,
                 (SELECT count(DISTINCT department_id) FROM providers) AS departments,
                 (SELECT slug FROM providers ORDER BY id LIMIT 1) AS slug`,
    );
    console.log(
      `Listo en ${((Date.now() - started) / 1000).toFixed(1)} s (carga ${(result.ms / 1000).toFixed(1)} s, VACUUM ANALYZE ${(vacuumMs / 1000).toFixed(1)} s): ` +
        `${stats?.providers} proveedores en ${stats?.departments} departamentos, ${stats?.media} media. Slug de ejemplo: ${stats?.slug}`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('No se pudieron cargar los datos de benchmark:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
