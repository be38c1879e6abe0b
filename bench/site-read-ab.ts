// The read of GET providers?slug= (findProviderSite, ADRs 285 and 300) in two versions, in ONE process,
// alternating (A B A B …, the order flipping each round): this checkout's
// apps/api/src/modules/providers/provider-site.repository.ts and --other=<file>, a copy of another
// version of that file put beside it (so its imports resolve), e.g.
//   git show 774f051:apps/api/src/modules/providers/provider-site.repository.ts \
//     | sed 's/`provider_site_\${/`provider_site_other_${/' > apps/api/src/modules/providers/provider-site-other.tmp.ts
// (the prepared statements need other names). Reports, for the bare request and the web's site request,
// the API's CPU per read (process.cpuUsage(): node-postgres, drizzle, the row's decoding) and the CPU of
// the statement in its PostgreSQL backend (one client, /proc/<backend pid>/stat), medians of the rounds.
// CPU time, not wall time: comparable between versions on a loaded machine. Not part of npm test.
// Usage: DATABASE_URL=postgres://…/<bench db> npx tsx bench/site-read-ab.ts --other=apps/api/src/modules/providers/provider-site-other.tmp.ts [--n=2000] [--rounds=6]
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { createDatabase } from '../apps/api/src/db/client';
import * as current from '../apps/api/src/modules/providers/provider-site.repository';
import { siteWants } from '../apps/api/src/modules/providers/provider-view';

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const N = Number(arg('n', '2000'));
const ROUNDS = Number(arg('rounds', '6'));
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: a bench database');
const otherPath = arg('other', '');
if (!otherPath) throw new Error('--other=<a copy of another provider-site.repository.ts beside it>');
const other = (await import(pathToFileURL(resolve(otherPath)).href)) as typeof current;

// The statements' texts, as node-postgres receives them (for the backend's share).
const texts = new Map<string, string>();
const query = pg.Client.prototype.query;
(pg.Client.prototype as unknown as { query: unknown }).query = function (this: unknown, config: unknown, ...rest: unknown[]) {
  const c = config as { name?: string; text?: string } | null;
  if (c && typeof c === 'object' && c.name?.startsWith('provider_site')) texts.set(c.name, c.text ?? '');
  return (query as (...a: unknown[]) => unknown).call(this, config, ...rest);
};

const client = new pg.Client({ connectionString: url });
await client.connect();
const slugs = (await client.query<{ slug: string }>('SELECT slug FROM providers ORDER BY random() LIMIT 1000')).rows.map((r) => r.slug);
const database = await createDatabase({ url });
const wants = { bare: siteWants({}), site: siteWants({ withLogo: true, relations: ['servicesTypes', 'location', 'album', 'covers', 'testimonials'] }) };
const versions = { this: current.findProviderSite, other: other.findProviderSite };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const api: Record<string, number[]> = {};
for (let r = 0; r < ROUNDS; r++) {
  for (const [wantName, want] of Object.entries(wants)) {
    const order = r % 2 === 0 ? (['this', 'other'] as const) : (['other', 'this'] as const);
    for (const name of order) {
      const read = versions[name];
      for (let i = 0; i < 200; i++) await read(database.db, slugs[i % slugs.length]!, want);
      const cpu = process.cpuUsage();
      for (let i = 0; i < N; i++) await read(database.db, slugs[i % slugs.length]!, want);
      const used = process.cpuUsage(cpu);
      (api[`${wantName} ${name}`] ??= []).push((used.user + used.system) / N);
    }
  }
}
await database.close();

const pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
const backendMs = () => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const backend: Record<string, number[]> = {};
for (let r = 0; r < Math.max(2, ROUNDS - 2); r++) {
  for (const [name, text] of r % 2 === 0 ? [...texts] : [...texts].reverse()) {
    const params = (text.match(/\$\d+/g) ?? []).reduce((max, p) => Math.max(max, Number(p.slice(1))), 0);
    // The slug for the current and the old slug's lookups; 1 for a LIMIT, if the version has one.
    const values = (slug: string) => Array.from({ length: params }, (_, i) => (i < 2 ? slug : 1));
    for (let i = 0; i < 100; i++) await client.query({ name, text, values: values(slugs[i]!), rowMode: 'array' });
    const before = backendMs();
    for (let i = 0; i < N; i++) await client.query({ name, text, values: values(slugs[i % slugs.length]!), rowMode: 'array' });
    (backend[name] ??= []).push(((backendMs() - before) * 1000) / N);
  }
}
await client.end();
for (const [k, v] of Object.entries(api)) console.log(`API CPU, ${k.padEnd(12)} median ${median(v).toFixed(0)} µs per read (rounds ${v.map((x) => x.toFixed(0)).join(' ')})`);
for (const [k, v] of Object.entries(backend)) console.log(`backend CPU, ${k.padEnd(28)} median ${median(v).toFixed(0)} µs per statement (rounds ${v.map((x) => x.toFixed(0)).join(' ')})`);
console.log(`load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
