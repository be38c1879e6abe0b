// Database time of provider search, without HTTP: each representative query of the mix (query
// understanding + the engine's statement, as search.service.ts runs them) `--runs` times, one at a
// time, on one connection; prints the best, the median and the worst per query. On a busy shared machine
// this separates what the search costs from what the load generator and the HTTP stack cost.
//   npx tsx bench/search-db-time.ts --url=postgres://postgres@127.0.0.1:5432/i16_bench [--runs=15]
//   npx tsx bench/search-db-time.ts --data-dir=/tmp/eventos-bench-pglite
// --plan=documents runs every text search with the full-text statement (textSearchSql), never with
// the per-word rows of provider_search_words (migration 0017): the A/B of ADR 163 on one data set.
import { join } from 'node:path';
import { createDatabase, queryRows } from '../apps/api/src/db/client';
import { understandQuery } from '../apps/api/src/modules/search/query-understanding';
import { getSearchCatalogue } from '../apps/api/src/modules/search/search-catalogue';
import { createDatabaseSearchEngine } from '../apps/api/src/modules/search/search-engine';
import { textSearchSql, wordsSearchStatement } from '../apps/api/src/modules/search/search-providers.repository';
import { prepareSearchText } from '../apps/api/src/modules/search/search-text';
import { resolveFilters } from '../apps/api/src/modules/search/search.service';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=');
const RUNS = Number(arg('runs') ?? 15);
const DOCUMENTS_ONLY = arg('plan') === 'documents';

const QUERIES: Array<{ label: string; q?: string; c?: string; s?: string; page?: number; size?: number; dName?: string }> = [
  { label: 'text: quispe', q: 'quispe' },
  { label: 'text: mamani express', q: 'mamani express' },
  { label: 'text deep: quispe page 40', q: 'quispe', page: 40, size: 20 },
  { label: 'text+place: fotografo arequipa', q: 'fotografo arequipa' },
  { label: 'text+place: catering san isidro', q: 'catering san isidro' },
  { label: 'text+place: mariachis miraflores', q: 'mariachis miraflores' },
  { label: 'understood + text: quispe cusco', q: 'quispe cusco' },
  { label: 'understood + text: mamani catering lima', q: 'mamani catering lima' },
  { label: 'text + category: quispe, c=audiovisual', q: 'quispe', c: 'audiovisual' },
  { label: 'text + department: mamani express, Lima', q: 'mamani express', dName: 'Lima' },
  { label: 'text + service deep: quispe catering p20', q: 'quispe catering', page: 20, size: 20 },
  { label: 'category: c=feeding', c: 'feeding' },
  { label: 'category deep: c=locals page 50 (size 20)', c: 'locals', page: 50, size: 20 },
  { label: 'service+department: catering, Lima', s: 'catering', dName: 'Lima' },
  { label: 'all: page 1', page: 1 },
  { label: 'company name typo: palacioz premium', q: 'palacioz premium' },
];

async function main() {
  const url = arg('url');
  const dataDir = arg('data-dir');
  const database = url ? await createDatabase({ url, poolMax: 2 }) : await createDatabase({ dataDir: join(dataDir ?? '', 'pglite') });
  try {
    const db = database.db;
    // The catalogue with the typo vocabulary (the words of company names included), as a running
    // server has it after start-up.
    const loading = performance.now();
    const catalogue = await getSearchCatalogue(db);
    console.log(`catalogue loaded in ${(performance.now() - loading).toFixed(0)} ms`);
    const engine = createDatabaseSearchEngine(db);
    const lima = [...catalogue.places.get('lima') ?? []].find((p) => p.type === 'department')?.id;
    console.log(`${RUNS} runs each, one at a time (${url ? 'PostgreSQL' : 'PGlite'}${DOCUMENTS_ONLY ? ', full-text plan only' : ''})`);
    const all: number[] = [];
    for (const item of QUERIES) {
      const size = item.size ?? 10;
      const range = { limit: size, offset: ((item.page ?? 1) - 1) * size };
      const times: number[] = [];
      let total = 0;
      let plan = 'filters';
      for (let i = 0; i < RUNS; i += 1) {
        const started = performance.now();
        const understood = item.q ? understandQuery(catalogue, item.q, { service: !!(item.c || item.s), place: !!item.dName }) : { filters: {}, text: null };
        const filters = resolveFilters(catalogue, { c: item.c, s: item.s, d: item.dName ? lima : undefined, ...understood.filters });
        if (!filters) throw new Error(`${item.label}: filters resolve to nothing`);
        const text = prepareSearchText(catalogue.vocabulary, understood.text);
        if (text && i === 0) plan = !DOCUMENTS_ONLY && (await wordsSearchStatement(db, text, filters, range)) ? 'words' : 'full text';
        if (DOCUMENTS_ONLY && text) {
          const [row] = await queryRows<{ total: number }>(db, textSearchSql(text, filters, range));
          total = Math.min(Number(row?.total ?? 0), 10_000);
        } else {
          total = (await engine.searchProviders({ text, filters, range })).total;
        }
        times.push(performance.now() - started);
      }
      all.push(...times);
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)]!;
      console.log(
        `  ${item.label.padEnd(48)} best ${times[0]!.toFixed(2).padStart(7)} ms  median ${median.toFixed(2).padStart(7)} ms  worst ${times.at(-1)!.toFixed(2).padStart(7)} ms  total ${String(total).padStart(5)}  ${plan}`,
      );
    }
    all.sort((a, b) => a - b);
    const p = (q: number) => all[Math.min(all.length - 1, Math.ceil(q * all.length) - 1)]!.toFixed(2);
    console.log(`  all: p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, p99 ${p(0.99)} ms`);
  } finally {
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
