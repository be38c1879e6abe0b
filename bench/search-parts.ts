// Issue 16 (session 14, h5): where the API's CPU of one provider search goes, in process over
// DATABASE_URL (production settings, response cache off, a pool of one connection; read only): CPU µs
// per call (process.cpuUsage, mean of a loop after a warm-up, two rounds) of the whole request
// (`inject`), the search service alone (`searchProviders`: understanding kept, the engine's statement and
// the cards' — two round trips), one `SELECT 1` through the pool (a round trip's floor in the API),
// the query string's zod parse, the answer written by fast-json-stringify and by JSON.stringify, and
// the ETag (SHA-1) of its body. Figures from a loop are floors (code and data stay hot: ADR 349).
// Usage: DATABASE_URL=postgres://…/s14_bench_1m npx tsx bench/search-parts.ts ["c=feeding&d=15&page=2"]
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase } from '../apps/api/src/db/client';
import { createDefaultStorage } from '../apps/api/src/plugins/storage';
import { etagFor } from '../apps/api/src/plugins/http-cache';
import { SearchProvidersQuerySchema, SearchProvidersResponseSchema } from '@eventos/domain';
import { fastResponseSerializer } from '../apps/api/src/lib/fast-response';
import { searchProviders } from '../apps/api/src/modules/search/search.service';
import { createDatabaseSearchEngine } from '../apps/api/src/modules/search/search-engine';
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  AUTH_DEV_PROVIDER: '0',
  PUBLIC_URL: 'https://bench.eventos.example',
  JWT_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '1000000',
  RESPONSE_CACHE_TTL_MS: '0',
  SEED_DEMO: '0',
  RUN_JOBS: '0',
});
const database = await createDatabase({ url: config.DATABASE_URL!, poolMax: 1 });
const storage = await createDefaultStorage(config);
const app = await buildApp({ config, database, storage, logger: false, serverRenderer: null });
await app.ready();
const search = process.argv[2] ?? 'c=feeding&d=15&page=2';
const url = `/api/v1/search/providers?${search}`;
const cpu = async (label: string, n: number, f: () => unknown) => {
  for (let i = 0; i < Math.min(200, n); i++) await f();
  const c0 = process.cpuUsage();
  for (let i = 0; i < n; i++) await f();
  const c = process.cpuUsage(c0);
  console.log(label.padEnd(40), ((c.user + c.system) / n).toFixed(1), 'µs');
};
const deps = { db: database.db, storage, engine: createDatabaseSearchEngine(database.db) };
const raw = Object.fromEntries(new URLSearchParams(search));
const query = SearchProvidersQuerySchema.parse(raw);
const answer = await searchProviders(deps, query);
const body = JSON.stringify(answer);
// The route's serializer (ADR 332), compiled as the route compiles it.
const fj = fastResponseSerializer({
  schema: SearchProvidersResponseSchema,
  method: 'GET',
  url: '/search/providers',
  httpStatus: '200',
} as never);
console.log(
  `${url}: ${body.length} bytes; load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
for (let r = 0; r < 2; r++) {
  await cpu('inject (whole request)', 1000, () =>
    app.inject({ url, headers: { accept: 'application/json' } }),
  );
  await cpu('searchProviders (service)', 1000, () => searchProviders(deps, query));
  await cpu('SELECT 1 via pool', 1000, () => database.pool!.query('SELECT 1'));
  await cpu('zod query parse', 20000, () => SearchProvidersQuerySchema.parse(raw));
  await cpu('fast-json-stringify answer', 5000, () => fj(answer));
  await cpu('JSON.stringify answer', 5000, () => JSON.stringify(answer));
  await cpu('etagFor body', 5000, () => etagFor(body));
}
console.log(
  `load after ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await app.close();
await database.close();
