// A provider site's three API reads (issue 12: the server render's in-process calls) for EVERY provider
// of a database, in process (`app.inject`, response cache off, server stopped), answers and cost:
//   - the web's site request `providers?slug=` (withLogo, withCover, the site's relations), the bare
//     `providers?slug=`, the reviews pages (recent 1, best 2, worst 1) and the gallery pages (photos,
//     videos, photos page 2 of 10) — each answer's status and bytes;
//   - with PGlite: the same reads with named statements off (every statement through PGlite.query, as
//     before ADR 315) and on, alternating by round, and the answers compared byte for byte; the CPU
//     of the process (process.cpuUsage: API + PGlite, which runs in it) and the wall time spent inside
//     the database client per site (slug with relations + reviews page 1 + gallery photos);
//   - `--save=<file>` writes every answer, `--compare=<file>` compares with a saved run (before/after
//     between two checkouts, on PGlite or PostgreSQL).
// Usage: DATA_DIR=<copy of a demo data dir> npx tsx bench/site-answers-ab.ts [--rounds=6] [--limit=<first N providers>] [--save=… | --compare=…]
//        DATABASE_URL=postgres://…/<db> npx tsx bench/site-answers-ab.ts --save=/tmp/x.json
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase, queryRows } from '../apps/api/src/db/client';

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const ROUNDS = Number(arg('rounds', '6'));
const LIMIT = Number(arg('limit', '0'));
const SITE = 'withLogo=true&withCover=true&relations=servicesTypes,location,album,covers,testimonials';

const config = loadConfig({ ...process.env, RESPONSE_CACHE_TTL_MS: '0', RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn', AUTH_DEV_PROVIDER: '0', RUN_JOBS: '0', SEED_DEMO: '0' });
const database = await createDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.pgliteDir });
const app = await buildApp({ config, database, logger: false });
await app.ready();

const client = (database.pglite ?? database.pool) as unknown as { query: (...args: unknown[]) => Promise<unknown> };
const named = client.query.bind(client);
// PGlite's own query (its class's method, under the instance's named-statement entry).
const pgliteProto = database.pglite ? (Object.getPrototypeOf(database.pglite) as { query: typeof named }) : null;
const plain = pgliteProto && database.pglite ? (pgliteProto.query.bind(database.pglite) as typeof named) : named;
let dbMs = 0;
const timed = (fn: typeof named) => async (...args: unknown[]) => {
  const t = performance.now();
  try {
    return await fn(...args);
  } finally {
    dbMs += performance.now() - t;
  }
};
const modes = database.pglite ? { before: timed(plain), after: timed(named) } : { current: timed(named) };

const providers = await queryRows<{ id: number; slug: string }>(database.db, LIMIT > 0 ? sql`SELECT id, slug FROM providers ORDER BY id LIMIT ${LIMIT}` : sql`SELECT id, slug FROM providers ORDER BY id`);
const urlsOf = (p: { id: number; slug: string }) => [
  `/api/v1/providers?slug=${p.slug}&${SITE}`,
  `/api/v1/providers/${p.id}/reviews?sort=recent&page=1`,
  `/api/v1/providers/${p.id}/media?media_type=photo&page=1&size=50`,
  `/api/v1/providers?slug=${p.slug}`,
  `/api/v1/providers/${p.id}/reviews?sort=best&page=2`,
  `/api/v1/providers/${p.id}/reviews?sort=worst&page=1`,
  `/api/v1/providers/${p.id}/media?media_type=video&page=1&size=50`,
  `/api/v1/providers/${p.id}/media?media_type=photo&page=2&size=10`,
];
const get = async (url: string) => {
  const r = await app.inject({ method: 'GET', url });
  return `${r.statusCode} ${r.body}`;
};

async function answers(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const p of providers) for (const url of urlsOf(p)) out[url] = await get(url);
  return out;
}

const results: Record<string, Record<string, string>> = {};
for (const [mode, fn] of Object.entries(modes)) {
  client.query = fn;
  results[mode] = await answers();
}
const names = Object.keys(results);
const first = results[names[0]!]!;
const total = Object.keys(first).length;
if (names.length === 2) {
  const diff = Object.keys(first).filter((url) => first[url] !== results[names[1]!]![url]);
  console.log(`answers, named statements off vs on: ${total - diff.length} of ${total} identical`, diff.slice(0, 5));
}
const saveTo = arg('save', '');
if (saveTo) writeFileSync(saveTo, JSON.stringify(results[names.at(-1)!]));
const compareTo = arg('compare', '');
if (compareTo) {
  const saved = JSON.parse(readFileSync(compareTo, 'utf8')) as Record<string, string>;
  const now = results[names.at(-1)!]!;
  const urls = new Set([...Object.keys(saved), ...Object.keys(now)]);
  const diff = [...urls].filter((url) => saved[url] !== now[url]);
  console.log(`answers vs ${compareTo}: ${urls.size - diff.length} of ${urls.size} identical`, diff.slice(0, 5));
}
console.log(`${providers.length} providers, ${total} answers (${[...new Set(Object.values(first).map((a) => a.slice(0, 3)))].join(', ')})`);

// Cost per site: the three reads of a site render, every provider, alternating the modes by round.
const cpu: Record<string, number[]> = {};
const db: Record<string, number[]> = {};
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 === 0 ? names : [...names].reverse();
  for (const mode of order) {
    client.query = modes[mode as keyof typeof modes]!;
    dbMs = 0;
    const c0 = process.cpuUsage();
    for (const p of providers) for (const url of urlsOf(p).slice(0, 3)) await get(url);
    const c = process.cpuUsage(c0);
    if (round === 0) continue; // warm-up
    (cpu[mode] ??= []).push((c.user + c.system) / 1000 / providers.length);
    (db[mode] ??= []).push(dbMs / providers.length);
  }
}
client.query = named; // as it was
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const mode of ROUNDS > 1 ? names : []) {
  console.log(`${mode}: per site (3 reads) CPU ${median(cpu[mode]!).toFixed(2)} ms, in the database client ${median(db[mode]!).toFixed(2)} ms (medians of ${ROUNDS - 1} rounds)`);
}
console.log(`load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
await app.close();
await database.close();
