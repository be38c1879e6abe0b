// One search at a time, in process (issue 16, "the embedded default answers searches in under 20 ms
// p95 for one user"): builds the API on an existing data directory (PGlite, stop the server using it
// first) or DATABASE_URL, then sends the first --n queries of the search mix (search-queries.mjs:
// text, text + place, category, service + department, deep pages, media, keywords) with
// app.inject, one after another, after --warm-up queries of the same mix that are not counted. For
// each request: wall time and the process's CPU time (process.cpuUsage, user + system). With
// PGlite the database runs in this process, so the CPU time is what a search costs on a core of its
// own, whatever the machine's load; the wall time adds the waits for a core on a shared machine.
// No socket and no HTTP parsing (inject): compare with search-mix.mjs for those.
// Usage: DATA_DIR=/tmp/eventos-bench-pglite npx tsx bench/search-inject.ts [--n=400] [--warm-up=50] [--rounds=1]
//        DATABASE_URL=postgres://…/eventos_bench npx tsx bench/search-inject.ts  (CPU time: this process only, not PostgreSQL's)
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase } from '../apps/api/src/db/client';
import { createDefaultStorage } from '../apps/api/src/plugins/storage';
// @ts-expect-error plain ESM module of the bench without types
import { buildQueries } from './search-queries.mjs';

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const N = Number(arg('n', '400'));
const WARM_UP = Number(arg('warm-up', '50'));
const ROUNDS = Number(arg('rounds', '1'));

const config = loadConfig({ ...process.env, RESPONSE_CACHE_TTL_MS: '0', RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn', AUTH_DEV_PROVIDER: '0', SEED_DEMO: '0' });
const database = await createDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.pgliteDir });
const app = await buildApp({ config, database, storage: await createDefaultStorage(config), logger: false, serverRenderer: null });
await app.ready();

async function get(path: string): Promise<unknown> {
  const res = await app.inject({ url: path, headers: { accept: 'application/json' } });
  if (res.statusCode !== 200) throw new Error(`${path}: HTTP ${res.statusCode}`);
  return JSON.parse(res.body) as unknown;
}

const queries = (await buildQueries('', get)) as Array<{ kind: string; path: string }>;
const measured = queries.slice(0, N);
for (const q of queries.slice(N, N + WARM_UP)) await get(q.path);

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)] ?? 0;
const fmt = (xs: number[]) => `p50 ${pct(xs, 50).toFixed(1).padStart(6)}  p95 ${pct(xs, 95).toFixed(1).padStart(6)}  p99 ${pct(xs, 99).toFixed(1).padStart(6)}`;

console.log(`${config.DATABASE_URL ? 'PostgreSQL' : `PGlite ${config.pgliteDir}`}: ${measured.length} distinct queries × ${ROUNDS}, one at a time, after ${WARM_UP} not counted`);
console.log(`load average before ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
const wall: Record<string, number[]> = {};
const cpu: Record<string, number[]> = {};
for (let round = 0; round < ROUNDS; round += 1) {
  for (const q of measured) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await get(q.path);
    const ms = performance.now() - t0;
    const c = process.cpuUsage(c0);
    for (const kind of [q.kind, 'all']) {
      (wall[kind] ??= []).push(ms);
      (cpu[kind] ??= []).push((c.user + c.system) / 1000);
    }
  }
}
for (const kind of Object.keys(wall).sort((a, b) => (a === 'all' ? 1 : b === 'all' ? -1 : a.localeCompare(b)))) {
  console.log(`  ${kind.padEnd(20)} n ${String(wall[kind]!.length).padStart(4)}  wall ${fmt(wall[kind]!)} ms | CPU ${fmt(cpu[kind]!)} ms`);
}
console.log(`load average after ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
await app.close();
await database.close();
