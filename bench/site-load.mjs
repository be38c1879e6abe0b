#!/usr/bin/env node
// A provider site's data at scale (issue 16: "providers?slug= at 20 connections ≥ 3,000 req/s with
// p99 ≤ 20 ms"; issue 12: the render's data): autocannon on a running API (production build,
// RESPONSE_CACHE_TTL_MS=0) with random existing slugs of the bench data set
// (apps/api/src/db/seed/bench-cli.ts), no two consecutive requests alike:
//   1. `providers?slug=` alone (the row, its services and response time);
//   2. `providers?slug=&withLogo=true&relations=servicesTypes,location,album,covers,testimonials`,
//      what the web's `/{slug}` loader asks (SITE_RELATIONS in apps/web);
//   3. `/healthz` in the same run (the baseline of a busy machine).
// req/s, exact p50/p95/p99, statuses; the load average before and after. With --server-pid=<pid>:
// the CPU ms per request of that process (utime + stime from /proc) and of the database's backends
// (the connections to --pg-url's database), which the machine's other load does not inflate much.
// Usage:
//   node bench/site-load.mjs --url=http://127.0.0.1:3400 --pg-url=postgres://postgres@127.0.0.1:5432/h4_bench
//     [--server-pid=<pid>] [--connections=20] [--duration=10] [--slugs=5000] [--tag=before]
// Only loopback targets. Not part of `npm test`. Writes bench/results/site-load[-<tag>].json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { assertLoopback, childrenOf, percentile, procCpuSeconds } from './lib/load.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const BASE = arg('url', 'http://127.0.0.1:3400');
const PG_URL = arg('pg-url', process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/eventos_bench');
const CONNECTIONS = Math.min(50, Math.max(1, Number(arg('connections', 20))));
const DURATION = Math.min(60, Math.max(1, Number(arg('duration', 10))));
const SLUGS = Math.max(1, Number(arg('slugs', 5000)));
const TAG = arg('tag', '');
const SERVER_PID = Number(arg('server-pid', '0'));
const SITE_RELATIONS = 'servicesTypes,location,album,covers,testimonials';

assertLoopback(BASE);

let pgClient = null;
/**
 * The database's backends, sampled every 250 ms while a run lasts: a backend the pool closes
 * during the run (idle timeout) keeps the CPU it was last seen with, one it opens counts from 0.
 * Summing only the backends alive at the end made the database's figure too low, even negative.
 */
function backendSampler() {
  const seen = new Map();
  let stopped = false;
  let starting = true;
  const sample = async () => {
    const { rows } = await pgClient.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    for (const { pid } of rows) {
      const cpu = procCpuSeconds(pid);
      const entry = seen.get(pid);
      if (entry) entry.last = Math.max(entry.last, cpu);
      else seen.set(pid, { first: cpu, last: cpu, fromStart: starting });
    }
  };
  const ready = sample().then(() => {
    starting = false;
  });
  const loop = (async () => {
    await ready;
    while (!stopped) {
      await new Promise((r) => setTimeout(r, 250));
      await sample();
    }
  })();
  return {
    ready,
    async stop() {
      stopped = true;
      await loop;
      await sample();
      let total = 0;
      for (const entry of seen.values()) total += entry.last - (entry.fromStart ? entry.first : 0);
      return total;
    },
  };
}

/** CPU seconds so far of the server's processes (null without --server-pid). */
function serverCpuSeconds() {
  if (!SERVER_PID) return null;
  return [SERVER_PID, ...childrenOf(SERVER_PID)].reduce((sum, pid) => sum + procCpuSeconds(pid), 0);
}

/** autocannon over a list of paths, each request taking the next one. */
async function cannon(paths) {
  let next = 0;
  const times = [];
  const serverBefore = serverCpuSeconds();
  const backends = SERVER_PID ? backendSampler() : null;
  await backends?.ready;
  const statuses = {};
  const instance = autocannon({
    url: BASE,
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: 10,
    headers: { accept: 'application/json' },
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
  });
  instance.on('response', (_c, status, _b, ms) => {
    times.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await instance;
  const serverAfter = serverCpuSeconds();
  const dbSeconds = backends ? await backends.stop() : null;
  const s = times.sort((a, b) => a - b);
  const perRequest = (a, b) => +(((a - b) * 1000) / Math.max(1, result.requests.total)).toFixed(2);
  return {
    ...(serverBefore !== null && serverAfter !== null && dbSeconds !== null
      ? { cpu_ms_per_request: { server: perRequest(serverAfter, serverBefore), database: perRequest(dbSeconds, 0) } }
      : {}),
    requests_per_sec: Math.round(result.requests.average),
    requests_total: result.requests.total,
    latency_ms: { p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), max: s.length ? +s.at(-1).toFixed(2) : null },
    statuses,
    errors: result.errors + result.timeouts,
  };
}

async function randomSlugs(n) {
  const { rows } = await pgClient.query('SELECT slug FROM providers WHERE unlinked_at IS NULL ORDER BY random() LIMIT $1', [n]);
  return rows.map((r) => r.slug);
}

const load = () => loadavg().map((l) => +l.toFixed(2));
pgClient = new pg.Client({ connectionString: PG_URL });
await pgClient.connect();
const slugs = await randomSlugs(SLUGS);
if (slugs.length === 0) throw new Error('no providers: seed the bench data set first (bench/README.md)');
const loadBefore = load();
console.log(`${slugs.length} random slugs, ${CONNECTIONS} connections, ${DURATION} s each (load ${loadBefore.join(' ')})`);
const rows = {};
const show = (name, r) =>
  console.log(
    `${name}: ${r.requests_per_sec}/s  p50 ${r.latency_ms.p50} p95 ${r.latency_ms.p95} p99 ${r.latency_ms.p99} ms  ${JSON.stringify(r.statuses)}${r.errors ? ` errors ${r.errors}` : ''}${
      r.cpu_ms_per_request ? `  CPU ms/request: server ${r.cpu_ms_per_request.server}, database ${r.cpu_ms_per_request.database}` : ''
    }`,
  );
rows.by_slug = await cannon(slugs.map((s) => `/api/v1/providers?slug=${encodeURIComponent(s)}`));
show('providers?slug=', rows.by_slug);
rows.site = await cannon(slugs.map((s) => `/api/v1/providers?slug=${encodeURIComponent(s)}&withLogo=true&relations=${SITE_RELATIONS}`));
show('providers?slug=&withLogo&relations=(site)', rows.site);
rows.healthz = await cannon(['/healthz']);
show('/healthz', rows.healthz);
const loadAfter = load();
await pgClient.end();
console.log(`load ${loadAfter.join(' ')}`);
mkdirSync(`${ROOT}bench/results`, { recursive: true });
const file = `${ROOT}bench/results/site-load${TAG ? `-${TAG}` : ''}.json`;
writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), url: BASE, connections: CONNECTIONS, duration_s: DURATION, slugs: slugs.length, load_before: loadBefore, load_after: loadAfter, ...rows }, null, 2)}\n`,
);
console.log(`→ ${file}`);
