#!/usr/bin/env node
// Same answers from two running APIs (ADRs 285, 300): `providers?slug=` of --slugs random bench slugs
// (--pg-url, ORDER BY random()) × 3 query strings (bare; the web's site request; `columns=` with every
// relation, logo and cover), fetched from --a and --b (loopback only) and compared byte for byte.
// Usage: node bench/site-compare.mjs --a=http://127.0.0.1:3430 --b=http://127.0.0.1:3431 --pg-url=postgres://…/<bench db> [--slugs=300]
import pg from 'pg';
import { assertLoopback } from './lib/load.mjs';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const A = arg('a', 'http://127.0.0.1:3430');
const B = arg('b', 'http://127.0.0.1:3431');
const SLUGS = Math.max(1, Number(arg('slugs', 300)));
assertLoopback(A);
assertLoopback(B);
const client = new pg.Client({ connectionString: arg('pg-url', 'postgres://postgres@127.0.0.1:5432/eventos_bench') });
await client.connect();
const { rows } = await client.query('SELECT slug FROM providers ORDER BY random() LIMIT $1', [SLUGS]);
await client.end();
const queries = [
  '',
  '&withLogo=true&relations=servicesTypes,location,album,covers,testimonials',
  '&withLogo=true&withCover=true&columns=company_name,cover,slug,created_at&relations=servicesTypes,location,album,covers,reviews,testimonials',
];
let same = 0;
const different = [];
for (const { slug } of rows) {
  for (const query of queries) {
    const path = `/api/v1/providers?slug=${encodeURIComponent(slug)}${query}`;
    const [a, b] = await Promise.all([A, B].map(async (base) => {
      const res = await fetch(base + path);
      return `${res.status} ${await res.text()}`;
    }));
    if (a === b && a.startsWith('200 ')) same += 1;
    else different.push(path);
  }
}
console.log(`${same} of ${rows.length * queries.length} answers byte for byte the same (status 200)`);
for (const path of different.slice(0, 10)) console.log(`different: ${path}`);
process.exit(different.length ? 1 : 0);
