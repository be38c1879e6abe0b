// What a provider site's gallery and reviews calls cost a render (issue 12): one process, one render after
// another, alternating between "live" (every API call answered by the API in process: inject, route,
// query, serializer, JSON) and "kept" (the answers of the calls matching --kept=<regex>, default the
// gallery's media and the reviews, read once and replayed as bytes; the site and the catalogue stay live).
// The difference per render is what reading those answers costs the API process — the most a provider
// site read in one statement could save (one inject and one query instead of three), before the CPU of
// PostgreSQL's backends (not counted here). CPU per render: process.cpuUsage (the render, the API calls
// and, on PGlite, the queries; on PostgreSQL the backends' CPU is another process).
// --round-trips=N (ADR 349): each replayed answer is returned only after N trivial statements (`SELECT 1`)
// through the app's database client, so "kept" keeps the calls' waits on the database and drops their work:
// live − kept is then what the calls cost beyond N round trips.
// Usage: DATA_DIR=/tmp/x | DATABASE_URL=… npx tsx bench/site-calls-ab.ts [--runs=60] [--path=/slug] [--kept=regex] [--round-trips=N]
import { loadavg } from 'node:os';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase, queryRows } from '../apps/api/src/db/client';
import { sql } from 'drizzle-orm';
import { createDefaultStorage } from '../apps/api/src/plugins/storage';
import type { CreateServerRenderer } from '../apps/api/src/plugins/server-render';
import { importAsBuilt } from './lib/import-as-built';

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const RUNS = Number(arg('runs', '60'));
const KEPT = new RegExp(arg('kept', '/providers/\\d+/(media|reviews)\\?'));
const ROUND_TRIPS = Number(arg('round-trips', '0'));

const config = loadConfig({ ...process.env, RESPONSE_CACHE_TTL_MS: '0', RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn', AUTH_DEV_PROVIDER: '0' });
const database = await createDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.pgliteDir });
const create = await importAsBuilt(config.WEB_SSR_ENTRY);
let keep = false;
const kept = new Map<string, { status: number; headers: Array<[string, string]>; body: ArrayBuffer }>();
const calls = { kept: 0, live: 0 };
const renderer: CreateServerRenderer = ({ apiFetch, graphql }) =>
  create({
    apiFetch: async (input, init) => {
      const key = String(input);
      if (!keep || !KEPT.test(key) || (init?.method ?? 'GET').toUpperCase() !== 'GET') {
        calls.live += 1;
        return apiFetch(input, init);
      }
      calls.kept += 1;
      let answer = kept.get(key);
      if (!answer) {
        const res = await apiFetch(input, init);
        answer = { status: res.status, headers: [...res.headers.entries()], body: await res.arrayBuffer() };
        kept.set(key, answer);
      }
      for (let i = 0; i < ROUND_TRIPS; i++) await queryRows(database.db, sql`SELECT 1`);
      return new Response(answer.body.slice(0), { status: answer.status, headers: answer.headers });
    },
    graphql,
  });
const app = await buildApp({ config, database, storage: await createDefaultStorage(config), logger: false, serverRenderer: renderer });
await app.ready();

const featured = JSON.parse((await app.inject('/api/v1/providers/featured')).body) as { data: Array<{ slug: string }> };
const path = arg('path', `/${featured.data[0]?.slug}`);
const cpu = { live: [] as number[], kept: [] as number[] };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; ${path}; kept: ${KEPT.source}${ROUND_TRIPS ? ` after ${ROUND_TRIPS} round trips` : ''}`);
for (let i = 0; i < RUNS + 4; i++) {
  // live kept, kept live, …: neither always runs first.
  for (const mode of i % 2 === 0 ? (['live', 'kept'] as const) : (['kept', 'live'] as const)) {
    keep = mode === 'kept';
    const before = process.cpuUsage();
    const res = await app.inject({ url: path, headers: { accept: 'text/html' } });
    const used = process.cpuUsage(before);
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode}`);
    if (i >= 4) cpu[mode].push((used.user + used.system) / 1000);
  }
}
const [live, keptCpu] = [median(cpu.live), median(cpu.kept)];
console.log(
  `live p50 ${live.toFixed(2)} ms | kept p50 ${keptCpu.toFixed(2)} ms | difference ${(live - keptCpu).toFixed(2)} ms per render (${((1 - keptCpu / live) * 100).toFixed(1)} %) | calls kept ${calls.kept}, live ${calls.live}`,
);
console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
await app.close();
await database.close();
