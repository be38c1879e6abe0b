// The gallery's media search statement (mediaSearchSql, ADRs 305 and 355) in two versions, in ONE
// process, on the media queries of the search mix (search-queries.mjs: "<event> <place>"): this
// checkout's apps/api/src/modules/search/search-media.repository.ts and --other=<file>, a copy of
// another version of that file put beside it (so its imports resolve), e.g.
//   git show main:apps/api/src/modules/search/search-media.repository.ts \
//     > apps/api/src/modules/search/search-media-other.tmp.ts
// For each query (page 1, 10 per page, as the mix asks): both statements' answers (the page's ids, the
// total and whether the candidates were capped) compared, then --rounds rounds of every query with
// both versions alternating (A B, then B A, …): the wall time of each statement on one connection
// (median, p95 per version; --each: the median of each query; --buffers: first the shared buffers
// and execution time of EXPLAIN (ANALYZE, BUFFERS) of each statement, which load does not change) and, on PostgreSQL, the CPU of that connection's backend per statement
// (/proc/<pid>/stat, summed per round: clock ticks are 10 ms) — CPU time is what a loaded machine
// changes least. Answers above the cap (more than 500 candidates) are an arbitrary capped set in both
// versions (ADR 006b): they are counted apart. Not part of npm test.
// Usage: DATABASE_URL=postgres://…/s13h3_bench_1m npx tsx bench/search-media-ab.ts \
//          --other=apps/api/src/modules/search/search-media-other.tmp.ts [--n=400] [--all] [--rounds=5]
//        DATA_DIR=/tmp/eventos-bench-pglite … (server stopped; CPU of this process, PGlite included)
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase, queryRows, type Db } from '../apps/api/src/db/client';
import { getSearchCatalogue } from '../apps/api/src/modules/search/search-catalogue';
import * as current from '../apps/api/src/modules/search/search-media.repository';
import { prepareSearchText } from '../apps/api/src/modules/search/search-text';
import { createDefaultStorage } from '../apps/api/src/plugins/storage';
// @ts-expect-error plain ESM module of the bench without types
import { buildQueries } from './search-queries.mjs';

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const N = Number(arg('n', '400'));
const ROUNDS = Number(arg('rounds', '5'));
const otherPath = arg('other', '');
if (!otherPath) throw new Error('--other=<a copy of another search-media.repository.ts beside it>');
const other = (await import(pathToFileURL(resolve(otherPath)).href)) as typeof current;

const config = loadConfig({ ...process.env, RESPONSE_CACHE_TTL_MS: '0', RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn', AUTH_DEV_PROVIDER: '0', SEED_DEMO: '0' });
const database = await createDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.pgliteDir });
const app = await buildApp({ config, database, storage: await createDefaultStorage(config), logger: false, serverRenderer: null });
await app.ready();
async function get(path: string): Promise<unknown> {
  const res = await app.inject({ url: path, headers: { accept: 'application/json' } });
  if (res.statusCode !== 200) throw new Error(`${path}: HTTP ${res.statusCode}`);
  return JSON.parse(res.body) as unknown;
}
const all = (await buildQueries('', get)) as Array<{ kind: string; path: string }>;
const paths = (process.argv.includes('--all') ? all : all.slice(0, N)).filter((q) => q.kind === 'media').map((q) => q.path);
const catalogue = await getSearchCatalogue(database.db);
const texts = paths.map((p) => prepareSearchText(catalogue.vocabulary, new URL(p, 'http://x').searchParams.get('q')));

// One connection for the statements (its backend's CPU), beside the app's pool on PostgreSQL.
const own = config.DATABASE_URL ? await createDatabase({ url: config.DATABASE_URL, poolMax: 1 }) : null;
const db: Db = own?.db ?? database.db;
const backend = own ? (await queryRows<{ pid: number }>(db, sql`SELECT pg_backend_pid() AS pid`))[0]!.pid : null;
const ticks = () => {
  if (backend === null) {
    const c = process.cpuUsage();
    return (c.user + c.system) / 1000;
  }
  const fields = readFileSync(`/proc/${backend}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, 100 ticks a second
};

type Version = typeof current;
const versions: Array<[string, Version]> = [
  ['this checkout', current],
  ['--other', other],
];
const page = { limit: 10, offset: 0 };
const pct = (xs: number[], p: number) => [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)] ?? 0;
async function run(v: Version, i: number) {
  const [row] = await queryRows<{ total: number; scanned: number; ids: number[] | string }>(db, v.mediaSearchSql(texts[i]!, {}, page));
  const ids = typeof row?.ids === 'string' ? (JSON.parse(row.ids) as number[]) : (row?.ids ?? []);
  // (Before ADR 375 the statement also returned `scanned`; since, `total` is what it counts.)
  return { ids, total: Number(row?.total ?? 0), capped: Number(row?.scanned ?? row?.total ?? 0) >= v.MEDIA_MATCH_SCAN_CAP };
}

console.log(`${config.DATABASE_URL ? 'PostgreSQL' : `PGlite ${config.pgliteDir}`}: ${paths.length} media queries of the mix, ${ROUNDS} rounds`);
console.log(`load average before ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
let same = 0;
const differ: string[] = [];
const cappedOther: string[] = [];
for (let i = 0; i < paths.length; i += 1) {
  const [a, b] = [await run(current, i), await run(other, i)];
  const q = texts[i]?.q ?? '';
  if (JSON.stringify(a) === JSON.stringify(b)) same += 1;
  else if (b.capped) cappedOther.push(`${q} (total ${b.total} → ${a.total}, capped ${b.capped} → ${a.capped})`);
  else differ.push(`${q}: ${JSON.stringify(b)} → ${JSON.stringify(a)}`);
}
console.log(`answers: ${same} the same; ${cappedOther.length} differ where --other capped its candidates (arbitrary 500); ${differ.length} differ below the cap`);
for (const line of cappedOther) console.log(`  capped: ${line}`);
for (const line of differ) console.log(`  DIFFERENT: ${line}`);

if (process.argv.includes('--buffers')) {
  // Shared buffers (hit + read) and execution time of EXPLAIN (ANALYZE, BUFFERS) per statement:
  // what a statement reads, which the machine's load does not change.
  for (const [name, v] of versions) {
    const buffers: number[] = [];
    const exec: number[] = [];
    for (let i = 0; i < paths.length; i += 1) {
      const [row] = await queryRows<Record<string, unknown>>(db, sql`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${v.mediaSearchSql(texts[i]!, {}, page)}`);
      const raw = Object.values(row ?? {})[0];
      const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: Record<string, number>; 'Execution Time': number }>;
      buffers.push((plan!.Plan['Shared Hit Blocks'] ?? 0) + (plan!.Plan['Shared Read Blocks'] ?? 0));
      exec.push(plan!['Execution Time']);
    }
    const total = buffers.reduce((a, b) => a + b, 0);
    console.log(
      `${name.padEnd(14)} buffers per statement p50 ${pct(buffers, 50)}  p95 ${pct(buffers, 95)}  max ${Math.max(...buffers)}  mean ${(total / buffers.length).toFixed(0)}` +
        `  EXPLAIN execution p50 ${pct(exec, 50).toFixed(2)} ms  p95 ${pct(exec, 95).toFixed(2)} ms`,
    );
  }
}

const wall: Record<string, number[]> = {};
const each: Record<string, number[][]> = {};
const cpu: Record<string, number[]> = {};
for (let round = 0; round < ROUNDS; round += 1) {
  const order = round % 2 === 0 ? versions : [...versions].reverse();
  for (const [name, v] of order) {
    const c0 = ticks();
    for (let i = 0; i < paths.length; i += 1) {
      const t0 = performance.now();
      await run(v, i);
      const ms = performance.now() - t0;
      (wall[name] ??= []).push(ms);
      ((each[name] ??= [])[i] ??= []).push(ms);
    }
    (cpu[name] ??= []).push((ticks() - c0) / paths.length);
  }
}
for (const [name] of ROUNDS > 0 ? versions : []) {
  console.log(
    `${name.padEnd(14)} wall per statement p50 ${pct(wall[name]!, 50).toFixed(2).padStart(7)} ms  p95 ${pct(wall[name]!, 95).toFixed(2).padStart(7)} ms` +
      `  ${backend === null ? 'process' : 'backend'} CPU per statement, median of rounds ${pct(cpu[name]!, 50).toFixed(2).padStart(6)} ms`,
  );
}
if (ROUNDS > 0 && process.argv.includes('--each')) {
  for (let i = 0; i < paths.length; i += 1) {
    const cells = versions.map(([name]) => pct(each[name]![i]!, 50).toFixed(2).padStart(8));
    console.log(`  ${(texts[i]?.q ?? '').padEnd(40)} median ms ${cells.join(' ')}`);
  }
}
console.log(`load average after ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
await own?.close();
await app.close();
await database.close();
process.exit(0);
