// EXPLAIN (ANALYZE, BUFFERS) of the engine's statement for one provider search, as
// search-db-time.ts runs it (query understanding, filters, then the statement):
//   npx tsx bench/search-explain.ts --data-dir=/tmp/eventos-bench-pglite --q=quispe [--page=40 --size=20]
//   npx tsx bench/search-explain.ts --url=postgres://postgres@127.0.0.1:5432/i16_bench --q='mamani express' [--plan=…]
// --plan: the engine's statement by default (textSearchStatement); `words` the per-word plan up to two
// lexemes; `documents` the full-text statement (its first tier from the per-word rows for plain
// words, ADR 398); `documents-scan` the full-text statement with the first tier read from providers
// in quality order (before ADR 398).
//   npx tsx bench/search-explain.ts --url=… --media --q='boda áncash'   (the gallery's media search)
// --repeat=N runs the EXPLAIN N times on the same connection and prints only the planning and the
// execution times of each run (the first run pays the connection's catalogue caches).
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createDatabase, queryRows, type Db } from '../apps/api/src/db/client';
import { understandQuery } from '../apps/api/src/modules/search/query-understanding';
import { getSearchCatalogue } from '../apps/api/src/modules/search/search-catalogue';
import { mediaSearchSql } from '../apps/api/src/modules/search/search-media.repository';
import {
  filterSearchSql,
  textLexemes,
  textSearchSql,
  textSearchStatement,
  wordsSearchStatement,
} from '../apps/api/src/modules/search/search-providers.repository';
import { prepareSearchText } from '../apps/api/src/modules/search/search-text';
import { resolveFilters } from '../apps/api/src/modules/search/search.service';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=');
const REPEAT = Number(arg('repeat') ?? 1);

/** EXPLAIN (ANALYZE, BUFFERS) once, or only the planning and execution times of REPEAT runs. */
async function explain(db: Db, statement: SQL): Promise<void> {
  if (REPEAT <= 1) {
    const rows = await queryRows<Record<string, string>>(db, sql`EXPLAIN (ANALYZE, BUFFERS) ${statement}`);
    for (const r of rows) console.log(Object.values(r)[0]);
    return;
  }
  for (let i = 0; i < REPEAT; i += 1) {
    const rows = await queryRows<Record<string, string>>(db, sql`EXPLAIN (ANALYZE, SUMMARY) ${statement}`);
    const lines = rows.map((r) => String(Object.values(r)[0]));
    console.log(`  run ${i + 1}: ${lines.filter((l) => /^(Planning|Execution) Time/.test(l)).join(', ')}`);
  }
}

async function main() {
  const url = arg('url');
  const database = url ? await createDatabase({ url, poolMax: 2 }) : await createDatabase({ dataDir: join(arg('data-dir') ?? '', 'pglite') });
  try {
    const db = database.db;
    const catalogue = await getSearchCatalogue(db);
    const q = arg('q');
    const size = Number(arg('size') ?? 10);
    const range = { limit: size, offset: (Number(arg('page') ?? 1) - 1) * size };
    if (process.argv.includes('--media')) {
      const text = prepareSearchText(catalogue.vocabulary, q);
      const statement = mediaSearchSql(text, {}, range);
      console.log(`media text ${JSON.stringify(text)}`);
      await explain(db, statement);
      return;
    }
    const understood = q ? understandQuery(catalogue, q, { service: !!(arg('c') || arg('s')), place: false }) : { filters: {}, text: null };
    const filters = resolveFilters(catalogue, { c: arg('c'), s: arg('s'), ...understood.filters });
    if (!filters) throw new Error('the filters resolve to nothing');
    const text = prepareSearchText(catalogue.vocabulary, understood.text);
    const plan = arg('plan') ?? 'engine';
    let statement = filterSearchSql(filters, range);
    let name = 'filters';
    if (text && plan === 'engine') ({ statement, plan: name } = await textSearchStatement(db, text, filters, range));
    else if (text && plan === 'words') {
      const words = await wordsSearchStatement(db, text, filters, range);
      if (!words) throw new Error('the per-word rows cannot answer this text');
      [statement, name] = [words, 'words'];
    } else if (text) {
      const nameLexemes = plan === 'documents' ? (await textLexemes(db, text))?.variants : null;
      [statement, name] = [textSearchSql(text, filters, range, { nameLexemes }), `full text (first tier from ${nameLexemes ? 'the per-word rows' : 'providers'})`];
    }
    console.log(`plan: ${name}`);
    const built = new PgDialect().sqlToQuery(statement);
    console.log(`text ${JSON.stringify(text)} filters ${JSON.stringify(filters)}`);
    console.log(built.params);
    await explain(db, statement);
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
