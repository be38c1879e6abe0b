// Where a server render's time goes (issue 12), without HTTP load: builds the app in process on an
// existing data directory (stop the server using it first) or DATABASE_URL, renders each page N
// times one after another and splits each render into its API calls (in-process inject), its
// database queries (count and time) and the rest (React + Emotion + HTML assembly). Counts are exact;
// times are wall clock on a shared machine (the load average is printed); `CPU` is this process's CPU
// time per render (process.cpuUsage: the render, the API calls and PGlite, which runs in process),
// the figure to compare between builds on a loaded machine.
// Usage: DATA_DIR=/tmp/x npx tsx bench/render-breakdown.ts [--runs=30] [--paths=/slug,/buscar?q=fotografo]
// --reuse-api: the loaders' GET answers are read once and replayed (bytes as the API sent them), so CPU is
// the render itself (React + Emotion + critical CSS + state + head) without the API calls and their queries.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase } from '../apps/api/src/db/client';
import { createDefaultStorage } from '../apps/api/src/plugins/storage';
import type { CreateServerRenderer } from '../apps/api/src/plugins/server-render';
import { importAsBuilt } from './lib/import-as-built';

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const RUNS = Number(arg('runs', '30'));

const config = loadConfig({ ...process.env, RESPONSE_CACHE_TTL_MS: '0', RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn', AUTH_DEV_PROVIDER: '0' });
const database = await createDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.pgliteDir });

const stats = { queries: 0, queryMs: 0, apiCalls: 0, apiMs: 0, apiUrls: [] as string[] };
/** node-postgres takes a config object ({ text, values }), PGlite the text. */
const statementText = (q: unknown) => (typeof q === 'object' && q !== null && 'text' in q ? String(q.text) : String(q));
const client = (database.pglite ?? database.pool) as unknown as { query: (...args: unknown[]) => Promise<unknown> };
const originalQuery = client.query.bind(client);
client.query = async (...args: unknown[]) => {
  const t = performance.now();
  try {
    return await originalQuery(...args);
  } finally {
    stats.queries += 1;
    stats.queryMs += performance.now() - t;
    if (process.env.LOG_QUERIES) console.log(`  ${(performance.now() - t).toFixed(1)} ms ${statementText(args[0]).replace(/\s+/g, ' ').slice(0, 160)}`);
  }
};

// Imported as built, not as tsx would transform it (lib/import-as-built.ts).
const create = await importAsBuilt(config.WEB_SSR_ENTRY);
const reuseApi = process.argv.includes('--reuse-api');
const replay = new Map<string, { status: number; headers: Array<[string, string]>; body: ArrayBuffer }>();
const counting: CreateServerRenderer = ({ apiFetch, graphql }) =>
  create({
    apiFetch: async (input, init) => {
      const t = performance.now();
      try {
        const key = String(input);
        if (!reuseApi || (init?.method ?? 'GET').toUpperCase() !== 'GET') return await apiFetch(input, init);
        let kept = replay.get(key);
        if (!kept) {
          const res = await apiFetch(input, init);
          kept = { status: res.status, headers: [...res.headers.entries()], body: await res.arrayBuffer() };
          replay.set(key, kept);
        }
        return new Response(kept.status === 204 || kept.status === 304 ? null : kept.body.slice(0), { status: kept.status, headers: kept.headers });
      } finally {
        stats.apiCalls += 1;
        stats.apiMs += performance.now() - t;
        stats.apiUrls.push(String(input));
      }
    },
    graphql,
  });
// --shell: no server render (the app shell with its head tags only): what the head alone costs.
const shell = process.argv.includes('--shell');
const app = await buildApp({ config, database, storage: await createDefaultStorage(config), logger: false, serverRenderer: shell ? null : counting });
await app.ready();

const featured = JSON.parse((await app.inject('/api/v1/providers/featured')).body) as { data: Array<{ slug: string }> };
const paths = arg('paths', `/${featured.data[0]?.slug},/buscar?q=fotografo`).split(',');
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)] ?? 0;
console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
for (const path of paths) {
  const rows: Array<{ total: number; cpu: number; api: number; db: number; queries: number; calls: number }> = [];
  let bytes = 0;
  let urls: string[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    Object.assign(stats, { queries: 0, queryMs: 0, apiCalls: 0, apiMs: 0, apiUrls: [] });
    const t = performance.now();
    const cpuBefore = process.cpuUsage();
    const res = await app.inject({ url: path, headers: { accept: 'text/html' } });
    const total = performance.now() - t;
    const used = process.cpuUsage(cpuBefore);
    const cpu = (used.user + used.system) / 1000;
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode}`);
    bytes = res.rawPayload.length;
    urls = stats.apiUrls;
    if (i >= 3) rows.push({ total, cpu, api: stats.apiMs, db: stats.queryMs, queries: stats.queries, calls: stats.apiCalls });
  }
  const med = (k: keyof (typeof rows)[number]) => pct(rows.map((r) => r[k]), 50).toFixed(1);
  console.log(
    `${path}: total p50 ${med('total')} ms p95 ${pct(rows.map((r) => r.total), 95).toFixed(1)} ms | CPU p50 ${med('cpu')} ms, mean ${(rows.reduce((a, r) => a + r.cpu, 0) / rows.length).toFixed(1)} ms | API calls ${med('calls')} (${med('api')} ms) | queries ${med('queries')} (${med('db')} ms) | rest ${(
      pct(rows.map((r) => r.total), 50) - pct(rows.map((r) => r.api), 50)
    ).toFixed(1)} ms | ${bytes} bytes`,
  );
  console.log(`  API: ${urls.join(' ')}`);
}
console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
await app.close();
await database.close();
