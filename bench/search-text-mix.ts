// Issue 16, ADR 370: the database time of EVERY text search of the mix (search-queries.mjs: the
// `text` kind — surnames, "surname + word", surname pages 2–5 — and the `deep` pages of surnames),
// without HTTP: query understanding, filters and the engine (search-engine.ts) as search.service.ts
// runs them, `--runs` times each, one at a time on one connection (PostgreSQL pool of 1, or PGlite);
// the median per query, then p50/p95/p99/max over the queries' medians and the slowest ones.
// `--save=<file>` writes every engine answer (ids, total, capped, facets in facet order) as JSON, `--compare=<file>`
// compares this checkout's answers with a saved file, query by query, byte for byte.
//   npx tsx bench/search-text-mix.ts --url=postgres://postgres@127.0.0.1:5432/s14_bench_1m [--runs=5] [--save=/tmp/a.json]
//   npx tsx bench/search-text-mix.ts --data-dir=/tmp/eventos-bench-pglite --compare=/tmp/a.json
// --kinds=text,deep,text+place chooses the kinds (deep: only the pages with q=).
// --other=<file>: A/B in one process against another version of search-providers.repository.ts put
// beside it (`git show main:apps/api/src/modules/search/search-providers.repository.ts >
// apps/api/src/modules/search/search-providers-other.tmp.ts`): every search `--rounds` times, this
// checkout and the other alternating (A B, B A, …) on the same connection; per search the median
// wall time of each, the answers compared, and the backend's CPU (/proc/<pid>/stat, 10 ms ticks) summed per side;
// `--match=<regex>` only the searches whose path matches.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase, queryRows, type Db } from '../apps/api/src/db/client';
import { createDefaultStorage } from '../apps/api/src/plugins/storage';
import { understandQuery } from '../apps/api/src/modules/search/query-understanding';
import { getSearchCatalogue } from '../apps/api/src/modules/search/search-catalogue';
import { createDatabaseSearchEngine } from '../apps/api/src/modules/search/search-engine';
import * as current from '../apps/api/src/modules/search/search-providers.repository';
import { wordsSearchStatement } from '../apps/api/src/modules/search/search-providers.repository';
import { prepareSearchText } from '../apps/api/src/modules/search/search-text';
import { resolveFilters } from '../apps/api/src/modules/search/search.service';
// @ts-expect-error plain ESM module of the bench without types
import { buildQueries } from './search-queries.mjs';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=');
const RUNS = Number(arg('runs') ?? 5);
const KINDS = new Set((arg('kinds') ?? 'text,deep').split(','));
const ROUNDS = Number(arg('rounds') ?? 4);

/** The backend's CPU ticks (user + system, 1/100 s) from /proc, or 0 when not readable. */
async function backendTicks(pid: number): Promise<number> {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

async function abRun(db: Db, chosen: Array<{ path: string }>, catalogue: Awaited<ReturnType<typeof getSearchCatalogue>>): Promise<void> {
  const other = (await import(pathToFileURL(resolve(arg('other') ?? '')).href)) as typeof current;
  const [{ pid } = { pid: 0 }] = await queryRows<{ pid: number }>(db, sql`SELECT pg_backend_pid() AS pid`);
  const sides = { this: current.searchByText, other: other.searchByText };
  const wall: Record<'this' | 'other', number[]> = { this: [], other: [] };
  const ticks = { this: 0, other: 0 };
  let differ = 0;
  let compared = 0;
  const rows: Array<{ path: string; a: number; b: number }> = [];
  const match = new RegExp(arg('match') ?? '.');
  for (const { path } of chosen.filter((c) => match.test(decodeURIComponent(c.path)))) {
    const params = new URL(path, 'http://x').searchParams;
    const q = params.get('q') ?? '';
    const size = Number(params.get('size') ?? 10);
    const range = { limit: size, offset: (Number(params.get('page') ?? 1) - 1) * size };
    const understood = understandQuery(catalogue, q, { service: false, place: false });
    const filters = resolveFilters(catalogue, understood.filters);
    const text = prepareSearchText(catalogue.vocabulary, understood.text);
    if (!filters || !text) continue;
    const times: Record<'this' | 'other', number[]> = { this: [], other: [] };
    const answers: Record<'this' | 'other', string> = { this: '', other: '' };
    for (let round = 0; round < ROUNDS; round += 1) {
      const order: Array<'this' | 'other'> = round % 2 === 0 ? ['this', 'other'] : ['other', 'this'];
      for (const side of order) {
        const t0 = await backendTicks(pid);
        const started = performance.now();
        const result = await sides[side](db, text, filters, range);
        times[side].push(performance.now() - started);
        ticks[side] += (await backendTicks(pid)) - t0;
        answers[side] = JSON.stringify({ ...result, facets: [...result.facets].sort((a, b) => a.facet - b.facet) });
      }
    }
    compared += 1;
    if (answers.this !== answers.other) {
      differ += 1;
      console.log(`  differs: ${path}`);
    }
    const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    wall.this.push(med(times.this));
    wall.other.push(med(times.other));
    rows.push({ path, a: med(times.this), b: med(times.other) });
  }
  const pct = (xs: number[], x: number) => ([...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(x * xs.length) - 1)] ?? 0).toFixed(2);
  for (const side of ['other', 'this'] as const) {
    const xs = wall[side];
    console.log(
      `${side.padEnd(5)}: median wall per search p50 ${pct(xs, 0.5)} / p95 ${pct(xs, 0.95)} / p99 ${pct(xs, 0.99)} / max ${pct(xs, 1)} ms; over 15 ms ${xs.filter((x) => x > 15).length}, over 40 ms ${xs.filter((x) => x > 40).length}; backend CPU ${((ticks[side] * 10) / (xs.length * ROUNDS)).toFixed(2)} ms a search`,
    );
  }
  console.log(`answers: ${compared} searches × ${ROUNDS} rounds, ${compared - differ} identical, ${differ} different`);
  console.log('slowest (this; other):');
  for (const r of [...rows].sort((x, y) => Math.max(y.a, y.b) - Math.max(x.a, x.b)).slice(0, Number(arg('top') ?? 15))) {
    console.log(`  ${r.a.toFixed(2).padStart(8)} ms ${r.b.toFixed(2).padStart(8)} ms  ${decodeURIComponent(r.path.replace('/api/v1/search/providers?', ''))}`);
  }
}

async function main() {
  const url = arg('url');
  const dataDir = arg('data-dir');
  const database = url ? await createDatabase({ url, poolMax: 1 }) : await createDatabase({ dataDir: join(dataDir ?? '', 'pglite') });
  const config = loadConfig({
    ...process.env,
    ...(url ? { DATABASE_URL: url } : { DATA_DIR: dataDir }),
    RESPONSE_CACHE_TTL_MS: '0',
    LOG_LEVEL: 'warn',
    AUTH_DEV_PROVIDER: '0',
    SEED_DEMO: '0',
  });
  const app = await buildApp({ config, database, storage: await createDefaultStorage(config), logger: false, serverRenderer: null });
  await app.ready();
  try {
    const get = async (path: string) => {
      const res = await app.inject({ url: path, headers: { accept: 'application/json' } });
      if (res.statusCode !== 200) throw new Error(`${path}: HTTP ${res.statusCode}`);
      return JSON.parse(res.body) as unknown;
    };
    const all = (await buildQueries('', get)) as Array<{ kind: string; path: string }>;
    const chosen = all.filter((q) => KINDS.has(q.kind) && (q.kind !== 'deep' || q.path.includes('q=')));
    const db = database.db;
    const catalogue = await getSearchCatalogue(db);
    const engine = createDatabaseSearchEngine(db);
    const dialect = new PgDialect();
    if (arg('other')) {
      console.log(`${chosen.length} searches (${[...KINDS].join(', ')}), A/B × ${ROUNDS} rounds; load before ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
      await abRun(db, chosen, catalogue);
      console.log(`load after ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
      return;
    }
    console.log(`${chosen.length} searches (${[...KINDS].join(', ')}), ${RUNS} runs each, ${url ? 'PostgreSQL' : 'PGlite'}; load before ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    const answers: Record<string, string> = {};
    const rows: Array<{ path: string; median: number; plan: string; total: number }> = [];
    for (const { path } of chosen) {
      const params = new URL(path, 'http://x').searchParams;
      const q = params.get('q') ?? undefined;
      const size = Number(params.get('size') ?? 10);
      const page = Number(params.get('page') ?? 1);
      const range = { limit: size, offset: (page - 1) * size };
      const d = params.get('d');
      const explicit = { c: params.get('c') ?? undefined, s: params.get('s') ?? undefined, d: d ? Number(d) : undefined };
      const times: number[] = [];
      let answer = '';
      let plan = 'filters';
      let total = 0;
      for (let i = 0; i < RUNS; i += 1) {
        const started = performance.now();
        const understood = q ? understandQuery(catalogue, q, { service: !!(explicit.c || explicit.s), place: explicit.d !== undefined }) : { filters: {}, text: null };
        const filters = resolveFilters(catalogue, { ...explicit, ...understood.filters });
        const text = prepareSearchText(catalogue.vocabulary, understood.text);
        const result = filters ? await engine.searchProviders({ text, filters, range }) : null;
        times.push(performance.now() - started);
        // The facets in facet order (the service sorts them by count; their order in the statement's answer is the hash's).
        answer = JSON.stringify(result && { ...result, facets: [...result.facets].sort((a, b) => a.facet - b.facet) });
        total = result?.total ?? 0;
        if (i === 0 && text && filters) {
          const statement = await wordsSearchStatement(db, text, filters, range);
          plan = !statement ? 'full text' : dialect.sqlToQuery(statement).sql.includes('provider_search_documents') ? 'documents' : 'words';
        }
      }
      times.sort((a, b) => a - b);
      answers[path] = answer;
      rows.push({ path, median: times[Math.floor(times.length / 2)] ?? 0, plan, total });
    }
    const medians = rows.map((r) => r.median).sort((a, b) => a - b);
    const p = (x: number) => (medians[Math.min(medians.length - 1, Math.ceil(x * medians.length) - 1)] ?? 0).toFixed(2);
    console.log(`medians over the searches: p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, p99 ${p(0.99)} ms, max ${p(1)} ms; over 15 ms: ${medians.filter((m) => m > 15).length}, over 40 ms: ${medians.filter((m) => m > 40).length}`);
    const plans = new Map<string, number[]>();
    for (const r of rows) plans.set(r.plan, [...(plans.get(r.plan) ?? []), r.median]);
    for (const [plan, ms] of plans) {
      ms.sort((a, b) => a - b);
      console.log(`  ${plan}: ${ms.length} searches, median ${(ms[Math.floor(ms.length / 2)] ?? 0).toFixed(2)} ms, max ${(ms.at(-1) ?? 0).toFixed(2)} ms`);
    }
    console.log('slowest:');
    for (const r of [...rows].sort((a, b) => b.median - a.median).slice(0, Number(arg('top') ?? 15))) {
      console.log(`  ${r.median.toFixed(2).padStart(8)} ms  ${r.plan.padEnd(10)} total ${String(r.total).padStart(5)}  ${decodeURIComponent(r.path.replace('/api/v1/search/providers?', ''))}`);
    }
    console.log(`load after ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    const save = arg('save');
    if (save) writeFileSync(save, JSON.stringify(answers, null, 1));
    const compare = arg('compare');
    if (compare) {
      const saved = JSON.parse(readFileSync(compare, 'utf8')) as Record<string, string>;
      const common = Object.keys(answers).filter((k) => k in saved);
      const differ = common.filter((k) => saved[k] !== answers[k]);
      console.log(`compared with ${compare}: ${common.length} searches, ${common.length - differ.length} identical, ${differ.length} different`);
      for (const k of differ.slice(0, 10)) console.log(`  differs: ${k}\n    saved ${saved[k]?.slice(0, 300)}\n    now   ${answers[k]?.slice(0, 300)}`);
    }
  } finally {
    await app.close();
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
