// CPU per request of the request path itself (hooks, routing, serialisation), without sockets or load:
// N sequential `inject` calls of one URL (default /healthz) on an app over an empty, migrated in-memory PGlite,
// CPU microseconds per request from process.cpuUsage(). Compare two versions of the code on the same
// machine; the figure does not depend on what else runs (it is CPU time, not wall time).
// Usage: npx tsx bench/hooks-cost.ts [--url=/healthz] [--n=20000]
import { loadavg } from 'node:os';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const URL_PATH = arg('url', '/healthz');
const N = Number(arg('n', '20000'));

const config = loadConfig({ ...process.env, NODE_ENV: 'development', RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn', AUTH_DEV_PROVIDER: '0', RUN_JOBS: '0', SEED_DEMO: '0', JWT_SECRET: 'x'.repeat(48) });
const database = await createDatabase({});
await runMigrations(database);
const app = await buildApp({ config, database, logger: false, serverRenderer: null });
await app.ready();
for (let i = 0; i < 2000; i++) await app.inject(URL_PATH);
const rounds: number[] = [];
for (let r = 0; r < 5; r++) {
  const cpu = process.cpuUsage();
  for (let i = 0; i < N / 5; i++) await app.inject(URL_PATH);
  const used = process.cpuUsage(cpu);
  rounds.push((used.user + used.system) / (N / 5));
}
rounds.sort((a, b) => a - b);
console.log(`${URL_PATH}: CPU per inject median ${rounds[2]!.toFixed(1)} µs (rounds ${rounds.map((x) => x.toFixed(1)).join(' ')}), load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
await app.close();
await database.close();
