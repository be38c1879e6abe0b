#!/usr/bin/env node
// Search load test on the large generated data set (apps/api/src/db/seed/bench-cli.ts: 100,000
// providers, 500,000 media): starts the API in production mode against PostgreSQL and/or the
// embedded PGlite, then runs autocannon against /healthz, search/providers (common and rarer
// words, a filter), search/keywords and providers?slug=, reporting req/s and p50/p95/p99 (p95 and
// p99 computed exactly from every response time). Writes bench/results/search-<db>.json.
// Usage:
//   node bench/search-load.mjs [--db=pg|pglite|both] [--connections=20] [--duration=10]
//     [--pg-url=postgres://postgres@127.0.0.1:5432/eventos_bench] [--pglite-dir=/tmp/eventos-bench-pglite]
//     [--port=3300] [--url=http://127.0.0.1:3000 (an already running server; no start/stop)]
//     [--tag=c1 (file name suffix: search-<db>-<tag>.json)]
// Only loopback targets. Not part of `npm test`. Seed first (see bench/README.md).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { stopServer as stop, waitForHealth } from './lib/server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const DBS = arg('db', 'pg') === 'both' ? ['pg', 'pglite'] : [arg('db', 'pg')];
const CONNECTIONS = Math.min(50, Math.max(1, Number(arg('connections', 20))));
const DURATION = Math.min(30, Math.max(1, Number(arg('duration', 10))));
const PG_URL = arg('pg-url', process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/eventos_bench');
const PGLITE_DIR = arg('pglite-dir', '/tmp/eventos-bench-pglite');
const PORT = Number(arg('port', 3300));
const EXTERNAL = arg('url', '');
const TAG = arg('tag', '');
const SERVER_START_TIMEOUT_MS = 300_000;

function assertLoopback(base) {
  const host = new URL(base).hostname;
  if (!['localhost', '127.0.0.1', '[::1]', '::1'].includes(host) && !host.startsWith('127.')) {
    console.error(`Refusing to load ${host}: only this machine (loopback) is a target.`);
    process.exit(2);
  }
}

function startServer(db) {
  const base = `http://127.0.0.1:${PORT}`;
  const env = {
    ...process.env,
    // Production refuses an http://localhost PUBLIC_URL and the embedded database; the request path
    // is the same in development with the dev sign-in off.
    NODE_ENV: 'development',
    AUTH_DEV_PROVIDER: '0',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000',
    SEED_DEMO: '0',
    DATABASE_URL: db === 'pg' ? PG_URL : '',
    DATA_DIR: db === 'pg' ? mkdtempSync(join(tmpdir(), 'eventos-bench-pg-')) : PGLITE_DIR,
  };
  const server = spawn('npx', ['tsx', 'apps/api/src/server.ts'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], detached: true, env });
  return { server, base, tempDir: db === 'pg' ? env.DATA_DIR : null };
}

async function json(base, path) {
  const res = await fetch(`${base}${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.json();
}

/** Paths to load: an existing slug and Lima's department id come from the running API. */
async function endpoints(base) {
  const [{ data: locations }, first] = await Promise.all([json(base, '/api/v1/locations'), json(base, '/api/v1/search/providers?size=10')]);
  const lima = locations.find((l) => l.type === 'department' && l.name === 'Lima');
  const slug = first.data[0]?.slug;
  if (!lima || !slug) throw new Error('no data: seed the bench data set first (bench/README.md)');
  return [
    '/healthz',
    '/api/v1/search/providers?q=lima',
    '/api/v1/search/providers?q=eventos',
    `/api/v1/search/providers?q=fotografo&d=${lima.id}`,
    '/api/v1/search/providers?q=catering%20lima',
    '/api/v1/search/providers?q=mariachis%20miraflores',
    '/api/v1/search/keywords?q=ari',
    `/api/v1/providers?slug=${encodeURIComponent(slug)}`,
    '/api/v1/search/media?q=boda',
  ];
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return +sorted[Math.min(sorted.length - 1, Math.max(0, rank))].toFixed(2);
}

async function measure(base, path, duration) {
  const times = [];
  const statuses = {};
  const instance = autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration, timeout: 10, headers: { accept: 'application/json' } });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    path,
    requests_per_sec: Math.round(result.requests.average),
    requests_total: result.requests.total,
    latency_ms: { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), max: times.length ? +times.at(-1).toFixed(2) : null },
    statuses,
    non_2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function runAgainst(db, base) {
  const paths = await endpoints(base);
  console.log(`\n[${db}] ${base}: ${CONNECTIONS} connections, ${DURATION} s per endpoint (warm-up 2 s each)`);
  const rows = [];
  for (const path of paths) {
    await measure(base, path, 2); // warm-up: JIT, caches, connection pool
    const load = loadavg()[0];
    const row = await measure(base, path, DURATION);
    row.load_average_1m_before = +load.toFixed(2);
    rows.push(row);
    const l = row.latency_ms;
    console.log(`  ${path.padEnd(62)} ${String(row.requests_per_sec).padStart(6)} req/s  p50 ${l.p50}  p95 ${l.p95}  p99 ${l.p99} ms${row.non_2xx || row.errors ? `  (non-2xx ${row.non_2xx}, errors ${row.errors})` : ''}`);
  }
  const name = `search-${db}${TAG ? `-${TAG}` : ''}.json`;
  const out = join(ROOT, 'bench/results', name);
  mkdirSync(dirname(out), { recursive: true });
  const report = { date: new Date().toISOString(), database: db, base_url: base, connections: CONNECTIONS, duration_s: DURATION, cpus: 2, endpoints: rows };
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`  wrote bench/results/${name}`);
}

if (EXTERNAL) {
  assertLoopback(EXTERNAL);
  await runAgainst(DBS[0], EXTERNAL.replace(/\/+$/, ''));
} else {
  for (const db of DBS) {
    const { server, base, tempDir } = startServer(db);
    process.on('SIGINT', () => stop(server).then(() => process.exit(130)));
    try {
      await waitForHealth(server, base, SERVER_START_TIMEOUT_MS);
      await runAgainst(db, base);
      await new Promise((r) => setTimeout(r, 2_000)); // let the last in-flight requests finish
    } finally {
      await stop(server);
      if (tempDir) rmSync(tempDir, { recursive: true, force: true });
    }
  }
}
