// A provider site's render before and after ADR 338 (issue 12), in one process, alternating: this
// checkout's server render (apps/web/dist-ssr: the site, its gallery's first page and its reviews page in
// one API call) and another build (`--other=<entry-server.js>`, e.g. a copy of the previous build's
// dist-ssr: the same three in three calls), both rendering the same page with every API call live, answered
// by this checkout's API in process (inject, route, query, serializer; nothing replayed). Renders go
// A B B A A B …, so both builds see the same load. Per render: this process's CPU (process.cpuUsage: the
// render, the API calls and, on PGlite, the queries), and on PostgreSQL the CPU of the database's backends
// (/proc of every backend connected to the database, 10 ms ticks: the mean over the runs is the figure),
// and the API calls each build made. Prints p50 and mean per build, the difference, and the load average.
// Usage: DATA_DIR=/tmp/x | DATABASE_URL=… npx tsx bench/site-pages-ab.ts --other=/tmp/before/dist-ssr/entry-server.js
//        [--runs=60] [--path=/slug]
import { loadavg } from 'node:os';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase } from '../apps/api/src/db/client';
import { createDefaultStorage } from '../apps/api/src/plugins/storage';
import type { CreateServerRenderer } from '../apps/api/src/plugins/server-render';
import { importAsBuilt } from './lib/import-as-built';
import { procCpuSeconds } from './lib/load.mjs';

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const RUNS = Number(arg('runs', '60'));
const other = arg('other', '');
if (!other) throw new Error('--other=<entry-server.js of the build to compare with> is required');

const config = loadConfig({ ...process.env, RESPONSE_CACHE_TTL_MS: '0', RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn', AUTH_DEV_PROVIDER: '0' });
const database = await createDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.pgliteDir });
const builds = { before: await importAsBuilt(other), after: await importAsBuilt(config.WEB_SSR_ENTRY) };
type Side = keyof typeof builds;
// The app renders with the build of the current side; each build keeps the fetch it was given, once.
let side: Side = 'before';
const calls: Record<Side, number> = { before: 0, after: 0 };
const made: Partial<Record<Side, ReturnType<CreateServerRenderer>>> = {};
const renderer: CreateServerRenderer = (options) => {
  const counted: typeof options.apiFetch = (input, init) => {
    calls[side] += 1;
    return options.apiFetch(input, init);
  };
  made.before = builds.before({ ...options, apiFetch: counted });
  made.after = builds.after({ ...options, apiFetch: counted });
  return { renderPage: (request) => made[side]!.renderPage(request) };
};
const app = await buildApp({ config, database, storage: await createDefaultStorage(config), logger: false, serverRenderer: renderer });
await app.ready();

// PostgreSQL: the backends of the database (the app's pool), read from /proc around each render.
const pgClient = config.DATABASE_URL ? new pg.Client({ connectionString: config.DATABASE_URL }) : null;
await pgClient?.connect();
async function backendCpuMs(): Promise<number> {
  if (!pgClient) return 0;
  const { rows } = await pgClient.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return rows.reduce((sum, row) => sum + procCpuSeconds(row.pid), 0) * 1000;
}

const featured = JSON.parse((await app.inject('/api/v1/providers/featured')).body) as { data: Array<{ slug: string }> };
const path = arg('path', `/${featured.data[0]?.slug}`);
const cpu: Record<Side, number[]> = { before: [], after: [] };
const backend: Record<Side, number[]> = { before: [], after: [] };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
console.log(`load average ${load()}; ${path}; ${config.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; other = ${other}`);
const warm = 4;
for (let i = 0; i < RUNS + warm; i++) {
  for (const mode of i % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const)) {
    side = mode;
    if (i === warm) calls[mode] = 0;
    const db0 = await backendCpuMs();
    const before = process.cpuUsage();
    const res = await app.inject({ url: path, headers: { accept: 'text/html' } });
    const used = process.cpuUsage(before);
    const db1 = await backendCpuMs();
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode}`);
    if (i >= warm) {
      cpu[mode].push((used.user + used.system) / 1000);
      backend[mode].push(db1 - db0);
    }
  }
}
for (const mode of ['before', 'after'] as const) {
  console.log(
    `${mode}: CPU p50 ${median(cpu[mode]).toFixed(2)} ms, mean ${mean(cpu[mode]).toFixed(2)} ms per render` +
      (pgClient ? `; PostgreSQL backends mean ${mean(backend[mode]).toFixed(2)} ms` : '') +
      `; API calls per render ${(calls[mode] / RUNS).toFixed(2)}`,
  );
}
const [b, a] = [median(cpu.before), median(cpu.after)];
console.log(`difference p50 ${(b - a).toFixed(2)} ms (${((1 - a / b) * 100).toFixed(1)} %), mean ${(mean(cpu.before) - mean(cpu.after)).toFixed(2)} ms` +
  (pgClient ? `; backends ${(mean(backend.before) - mean(backend.after)).toFixed(2)} ms` : ''));
console.log(`load average ${load()}`);
await pgClient?.end();
await app.close();
await database.close();
