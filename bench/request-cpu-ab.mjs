#!/usr/bin/env node
// Two running servers compared by CPU per request, in alternating rounds (issue 12). On a machine shared
// with other work, two render-load runs a minute apart differ by more than a change of a few per cent;
// here server A and server B (e.g. the previous build started from a copy, and this checkout) answer
// the same path in short rounds, A B B A A B …, one request at a time, and each round's CPU (the
// server's processes and their WEB_CONCURRENCY workers from /proc, plus the PostgreSQL backends of
// --pg-db) is divided by its requests. Both see the same load, round by round. Prints the median and
// the mean per server and path, the ratio B/A, and the load average. Only loopback targets.
// Usage: node bench/request-cpu-ab.mjs --a=http://127.0.0.1:3453 --a-pid=<pid> --b=http://127.0.0.1:3450 --b-pid=<pid>
//        [--pg-db=<database of both>] [--paths=/slug,/buscar?q=fotografo] [--rounds=12] [--requests=60]
// Both servers must serve the same data (the same database) with RESPONSE_CACHE_TTL_MS=0.
import { loadavg } from 'node:os';
import { assertLoopback, childrenOf, procCpuSeconds } from './lib/load.mjs';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const servers = ['a', 'b'].map((side) => ({ side: side.toUpperCase(), url: arg(side, '').replace(/\/+$/, ''), pid: Number(arg(`${side}-pid`, '0')) }));
for (const s of servers) {
  if (!s.url || !s.pid) throw new Error('--a, --a-pid, --b and --b-pid are required');
  assertLoopback(s.url);
}
const ROUNDS = Number(arg('rounds', '12'));
const REQUESTS = Number(arg('requests', '60'));
const PG_DB = arg('pg-db', '');

let pgClient = null;
if (PG_DB) {
  const { default: pg } = await import('pg');
  pgClient = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${PG_DB}` });
  await pgClient.connect();
}

async function cpuSeconds(pid) {
  let total = [pid, ...childrenOf(pid)].reduce((sum, p) => sum + procCpuSeconds(p), 0);
  if (pgClient) {
    const { rows } = await pgClient.query('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [PG_DB]);
    total += rows.reduce((sum, row) => sum + procCpuSeconds(row.pid), 0);
  }
  return total;
}

async function get(url) {
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
}

const featured = await (await fetch(`${servers[0].url}/api/v1/providers/featured`)).json();
const paths = arg('paths', `/${featured.data[0]?.slug},/buscar?q=fotografo`).split(',');
const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
const mean = (xs) => xs.reduce((sum, x) => sum + x, 0) / xs.length;

console.log(`load average before ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
for (const path of paths) {
  const perRequest = { A: [], B: [] };
  for (const s of servers) for (let i = 0; i < 20; i++) await get(s.url + path);
  for (let round = 0; round < ROUNDS; round++) {
    // A B, then B A: neither always runs first.
    const order = round % 2 === 0 ? servers : [...servers].reverse();
    for (const s of order) {
      // Both servers' PostgreSQL backends are counted: the idle server's are idle.
      const before = await cpuSeconds(s.pid);
      for (let i = 0; i < REQUESTS; i++) await get(s.url + path);
      perRequest[s.side].push((((await cpuSeconds(s.pid)) - before) * 1000) / REQUESTS);
    }
  }
  const [a, b] = [perRequest.A, perRequest.B];
  console.log(
    `${path}: A median ${median(a).toFixed(2)} ms mean ${mean(a).toFixed(2)} | B median ${median(b).toFixed(2)} ms mean ${mean(b).toFixed(2)} | B/A median ${(median(b) / median(a)).toFixed(3)} mean ${(mean(b) / mean(a)).toFixed(3)} (CPU per request, ${ROUNDS} rounds × ${REQUESTS} requests${pgClient ? ', server + PostgreSQL backends' : ', server'})`,
  );
}
console.log(`load average after ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
await pgClient?.end();
