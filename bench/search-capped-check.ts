// The full-text plan's pages when more than 10,000 match (its ordered scans per tier, ADR 281)
// compared with a sort of ALL the matches, on a bench database with enough providers for the words
// to match more than 10,000 (1,000,000):
//   npx tsx bench/search-capped-check.ts --url=postgres://postgres@127.0.0.1:5432/h3_bench_1m
// Each page twice: with the first tier read from the per-word rows (the engine's, ADR 398) and from
// the providers in quality order (before). Prints each page as "same" or "DIFFERENT …" and the
// number of different pages (exit 1 if any).
import { sql } from 'drizzle-orm';
import { createDatabase, queryRows } from '../apps/api/src/db/client';
import { nameTsquery, textLexemes, textSearchSql } from '../apps/api/src/modules/search/search-providers.repository';

const url = process.argv.find((a) => a.startsWith('--url='))?.slice(6);
if (!url) {
  console.error('Uso: npx tsx bench/search-capped-check.ts --url=postgres://…/<bench db>');
  process.exit(2);
}
const database = await createDatabase({ url, poolMax: 1 });
let different = 0;
for (const q of ['palacios eventos', 'vasquez eventos', 'lima eventos', 'catering eventos', 'quispe ofrecemos']) {
  for (const [limit, offset] of [[10, 0], [10, 10], [20, 40], [10, 500], [20, 980]] as const) {
    const text = { q, normalized: q, corrected: null };
    const lexemes = await textLexemes(database.db, text);
    const pages: Array<{ tier: string; total?: number; ids?: number[] }> = [];
    for (const nameLexemes of [lexemes?.variants ?? null, null]) {
      const [row] = await queryRows<{ total: number; ids: number[] }>(
        database.db,
        textSearchSql(text, { facet: 0, place: null }, { limit, offset }, { nameLexemes }),
      );
      pages.push({ tier: nameLexemes ? 'word rows' : 'providers', total: row?.total, ids: row?.ids });
    }
    const named = nameTsquery(text);
    const all = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT id FROM providers WHERE unlinked_at IS NULL AND search_document @@ search_tsquery(${q})
          ORDER BY (search_document @@ ${named}) DESC, search_quality DESC, id LIMIT ${limit} OFFSET ${offset}`,
    );
    const expected = all.map((r) => r.id);
    for (const p of pages) {
      const same = JSON.stringify(p.ids) === JSON.stringify(expected);
      if (!same) different += 1;
      console.log(`${q} size ${limit} offset ${offset} total ${p.total} (first tier from ${p.tier}): ${same ? 'same' : `DIFFERENT ${JSON.stringify(p.ids)} vs ${JSON.stringify(expected)}`}`);
    }
  }
}
console.log(`different pages: ${different}`);
await database.close();
process.exit(different === 0 ? 0 : 1);
