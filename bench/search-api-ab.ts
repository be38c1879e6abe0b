// Issue 16 (session 14, h5): the API's CPU per search and its database backend's CPU per search for
// two versions of the API **in one process**, request after request alternating (A B, B A, …): this
// checkout's apps/api and `--other=<root of another checkout>` (e.g. `git archive <commit> | tar -x -C
// /tmp/base`, with its node_modules copied by `cp -al`). Each app has its own pool of ONE connection
// (so its backend is known: `/proc/<pid>/stat`, 10 ms ticks, summed over the run), production
// settings, response cache off, over DATABASE_URL (read only: nothing is written). The queries are
// the search mix's (`search-queries.mjs`, `--kinds=` to choose, default every provider search kind),
// the first `--n` after `--warm-up` not counted (each app warms up on the same ones). Every answer of
// A and B is compared byte for byte (status, content type and body); CPU per search: this process's
// `process.cpuUsage` around each inject (p50/mean) and the backend's ticks per search.
// Usage: DATABASE_URL=postgres://…/s14_bench_1m npx tsx bench/search-api-ab.ts --other=/tmp/base [--n=1000] [--warm-up=200] [--rounds=2]
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { buildApp as buildThis } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase as createThis } from '../apps/api/src/db/client';
import { createDefaultStorage } from '../apps/api/src/plugins/storage';
// @ts-expect-error plain ESM module of the bench without types
import { buildQueries } from './search-queries.mjs';

const arg = (name: string, fallback: string) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=') ?? fallback;
const OTHER = arg('other', '');
const N = Number(arg('n', '1000'));
const WARM_UP = Number(arg('warm-up', '200'));
const ROUNDS = Number(arg('rounds', '2'));
const KINDS = new Set(arg('kinds', 'text,text+place,category,service+department,deep').split(','));
if (!OTHER) throw new Error('--other=<root of another checkout> is required');

const env = {
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
};
const config = loadConfig(env);
if (!config.DATABASE_URL) throw new Error('DATABASE_URL is required (PostgreSQL)');

type Build = typeof buildThis;
type Create = typeof createThis;
const otherApp = (await import(resolve(OTHER, 'apps/api/src/app.ts'))) as { buildApp: Build };
const otherClient = (await import(resolve(OTHER, 'apps/api/src/db/client.ts'))) as { createDatabase: Create };

interface Side {
  name: string;
  inject: (path: string) => Promise<{ status: number; type: string; body: string }>;
  backend: number;
  close: () => Promise<void>;
}

async function side(name: string, build: Build, create: Create): Promise<Side> {
  const database = await create({ url: config.DATABASE_URL!, poolMax: 1 });
  const app = await build({
    config,
    database,
    storage: await createDefaultStorage(config),
    logger: false,
    serverRenderer: null,
  });
  await app.ready();
  const [row] = (await database.pool!.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows;
  return {
    name,
    backend: Number(row!.pid),
    inject: async (path) => {
      const res = await app.inject({ url: path, headers: { accept: 'application/json' } });
      return { status: res.statusCode, type: String(res.headers['content-type']), body: res.body };
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const ticks = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
};

const a = await side('A (this checkout)', buildThis, createThis);
const b = await side(`B (${OTHER})`, otherApp.buildApp, otherClient.createDatabase);
const queries = (
  (await buildQueries(
    '',
    async (path: string) => JSON.parse((await a.inject(path)).body) as unknown,
  )) as Array<{ kind: string; path: string }>
).filter((q) => KINDS.has(q.kind));
const warm = queries.slice(N, N + WARM_UP);
const measured = queries.slice(0, N);
for (const q of warm) {
  await a.inject(q.path);
  await b.inject(q.path);
}

console.log(
  `${measured.length} searches (${[...KINDS].join(', ')}) × ${ROUNDS} rounds, alternating, after ${warm.length} not counted; load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const cpu: Record<string, Record<string, number[]>> = { A: {}, B: {} };
const backendTicks = { A: 0, B: 0 };
let differ = 0;
let i = 0;
for (let round = 0; round < ROUNDS; round += 1) {
  for (const q of measured) {
    const order =
      i % 2 === 0
        ? ([
            ['A', a],
            ['B', b],
          ] as const)
        : ([
            ['B', b],
            ['A', a],
          ] as const);
    i += 1;
    const bodies: Record<string, string> = {};
    for (const [key, s] of order) {
      const t0 = ticks(s.backend);
      const c0 = process.cpuUsage();
      const res = await s.inject(q.path);
      const c = process.cpuUsage(c0);
      backendTicks[key] += ticks(s.backend) - t0;
      if (res.status !== 200)
        throw new Error(`${s.name} ${q.path}: HTTP ${res.status} ${res.body.slice(0, 200)}`);
      bodies[key] = `${res.status} ${res.type}\n${res.body}`;
      for (const kind of [q.kind, 'all']) (cpu[key]![kind] ??= []).push((c.user + c.system) / 1000);
    }
    if (bodies.A !== bodies.B) {
      differ += 1;
      if (differ <= 3)
        console.log(`DIFFERENT ${q.path}\n  A ${bodies.A!.slice(0, 300)}\n  B ${bodies.B!.slice(0, 300)}`);
    }
  }
}
const n = measured.length * ROUNDS;
const pct = (xs: number[], p: number) =>
  [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)] ?? 0;
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
console.log(`answers: ${n - differ} of ${n} identical (status, content type, body), ${differ} different`);
for (const kind of Object.keys(cpu.A!).sort((x, y) =>
  x === 'all' ? 1 : y === 'all' ? -1 : x.localeCompare(y),
)) {
  const [xa, xb] = [cpu.A![kind]!, cpu.B![kind]!];
  console.log(
    `  ${kind.padEnd(20)} n ${String(xa.length).padStart(5)}  API CPU ms  A p50 ${pct(xa, 50).toFixed(3)} mean ${mean(xa).toFixed(3)} | B p50 ${pct(xb, 50).toFixed(3)} mean ${mean(xb).toFixed(3)} | A/B mean ${(mean(xa) / mean(xb)).toFixed(3)}`,
  );
}
const tick = 1000 / 100;
console.log(
  `  backend CPU ms per search  A ${((backendTicks.A * tick) / n).toFixed(3)} | B ${((backendTicks.B * tick) / n).toFixed(3)} | A/B ${(backendTicks.A / Math.max(1, backendTicks.B)).toFixed(3)}`,
);
console.log(
  `load after ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await a.close();
await b.close();
