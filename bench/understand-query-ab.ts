// ADR 349: what reading a search's words costs the API per search, before (understandQuery, then the
// text's typo correction prepareSearchText, on every search) and after (understandQueryOnce and
// prepareSearchTextOnce: once per catalogue and query), on the real catalogue of
// DATA_DIR=… or DATABASE_URL=… (server stopped on PGlite), in one process, alternating rounds. The
// queries: `/buscar?q=fotografo`'s and the `q` of every search of bench/search-queries.mjs's mix (text,
// text + place), each asked `--repeat` times per round, as a busy site asks its popular searches.
// Also checks that both give the same reading for every query.
// --renders=N: then, in a render's conditions (what a server render leaves in the CPU's caches), N
// server renders of /buscar?q=fotografo (web build needed), each followed by one reading of 'fotografo',
// before and after alternating render by render: CPU µs of that one reading (median and mean).
// Usage: DATABASE_URL=… npx tsx bench/understand-query-ab.ts [--rounds=10] [--repeat=20] [--renders=300]
import { isDeepStrictEqual } from 'node:util';
import { loadavg } from 'node:os';
import { createDatabase } from '../apps/api/src/db/client';
import { loadConfig } from '../apps/api/src/config';
import { getSearchCatalogue } from '../apps/api/src/modules/search/search-catalogue';
import { understandQuery } from '../apps/api/src/modules/search/query-understanding';
import { prepareSearchText } from '../apps/api/src/modules/search/search-text';
import { prepareSearchTextOnce, understandQueryOnce } from '../apps/api/src/modules/search/understood-queries';
import { buildQueries } from './search-queries.mjs';

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const ROUNDS = Number(arg('rounds', '10'));
const REPEAT = Number(arg('repeat', '20'));
const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
const database = await createDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.pgliteDir });
const catalogue = await getSearchCatalogue(database.db);
const { queryRows } = await import('../apps/api/src/db/client');
const { sql } = await import('drizzle-orm');
// buildQueries asks the API for the catalogue: answered here from the database instead.
const get = async (path: string) => {
  if (path.startsWith('/api/v1/service-types')) return { data: await queryRows(database.db, sql`SELECT id, slug, type_name, "group" FROM service_types`) };
  if (path.startsWith('/api/v1/locations')) return { data: await queryRows(database.db, sql`SELECT id, name, type, code, parent_id FROM locations`) };
  throw new Error(`not answered here: ${path}`);
};
const mix = (await buildQueries('', get)) as Array<{ kind: string; path: string }>;
const qs = [
  'fotografo',
  ...new Set(
    mix
      .map((m) => new URL(m.path, 'http://x').searchParams.get('q'))
      .filter((q): q is string => Boolean(q)),
  ),
];
const explicit = { service: false, place: false };
let differ = 0;
for (const q of qs) if (!isDeepStrictEqual({ ...understandQueryOnce(catalogue, q, explicit), filters: { ...understandQueryOnce(catalogue, q, explicit).filters } }, understandQuery(catalogue, q, explicit))) differ += 1;
for (const q of qs) if (!isDeepStrictEqual({ ...prepareSearchTextOnce(catalogue.vocabulary, q) }, { ...prepareSearchText(catalogue.vocabulary, q) })) differ += 1;
// A search reads its words, then (when words are left for the full text) corrects their typos.
const modes = {
  before: (q: string) => {
    const read = understandQuery(catalogue, q, explicit);
    return read.text === null ? null : prepareSearchText(catalogue.vocabulary, read.text);
  },
  after: (q: string) => {
    const read = understandQueryOnce(catalogue, q, explicit);
    return read.text === null ? null : prepareSearchTextOnce(catalogue.vocabulary, read.text);
  },
};
const perCall: Record<keyof typeof modes, number[]> = { before: [], after: [] };
const fotografo: Record<keyof typeof modes, number[]> = { before: [], after: [] };
console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; ${qs.length} distinct queries, ${differ} readings or texts differ`);
for (let r = 0; r < ROUNDS + 2; r++) {
  for (const mode of r % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const)) {
    const read = modes[mode];
    let cpu = process.cpuUsage();
    for (let k = 0; k < REPEAT; k++) for (const q of qs) read(q);
    let used = process.cpuUsage(cpu);
    if (r >= 2) perCall[mode].push((used.user + used.system) / (REPEAT * qs.length));
    cpu = process.cpuUsage();
    for (let k = 0; k < 2000; k++) read('fotografo');
    used = process.cpuUsage(cpu);
    if (r >= 2) fotografo[mode].push((used.user + used.system) / 2000);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
console.log(`the mix's queries: before ${median(perCall.before).toFixed(1)} µs, after ${median(perCall.after).toFixed(1)} µs per search (median of ${ROUNDS} rounds)`);
console.log(`'fotografo': before ${median(fotografo.before).toFixed(1)} µs, after ${median(fotografo.after).toFixed(2)} µs per search`);
const RENDERS = Number(arg('renders', '0'));
if (RENDERS > 0) {
  const { buildApp } = await import('../apps/api/src/app');
  const { createDefaultStorage } = await import('../apps/api/src/plugins/storage');
  const { loadServerRenderer } = await import('../apps/api/src/plugins/server-render');
  const appConfig = loadConfig({ ...process.env, RESPONSE_CACHE_TTL_MS: '0', RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn', AUTH_DEV_PROVIDER: '0' });
  const serverRenderer = await loadServerRenderer(appConfig);
  if (!serverRenderer) throw new Error('apps/web/dist-ssr is missing: npm run build');
  const app = await buildApp({ config: appConfig, database, storage: await createDefaultStorage(appConfig), logger: false, serverRenderer });
  await app.ready();
  const afterRender: Record<keyof typeof modes, number[]> = { before: [], after: [] };
  for (let i = 0; i < RENDERS + 20; i++) {
    const mode = i % 2 === 0 ? 'before' : 'after';
    const res = await app.inject({ url: '/buscar?q=fotografo', headers: { accept: 'text/html' } });
    if (res.statusCode !== 200) throw new Error(`/buscar: ${res.statusCode}`);
    const cpu = process.cpuUsage();
    modes[mode]('fotografo');
    const used = process.cpuUsage(cpu);
    if (i >= 20) afterRender[mode].push(used.user + used.system);
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  console.log(
    `'fotografo' after a render (${RENDERS} renders): before median ${median(afterRender.before)} µs, mean ${mean(afterRender.before).toFixed(0)} µs | after median ${median(afterRender.after)} µs, mean ${mean(afterRender.after).toFixed(1)} µs`,
  );
  await app.close();
}
console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
await database.close();
