// Two builds of the server render compared in one process, interleaved (issue 12): the web's server
// entry of this checkout (apps/web/dist-ssr) and another one (`--other=<path to entry-server.js>`, e.g.
// a copy of the previous build's dist-ssr), both given the same API answers (read once in process from
// DATA_DIR=… or DATABASE_URL=…, then replayed), render the same page one after the other, A B A B …;
// each render's CPU time (process.cpuUsage) is recorded. On a machine shared with other work, the
// load changes between two runs of render-breakdown.ts by more than the difference being measured;
// render by render, both builds see the same load. Prints p50/mean CPU per build and the ratio, and
// whether both builds rendered the same HTML (state timestamps aside).
// Usage: DATA_DIR=/tmp/x npx tsx bench/render-ab.ts --other=/tmp/before/dist-ssr/entry-server.js
//        [--runs=60] [--paths=/slug,/buscar?q=fotografo] [--mobile]
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase } from '../apps/api/src/db/client';
import { createDefaultStorage } from '../apps/api/src/plugins/storage';
import { inProcessFetch, loadServerRenderer, type CreateServerRenderer, type RenderResult } from '../apps/api/src/plugins/server-render';
import { createFetchGraphQL } from '@eventos/domain';

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const RUNS = Number(arg('runs', '60'));
const other = arg('other', '');
if (!other) throw new Error('--other=<entry-server.js of the build to compare with> is required');
const mobile = process.argv.includes('--mobile');

const config = loadConfig({ ...process.env, RESPONSE_CACHE_TTL_MS: '0', RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn', AUTH_DEV_PROVIDER: '0' });
const database = await createDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.pgliteDir });
const app = await buildApp({ config, database, storage: await createDefaultStorage(config), logger: false, serverRenderer: null });
await app.ready();

// The API's answers, read once and replayed to both builds (bytes as the API sent them).
const live = inProcessFetch(app);
const replay = new Map<string, { status: number; headers: Array<[string, string]>; body: ArrayBuffer }>();
const apiFetch: typeof fetch = async (input, init) => {
  const key = `${init?.method ?? 'GET'} ${String(input)} ${typeof init?.body === 'string' ? init.body : ''}`;
  let kept = replay.get(key);
  if (!kept) {
    const res = await live(input, init);
    kept = { status: res.status, headers: [...res.headers.entries()], body: await res.arrayBuffer() };
    replay.set(key, kept);
  }
  return new Response(kept.status === 204 || kept.status === 304 ? null : kept.body.slice(0), { status: kept.status, headers: kept.headers });
};
const graphql = createFetchGraphQL('/graphql', { fetch: apiFetch });

const thisBuild = await loadServerRenderer(config);
if (!thisBuild) throw new Error('apps/web/dist-ssr is missing: npm run build');
const otherBuild = ((await import(pathToFileURL(other).href)) as { createServerRenderer: CreateServerRenderer }).createServerRenderer;
// Each build keeps the fetch it was given (setApiFetch): one renderer per build, made once.
const builds = [
  { name: 'other', renderer: otherBuild({ apiFetch, graphql }) },
  { name: 'this', renderer: thisBuild({ apiFetch, graphql }) },
];

const featured = JSON.parse((await app.inject('/api/v1/providers/featured')).body) as { data: Array<{ slug: string }> };
const paths = arg('paths', `/${featured.data[0]?.slug},/buscar?q=fotografo`).split(',');
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)] ?? 0;
const normalise = (page: RenderResult) =>
  page.kind === 'page' ? `${page.styles}${page.html}${page.state.replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0')}` : page.location;

console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; other = ${other}`);
for (const path of paths) {
  const url = `http://127.0.0.1${path}`;
  const cpu: number[][] = builds.map(() => []);
  const outputs: string[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    // Alternate which build goes first, so neither always runs right after the other's garbage.
    const order = i % 2 === 0 ? [0, 1] : [1, 0];
    for (const b of order) {
      const before = process.cpuUsage();
      const page = await builds[b]!.renderer.renderPage({ url, mobile });
      const used = process.cpuUsage(before);
      if (i >= 3) cpu[b]!.push((used.user + used.system) / 1000);
      if (i === 0) outputs[b] = normalise(page);
    }
  }
  const line = builds.map((b, k) => `${b.name} p50 ${pct(cpu[k]!, 50).toFixed(2)} ms mean ${(cpu[k]!.reduce((s, x) => s + x, 0) / RUNS).toFixed(2)} ms`).join(' | ');
  const ratio = pct(cpu[1]!, 50) / pct(cpu[0]!, 50);
  console.log(`${path}: ${line} | this/other p50 ${ratio.toFixed(3)} | same output: ${outputs[0] === outputs[1] ? 'yes' : 'NO'}`);
}
console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
await app.close();
await database.close();
