#!/usr/bin/env node
// Load test of a running API on this machine: req/s and latency percentiles per endpoint.
// Usage: node bench/api-load.mjs [--url=http://127.0.0.1:3000] [--duration=10] [--connections=30]
// Only loopback targets are accepted. Each endpoint runs for a bounded time (≤ 30 s) and stops by
// itself. p95 is computed exactly from every response time (autocannon's own summary stops at
// p90/p97.5). Writes bench/results/api-load.json. Not part of `npm test`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { assertLoopback, percentile } from './lib/load.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const BASE = arg('url', process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const DURATION = Math.min(30, Math.max(1, Number(arg('duration', 10))));
const CONNECTIONS = Math.min(50, Math.max(1, Number(arg('connections', 30))));
const ENDPOINTS = ['/healthz', '/api/v1/service-types', '/api/v1/search/keywords?q=lima'];

assertLoopback(BASE);

async function measure(path) {
  const times = [];
  const statuses = {};
  const instance = autocannon({
    url: `${BASE}${path}`,
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: 10,
    headers: { accept: 'application/json' },
  });
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
    latency_ms: {
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      max: times.length ? +times[times.length - 1].toFixed(2) : null,
      mean: result.latency.mean,
    },
    throughput_kb_per_sec: Math.round(result.throughput.average / 1024),
    statuses,
    non_2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

const rows = [];
console.log(`API load: ${BASE}, ${CONNECTIONS} connections, ${DURATION} s per endpoint`);
for (const path of ENDPOINTS) {
  process.stdout.write(`  ${path} … `);
  const row = await measure(path);
  rows.push(row);
  console.log(`${row.requests_per_sec} req/s`);
}

const pad = (v, n) => String(v ?? '-').padStart(n);
console.log(`\n${'endpoint'.padEnd(34)} ${pad('req/s', 8)} ${pad('p50 ms', 8)} ${pad('p95 ms', 8)} ${pad('p99 ms', 8)} ${pad('non-2xx', 8)} ${pad('errors', 7)}`);
for (const r of rows) {
  const l = r.latency_ms;
  console.log(`${r.path.padEnd(34)} ${pad(r.requests_per_sec, 8)} ${pad(l.p50, 8)} ${pad(l.p95, 8)} ${pad(l.p99, 8)} ${pad(r.non_2xx, 8)} ${pad(r.errors + r.timeouts, 7)}`);
}

const out = join(ROOT, 'bench/results/api-load.json');
mkdirSync(dirname(out), { recursive: true });
const report = { date: new Date().toISOString(), base_url: BASE, connections: CONNECTIONS, duration_s: DURATION, endpoints: rows };
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
console.log(`wrote bench/results/api-load.json`);
const bad = rows.filter((r) => r.non_2xx > 0 || r.errors > 0);
if (bad.length) console.warn(`warning: non-2xx or errors on ${bad.map((r) => r.path).join(', ')} (rate limit? set RATE_LIMIT_MAX)`);
