#!/usr/bin/env node
// Search at a million providers (issue 16): a fixed mix of DISTINCT searches (no two requests
// alike, so no cache can answer), against the API in production mode with the response cache off
// (RESPONSE_CACHE_TTL_MS=0), on the bench data set (apps/api/src/db/seed/bench-cli.ts).
//   1. one search at a time: every query of the mix once, in a fixed order → p50/p95/p99, and the
//      first search after start-up on its own;
//      then texts whose words are never together in a company name (wordsApartQueries), one at a
//      time, outside the mix;
//   2. 20 connections cycling through the mix (autocannon) → searches/s and p50/p95/p99;
//   3. providers?slug= with random existing slugs, 20 connections;
//   4. /healthz in the same run (the baseline of a busy machine).
// The mix (bench/search-queries.mjs): text, text + place, category browse, service + department,
// deep pages, media search, keywords. Writes bench/results/search-mix-<db>[-<tag>].json.
// Usage:
//   node bench/search-mix.mjs --pg-url=postgres://postgres@127.0.0.1:5432/i16_bench [--port=3330]
//     [--connections=20] [--duration=15] [--tag=x] [--db=pg|pglite --pglite-dir=DIR]
//     [--url=http://127.0.0.1:3000 (a running server: no start/stop)]
//     [--server=prod (the production command of the Dockerfile and `npm run start:prod` on the
//      build in apps/api/dist: run `npm run build` first; the default on PostgreSQL) | --server=tsx
//      (the sources through tsx: the default on PGlite, and on PostgreSQL until session 18)]
//     [--workers=N (WEB_CONCURRENCY, with --server=prod)] [--keep-bodies (autocannon keeps each body as a
//      string, as before session 19)]
// Only loopback targets. Not part of `npm test`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildQueries, wordsApartQueries } from './search-queries.mjs';
import { autocannonWithoutBodies, childrenOf, procCpuSeconds } from './lib/load.mjs';
import { stopServer, waitForHealth } from './lib/server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const DB = arg('db', 'pg');
const PG_URL = arg('pg-url', process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/eventos_bench');
const PGLITE_DIR = arg('pglite-dir', '/tmp/eventos-bench-pglite');
const PORT = Number(arg('port', 3330));
const CONNECTIONS = Math.min(50, Math.max(1, Number(arg('connections', 20))));
const DURATION = Math.min(60, Math.max(1, Number(arg('duration', 15))));
const EXTERNAL = arg('url', '');
const TAG = arg('tag', '');
// autocannon without keeping each answer's body as a string (lib/load.mjs; nothing here reads them);
// --keep-bodies as before session 19.
const KEEP_BODIES = process.argv.includes('--keep-bodies');
if (!KEEP_BODIES) autocannonWithoutBodies();
// PGlite runs in development (production refuses it): the sources through tsx, as before.
const SERVER = arg('server', DB === 'pg' ? 'prod' : 'tsx');
const WORKERS = arg('workers', '1');

function assertLoopback(base) {
  const host = new URL(base).hostname;
  if (!['localhost', '127.0.0.1', '[::1]', '::1'].includes(host) && !host.startsWith('127.')) {
    console.error(`Refusing to load ${host}: only this machine (loopback) is a target.`);
    process.exit(2);
  }
}

function startServer() {
  const base = `http://127.0.0.1:${PORT}`;
  const tempDir = mkdtempSync(join(tmpdir(), 'eventos-search-mix-'));
  const pgMode = DB === 'pg';
  const env = {
    ...process.env,
    // Production on PostgreSQL (a real-looking https PUBLIC_URL: the load still goes to loopback);
    // PGlite is refused in production, so the embedded run uses development with the dev sign-in off.
    NODE_ENV: pgMode ? 'production' : 'development',
    AUTH_DEV_PROVIDER: '0',
    PUBLIC_URL: pgMode ? 'https://bench.eventos.example' : base,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000',
    RESPONSE_CACHE_TTL_MS: '0',
    SEED_DEMO: '0',
    DATABASE_URL: pgMode ? PG_URL : '',
    DATA_DIR: pgMode ? tempDir : PGLITE_DIR,
  };
  if (SERVER === 'prod') env.WEB_CONCURRENCY = WORKERS;
  const [command, ...args] =
    SERVER === 'prod' ? ['node', '--max-semi-space-size=64', 'apps/api/dist/server.js'] : ['npx', 'tsx', 'apps/api/src/server.ts'];
  const server = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], detached: true, env });
  return { server, base, tempDir };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return +sorted[Math.min(sorted.length - 1, Math.max(0, rank))].toFixed(2);
}
const summary = (times) => {
  const s = [...times].sort((a, b) => a - b);
  return { n: s.length, p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), max: s.length ? +s.at(-1).toFixed(2) : null };
};

async function timed(base, path) {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, { headers: { accept: 'application/json' } });
  await res.arrayBuffer();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return ms;
}

/**
 * autocannon over a list of paths, each connection taking the next one (distinct requests). With
 * `kindOf` (path → kind), also the latencies by kind and what the requests above the p99 were: each
 * connection's context keeps the path it sent, which its response event reads back (autocannon sends
 * one request at a time per connection).
 */
async function cannon(base, paths, duration, kindOf = null) {
  let next = 0;
  const times = [];
  const statuses = {};
  const byPath = [];
  const instance = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration,
    timeout: 10,
    headers: { accept: 'application/json' },
    requests: [
      {
        setupRequest: (req, context) => {
          const path = paths[next++ % paths.length];
          context.path = path;
          return { ...req, path };
        },
      },
    ],
  });
  instance.on('response', (client, status, _b, ms) => {
    times.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
    const path = client?.requestIterator?.context?.path;
    if (kindOf && path) byPath.push({ ms, path });
  });
  const result = await instance;
  const out = { requests_per_sec: Math.round(result.requests.average), requests_total: result.requests.total, latency_ms: summary(times), statuses, errors: result.errors + result.timeouts };
  if (kindOf && byPath.length > 0) {
    const kind = (path) => kindOf.get(path) ?? 'other';
    const byKind = {};
    for (const { ms, path } of byPath) (byKind[kind(path)] ??= []).push(ms);
    const p99 = out.latency_ms.p99 ?? Infinity;
    const above = byPath.filter((r) => r.ms > p99);
    const aboveByKind = {};
    for (const { path } of above) aboveByKind[kind(path)] = (aboveByKind[kind(path)] ?? 0) + 1;
    out.by_kind = Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, summary(v)]));
    out.above_p99 = { count: above.length, by_kind: aboveByKind, slowest: [...above].sort((a, b) => b.ms - a.ms).slice(0, 15).map((r) => ({ ms: +r.ms.toFixed(1), path: r.path })) };
  }
  return out;
}

/**
 * How the PostgreSQL server and this host were set for the run (docs/deploy.md, ADR 396): its memory
 * settings, and the host's huge pages (PostgreSQL 15 has no setting that says whether it got them: with
 * `huge_pages = try` they are in use when the host's reserved ones cover shared_buffers, which
 * `HugePages_Rsvd` shows while it runs).
 */
async function databaseSettings() {
  if (DB !== 'pg') return null;
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT name, setting, unit FROM pg_settings WHERE name IN ('shared_buffers', 'huge_pages', 'effective_cache_size', 'work_mem', 'jit') ORDER BY name",
    );
    const settings = Object.fromEntries(rows.map((r) => [r.name, r.unit ? `${r.setting} × ${r.unit}` : r.setting]));
    let host = null;
    try {
      const meminfo = readFileSync('/proc/meminfo', 'utf8');
      const value = (key) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(meminfo)?.[1] ?? NaN);
      host = { huge_pages_total: value('HugePages_Total'), huge_pages_free: value('HugePages_Free'), huge_pages_reserved: value('HugePages_Rsvd'), huge_page_kb: value('Hugepagesize') };
    } catch {
      host = null;
    }
    return { ...settings, host };
  } finally {
    await client.end();
  }
}

async function slugs(n) {
  if (DB !== 'pg') return null;
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT slug FROM providers TABLESAMPLE SYSTEM (1) WHERE unlinked_at IS NULL LIMIT $1', [n]);
    return rows.map((r) => r.slug);
  } finally {
    await client.end();
  }
}

/** Every process under `pid` (npx → tsx → node, or node and its cluster workers), itself included. */
function tree(pid) {
  const out = [pid];
  for (let i = 0; i < out.length; i += 1) out.push(...childrenOf(out[i]));
  return out;
}

/**
 * CPU seconds used so far by the API (the server's process tree, when this script started it) and
 * by its PostgreSQL backends (application_name eventos-api on this database; the server is on this
 * machine, so /proc shows them). Null parts when they cannot be read (PGlite: the database is in
 * the API's process; --url: no server pid).
 */
async function cpuSnapshot(serverPid) {
  const api = serverPid ? tree(serverPid).reduce((sum, pid) => sum + procCpuSeconds(pid), 0) : null;
  let db = null;
  if (DB === 'pg') {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    try {
      const { rows } = await client.query(
        "SELECT pid FROM pg_stat_activity WHERE application_name = 'eventos-api' AND datname = current_database()",
      );
      db = rows.reduce((sum, r) => sum + procCpuSeconds(r.pid), 0);
    } finally {
      await client.end();
    }
  }
  // The load generator (this process: autocannon) shares the same two cores.
  const own = process.cpuUsage();
  return { api, db, generator: (own.user + own.system) / 1e6 };
}

/** CPU ms per request between two snapshots (API, database, both). */
function cpuPerRequest(before, after, requests) {
  const per = (a, b) => (a === null || b === null || requests === 0 ? null : +(((b - a) * 1000) / requests).toFixed(2));
  const api = per(before.api, after.api);
  const db = per(before.db, after.db);
  return { api_ms: api, db_ms: db, total_ms: api === null ? null : +(api + (db ?? 0)).toFixed(2), generator_ms: per(before.generator, after.generator) };
}

async function run(base, started, serverPid = null) {
  const firstMs = started ? await timed(base, '/api/v1/search/providers?q=decoraciones%20en%20trujillo&page=2') : null;
  const queries = await buildQueries(base);
  console.log(`${queries.length} distinct queries; first search after start ${firstMs?.toFixed(1) ?? '-'} ms`);
  const load = () => loadavg().map((l) => +l.toFixed(2));

  // 1. One at a time: the first 400 of the mix, in order (each distinct).
  const sequential = queries.slice(0, 400);
  const loadBefore1 = load();
  const seqTimes = [];
  const byKind = {};
  const timedPaths = [];
  for (const q of sequential) {
    const ms = await timed(base, q.path);
    seqTimes.push(ms);
    (byKind[q.kind] ??= []).push(ms);
    timedPaths.push({ ms: +ms.toFixed(1), kind: q.kind, path: q.path });
  }
  // The 25 slowest of the 400: the shapes above the p95 (the 20 slowest) and p99 (the 4 slowest).
  const slowest = timedPaths.sort((a, b) => b.ms - a.ms).slice(0, 25);
  const one = {
    load_average: loadBefore1,
    all: summary(seqTimes),
    by_kind: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, summary(v)])),
    slowest,
  };
  console.log(`one at a time: p50 ${one.all.p50} p95 ${one.all.p95} p99 ${one.all.p99} ms (load ${loadBefore1.join(' ')})`);
  for (const [k, v] of Object.entries(one.by_kind)) console.log(`  ${k.padEnd(22)} n ${v.n}  p50 ${v.p50}  p95 ${v.p95}  p99 ${v.p99}`);
  console.log('  slowest:');
  for (const s of slowest.slice(0, 12)) console.log(`    ${String(s.ms).padStart(8)} ms  ${s.kind.padEnd(20)} ${decodeURIComponent(s.path)}`);

  // Words never together in a company name (outside the mix), one at a time.
  const apartTimes = [];
  for (const q of wordsApartQueries()) apartTimes.push(await timed(base, q.path));
  const apart = summary(apartTimes);
  console.log(`words apart, one at a time: n ${apart.n}  p50 ${apart.p50}  p95 ${apart.p95}  max ${apart.max} ms`);

  // 2–4. 20 connections.
  const rest = queries.slice(400).map((q) => q.path);
  const loadBefore2 = load();
  const cpu0 = await cpuSnapshot(serverPid);
  const kindOf = new Map(queries.slice(400).map((q) => [q.path, q.kind]));
  const searches = await cannon(base, rest, DURATION, kindOf);
  // The database's backends are counted at the end of the phase (the pool may open some during it).
  searches.cpu_per_request = cpuPerRequest(cpu0, await cpuSnapshot(serverPid), searches.requests_total);
  console.log(`${CONNECTIONS} connections, distinct searches: ${searches.requests_per_sec}/s  p50 ${searches.latency_ms.p50} p95 ${searches.latency_ms.p95} p99 ${searches.latency_ms.p99} ms (load ${loadBefore2.join(' ')})`);
  console.log(`  CPU per search: API ${searches.cpu_per_request.api_ms} ms, PostgreSQL ${searches.cpu_per_request.db_ms} ms, load generator ${searches.cpu_per_request.generator_ms} ms`);
  if (searches.by_kind) {
    for (const [k, v] of Object.entries(searches.by_kind)) console.log(`  ${k.padEnd(22)} n ${v.n}  p50 ${v.p50}  p95 ${v.p95}  p99 ${v.p99}`);
    console.log(`  above the p99: ${JSON.stringify(searches.above_p99.by_kind)}`);
  }
  const slugList = await slugs(5000);
  let bySlug = null;
  if (slugList?.length) {
    bySlug = await cannon(base, slugList.map((s) => `/api/v1/providers?slug=${encodeURIComponent(s)}`), DURATION);
    console.log(`providers?slug= (${slugList.length} random slugs): ${bySlug.requests_per_sec}/s  p50 ${bySlug.latency_ms.p50} p99 ${bySlug.latency_ms.p99} ms`);
  }
  const cpu1 = await cpuSnapshot(serverPid);
  const healthz = await cannon(base, ['/healthz'], DURATION);
  healthz.cpu_per_request = cpuPerRequest(cpu1, await cpuSnapshot(serverPid), healthz.requests_total);
  console.log(`/healthz: ${healthz.requests_per_sec}/s  p50 ${healthz.latency_ms.p50} p99 ${healthz.latency_ms.p99} ms (load ${load().join(' ')}); API CPU ${healthz.cpu_per_request.api_ms} ms a request`);

  const postgres = await databaseSettings();
  if (postgres) console.log(`PostgreSQL: ${JSON.stringify(postgres)}`);
  const name = `search-mix-${DB}${TAG ? `-${TAG}` : ''}.json`;
  const out = join(ROOT, 'bench/results', name);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), database: DB, connections: CONNECTIONS, duration_s: DURATION, server: EXTERNAL ? 'external' : SERVER, workers: SERVER === 'prod' ? Number(WORKERS) : 1, bodies_kept: KEEP_BODIES, postgres, first_search_ms: firstMs, one_at_a_time: one, words_apart: apart, searches, providers_by_slug: bySlug, healthz }, null, 2)}\n`,
  );
  console.log(`wrote bench/results/${name}`);
}

if (EXTERNAL) {
  assertLoopback(EXTERNAL);
  await run(EXTERNAL.replace(/\/+$/, ''), false);
} else {
  const { server, base, tempDir } = startServer();
  process.on('SIGINT', () => stopServer(server).then(() => process.exit(130)));
  try {
    await waitForHealth(server, base, 300_000);
    await run(base, true, server.pid);
  } finally {
    await stopServer(server);
    rmSync(tempDir, { recursive: true, force: true });
  }
}
