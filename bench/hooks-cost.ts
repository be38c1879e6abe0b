// CPU per request of the request path itself (hooks, routing, serialisation), without sockets or load:
// N sequential `inject` calls of one URL (default /healthz) on an app over an empty, migrated in-memory PGlite,
// CPU microseconds per request from process.cpuUsage(). Compare two versions of the code on the same
// machine; the figure does not depend on what else runs (it is CPU time, not wall time).
// --render: the app over the database of DATA_DIR (or DATABASE_URL; stop the server using it first)
// with the web build's server render and the rendered-page cache on, so `--url=/{slug}` (the first
// featured provider) or `--url=/buscar?q=fotografo` measures a cache hit of a rendered page.
// --headers=name:value,… adds request headers (e.g. --headers=accept-encoding:br).
// --db: the app over DATABASE_URL (a bench database; the server may keep running) with the response
// cache off, e.g. `--db --url=/api/v1/providers?slug=<slug>`: the API process's CPU of one read
// (the database's backend is another process and is not counted).
// Usage: npx tsx bench/hooks-cost.ts [--url=/healthz] [--n=20000] [--render | --db] [--headers=accept-encoding:br]
import { loadavg } from 'node:os';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { createDefaultStorage } from '../apps/api/src/plugins/storage';
import { loadServerRenderer } from '../apps/api/src/plugins/server-render';

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const N = Number(arg('n', '20000'));
const RENDER = process.argv.includes('--render');
const DB = process.argv.includes('--db');
const headers: Record<string, string> = { accept: 'text/html' };
for (const pair of arg('headers', '').split(',').filter(Boolean)) {
  const at = pair.indexOf(':');
  headers[pair.slice(0, at).trim().toLowerCase()] = pair.slice(at + 1).trim();
}

const env = { ...process.env, NODE_ENV: 'development', RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn', AUTH_DEV_PROVIDER: '0', RUN_JOBS: '0', SEED_DEMO: '0', JWT_SECRET: 'x'.repeat(48) };
const config = loadConfig(RENDER ? { ...env, RESPONSE_CACHE_TTL_MS: '3600000' } : DB ? { ...env, RESPONSE_CACHE_TTL_MS: '0' } : env);
if (DB && !config.DATABASE_URL) throw new Error('--db needs DATABASE_URL');
const database = DB ? await createDatabase({ url: config.DATABASE_URL! }) : RENDER ? await createDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.pgliteDir }) : await createDatabase({});
if (!RENDER && !DB) await runMigrations(database);
const serverRenderer = RENDER ? await loadServerRenderer(config) : null;
if (RENDER && !serverRenderer) throw new Error('apps/web/dist-ssr is missing: npm run build');
const app = await buildApp({ config, database, logger: false, serverRenderer, ...(RENDER ? { storage: await createDefaultStorage(config) } : {}) });
await app.ready();
let URL_PATH = arg('url', '/healthz');
if (URL_PATH.includes('{slug}')) {
  const featured = JSON.parse((await app.inject('/api/v1/providers/featured')).body) as { data: Array<{ slug: string }> };
  URL_PATH = URL_PATH.replace('{slug}', featured.data[0]?.slug ?? '');
}
const first = await app.inject({ url: URL_PATH, headers });
for (let i = 0; i < 2000; i++) await app.inject({ url: URL_PATH, headers });
const last = await app.inject({ url: URL_PATH, headers });
const rounds: number[] = [];
for (let r = 0; r < 5; r++) {
  const cpu = process.cpuUsage();
  for (let i = 0; i < N / 5; i++) await app.inject({ url: URL_PATH, headers });
  const used = process.cpuUsage(cpu);
  rounds.push((used.user + used.system) / (N / 5));
}
rounds.sort((a, b) => a - b);
const cache = last.headers['x-render-cache'] ?? last.headers['x-cache'] ?? '-';
console.log(
  `${URL_PATH}: ${first.statusCode} ${last.rawPayload.length} bytes, cache ${String(cache)}; CPU per inject median ${rounds[2]!.toFixed(1)} µs (rounds ${rounds.map((x) => x.toFixed(1)).join(' ')}), load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`,
);
await app.close();
await database.close();
