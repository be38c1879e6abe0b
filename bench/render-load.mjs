#!/usr/bin/env node
// Server-render throughput of a running server (issue 12): `/healthz`, a provider site `/{slug}` and
// `/buscar?q=…`, one request at a time and at 20 connections, each for a bounded time. Run it once
// against a server started with RESPONSE_CACHE_TTL_MS=0 (every request rendered: "cache off") and
// once with the default (rendered-page cache on), and compare with /healthz of the same run.
// Usage: node bench/render-load.mjs --url=http://127.0.0.1:3000 --label=cache-off [--duration=10]
//        [--paths=/healthz,/{slug}] [--connections=1,20] [--encodings=identity,br]
// --encodings: each row once per Accept-Encoding sent; `identity` sends none (the page goes out
// uncompressed, the default), `br` sends `br, gzip` as browsers and CDNs do (the page goes out compressed).
// Each row also has the server's CPU milliseconds per request (from /metrics; null when closed).
// --server-pid=<pid>: also the CPU of that process and its children (the primary and the workers of
// WEB_CONCURRENCY > 1, whose /metrics is one worker's), from /proc; --pg-url=<postgres://…/db>: plus
// the CPU of the PostgreSQL backends connected to that database (the queries' share): `all_cpu_ms_per_request`
// is what a render costs the machine, the figure that bounds renders/s on its cores.
// --generators=N (default 1): autocannon in N worker threads (its `workers` option), for answers so
// large or so fast that one generator thread is the limit (the page cache on, 166 kB pages); latencies
// then come from autocannon's histogram, which has p97.5 and no p95 (`p97_5_ms`).
// --generator=wrk: the load from wrk (Debian's package, C: `apt-get install wrk`) instead of
// autocannon, in --generators threads (default 2): a generator that costs the shared cores far less
// per answer, to tell the server's limit from autocannon's own (the page cache on); latencies then
// come from wrk's distribution (p50, p90, p99).
// autocannon (one thread) runs without keeping each body as a string (lib/load.mjs'
// autocannonWithoutBodies: that decoding was most of its CPU on cached pages); --keep-bodies as before
// session 19.
// Only loopback targets. Writes bench/results/render-load-<label>.json. Not part of `npm test`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { assertLoopback, autocannonWithoutBodies, childrenOf, percentile, procCpuSeconds } from './lib/load.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const BASE = arg('url', process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const LABEL = arg('label', 'run').replace(/[^a-z0-9-]/gi, '');
const DURATION = Math.min(30, Math.max(1, Number(arg('duration', 10))));
const GENERATOR = arg('generator', 'autocannon');
const KEEP_BODIES = process.argv.includes('--keep-bodies');
if (!KEEP_BODIES) autocannonWithoutBodies();
if (!['autocannon', 'wrk'].includes(GENERATOR)) throw new Error(`--generator: ${GENERATOR}? (autocannon, wrk)`);
const GENERATORS = Math.min(4, Math.max(1, Number(arg('generators', GENERATOR === 'wrk' ? 2 : 1))));

assertLoopback(BASE);

/**
 * The server's CPU seconds so far (process_cpu_seconds_total of /metrics, open in development), or
 * null when /metrics is closed: CPU per request does not grow with the other processes' load the
 * way wall-clock figures do.
 */
async function serverCpuSeconds() {
  try {
    const res = await fetch(`${BASE}/metrics`);
    if (!res.ok) return null;
    const match = /^process_cpu_seconds_total ([\d.]+)$/m.exec(await res.text());
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

const SERVER_PID = Number(arg('server-pid', '0'));
const PG_URL = arg('pg-url', '');

let pgClient = null;
if (PG_URL) {
  const { default: pg } = await import('pg');
  pgClient = new pg.Client({ connectionString: PG_URL });
  await pgClient.connect();
}

/** CPU seconds of the server's processes and of the database's backends (null without --server-pid). */
async function machineCpuSeconds() {
  if (!SERVER_PID) return null;
  let total = [SERVER_PID, ...childrenOf(SERVER_PID)].reduce((sum, pid) => sum + procCpuSeconds(pid), 0);
  if (pgClient) {
    const { rows } = await pgClient.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    for (const row of rows) total += procCpuSeconds(row.pid);
  }
  return total;
}

const ACCEPT_ENCODING = { identity: null, br: 'br, gzip', gzip: 'gzip' };

async function measure(path, connections, encoding) {
  const times = [];
  const cpuBefore = await serverCpuSeconds();
  const allBefore = await machineCpuSeconds();
  const statuses = {};
  const headers = { accept: 'text/html' };
  if (ACCEPT_ENCODING[encoding]) headers['accept-encoding'] = ACCEPT_ENCODING[encoding];
  let bytes = 0;
  if (GENERATOR === 'wrk') return measureWithWrk(path, connections, encoding, headers, cpuBefore, allBefore);
  if (GENERATORS > 1) return measureInWorkers(path, connections, encoding, headers, cpuBefore, allBefore);
  const instance = autocannon({ url: `${BASE}${path}`, connections, duration: DURATION, timeout: 10, headers });
  instance.on('response', (_client, statusCode, responseBytes, responseTime) => {
    times.push(responseTime);
    bytes += responseBytes;
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  const cpuAfter = await serverCpuSeconds();
  const allAfter = await machineCpuSeconds();
  times.sort((a, b) => a - b);
  return {
    path,
    connections,
    encoding,
    bodies_kept: KEEP_BODIES,
    bytes_per_response: times.length > 0 ? Math.round(bytes / times.length) : null,
    requests_per_second: Math.round(result.requests.average),
    p50_ms: percentile(times, 50),
    p95_ms: percentile(times, 95),
    p99_ms: percentile(times, 99),
    server_cpu_ms_per_request: cpuBefore !== null && cpuAfter !== null && times.length > 0 ? +(((cpuAfter - cpuBefore) * 1000) / times.length).toFixed(3) : null,
    all_cpu_ms_per_request: allBefore !== null && allAfter !== null && times.length > 0 ? +(((allAfter - allBefore) * 1000) / times.length).toFixed(2) : null,
    statuses,
    errors: result.errors + result.timeouts,
  };
}

/** `measure` with autocannon's worker threads: counts, bytes and latencies from its result. */
async function measureInWorkers(path, connections, encoding, headers, cpuBefore, allBefore) {
  const result = await autocannon({ url: `${BASE}${path}`, connections, duration: DURATION, timeout: 10, headers, workers: GENERATORS });
  const cpuAfter = await serverCpuSeconds();
  const allAfter = await machineCpuSeconds();
  const n = result.requests.total;
  const per = (before, after) => (before !== null && after !== null && n > 0 ? ((after - before) * 1000) / n : null);
  return {
    path,
    connections,
    encoding,
    generators: GENERATORS,
    bytes_per_response: n > 0 ? Math.round(result.throughput.total / n) : null,
    requests_per_second: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p95_ms: null,
    p97_5_ms: result.latency.p97_5,
    p99_ms: result.latency.p99,
    server_cpu_ms_per_request: per(cpuBefore, cpuAfter) === null ? null : +per(cpuBefore, cpuAfter).toFixed(3),
    all_cpu_ms_per_request: per(allBefore, allAfter) === null ? null : +per(allBefore, allAfter).toFixed(2),
    statuses: { '2xx': result['2xx'], non2xx: result.non2xx },
    errors: result.errors + result.timeouts,
  };
}

const SIZE_UNITS = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

/** `measure` with wrk: requests/s, latencies (p50, p90, p99), bytes and non-2xx answers from its report. */
async function measureWithWrk(path, connections, encoding, headers, cpuBefore, allBefore) {
  const threads = Math.min(connections, Math.max(1, GENERATORS));
  const args = [`-t${threads}`, `-c${connections}`, `-d${DURATION}s`, '--latency', '--timeout', '10s'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(`${BASE}${path}`);
  const out = execFileSync('wrk', args, { encoding: 'utf8' });
  const cpuAfter = await serverCpuSeconds();
  const allAfter = await machineCpuSeconds();
  const number = (re) => {
    const m = re.exec(out);
    return m ? Number(m[1]) : null;
  };
  const ms = (label) => {
    const m = new RegExp(`^\\s+${label}%\\s+([\\d.]+)(us|ms|s)\\b`, 'm').exec(out);
    return m ? +(Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2]]).toFixed(2) : null;
  };
  const total = number(/^\s*(\d+) requests in/m);
  const read = /requests in [\d.]+\w+, ([\d.]+)(B|KB|MB|GB) read/.exec(out);
  const non2xx = number(/Non-2xx or 3xx responses: (\d+)/) ?? 0;
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const per = (before, after) => (before !== null && after !== null && total ? ((after - before) * 1000) / total : null);
  return {
    path,
    connections,
    encoding,
    generator: 'wrk',
    generators: threads,
    bytes_per_response: total && read ? Math.round((Number(read[1]) * SIZE_UNITS[read[2]]) / total) : null,
    requests_per_second: Math.round(number(/Requests\/sec:\s+([\d.]+)/) ?? 0),
    p50_ms: ms('50'),
    p90_ms: ms('90'),
    p95_ms: null,
    p99_ms: ms('99'),
    server_cpu_ms_per_request: per(cpuBefore, cpuAfter) === null ? null : +per(cpuBefore, cpuAfter).toFixed(3),
    all_cpu_ms_per_request: per(allBefore, allAfter) === null ? null : +per(allBefore, allAfter).toFixed(2),
    statuses: { '2xx': (total ?? 0) - non2xx, non2xx },
    errors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

const featured = (await (await fetch(`${BASE}/api/v1/providers/featured`)).json()).data;
const slug = featured[0]?.slug;
if (!slug) throw new Error('No provider to render: start the server with the demo data.');
const only = arg('paths', '');
const paths = only ? only.split(',').map((p) => p.replace('{slug}', slug)) : ['/healthz', `/${slug}`, '/buscar?q=fotografo'];
const connectionCounts = arg('connections', '1,20').split(',').map(Number);
const encodings = arg('encodings', 'identity').split(',');
for (const e of encodings) if (!(e in ACCEPT_ENCODING)) throw new Error(`--encodings: ${e}? (identity, br, gzip)`);
const summary = { date: new Date().toISOString(), base: BASE, label: LABEL, duration_s: DURATION, load_average_before: loadavg().map((l) => +l.toFixed(2)), runs: [] };
for (const path of paths) {
  for (const encoding of encodings) {
    for (const connections of connectionCounts) {
      const row = await measure(path, connections, encoding);
      summary.runs.push(row);
      console.log(
        `${LABEL.padEnd(10)} ${path.padEnd(36)} ${encoding.padEnd(8)} c=${String(connections).padEnd(3)} ${String(row.requests_per_second).padStart(6)} req/s  p50 ${row.p50_ms} ms  ${row.p95_ms !== null ? `p95 ${row.p95_ms}` : row.p90_ms !== undefined ? `p90 ${row.p90_ms} ms  p99 ${row.p99_ms}` : `p97.5 ${row.p97_5_ms}`} ms  CPU ${row.server_cpu_ms_per_request} ms/req${row.all_cpu_ms_per_request !== null ? ` (all ${row.all_cpu_ms_per_request})` : ''}  ${row.bytes_per_response} B/resp  statuses ${JSON.stringify(row.statuses)}`,
      );
    }
  }
}
summary.load_average_after = loadavg().map((l) => +l.toFixed(2));
await pgClient?.end();
console.log(`load average before ${summary.load_average_before.join(' ')}, after ${summary.load_average_after.join(' ')}`);
const out = join(ROOT, `bench/results/render-load-${LABEL}.json`);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(summary, null, 2)}\n`);
console.log(`wrote ${out.slice(ROOT.length)}`);
