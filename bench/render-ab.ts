// Two builds of the server render compared in one process, interleaved (issue 12): the web's server
// entry of this checkout (apps/web/dist-ssr) and another one (`--other=<path to entry-server.js>`, e.g.
// a copy of the previous build's dist-ssr), both given the same API answers (read once in process from
// DATA_DIR=… or DATABASE_URL=…, then replayed), render the same page one after the other, A B A B …;
// each render's CPU time (process.cpuUsage) is recorded. On a machine shared with other work, the
// load changes between two runs of render-breakdown.ts by more than the difference being measured;
// render by render, both builds see the same load. Prints p50/mean CPU per build and the ratio, and
// whether both builds rendered the same HTML (state timestamps aside).
// --page: each render's CPU also counts what the API does with it before sending (ADR 337): the page's
// bytes from the built index.html, a fixed head and the render's parts, and the page's ETag. A build whose
// render returns text (before ADR 337) is assembled as the API did then (lib/legacy-page.ts), a build that
// returns bytes by `fillPage`; the assembled pages are compared byte for byte.
// Usage: DATA_DIR=/tmp/x npx tsx bench/render-ab.ts --other=/tmp/before/dist-ssr/entry-server.js
//        [--runs=60] [--paths=/slug,/buscar?q=fotografo] [--mobile] [--page]
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../apps/api/src/config';
import { etagOf, type RenderResult } from '../apps/api/src/plugins/server-render';
import { fillPage } from '../apps/api/src/plugins/web';
import { legacyPage } from './lib/legacy-page';
import { openTwoBuilds } from './lib/two-builds';

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const RUNS = Number(arg('runs', '60'));
const other = arg('other', '');
if (!other) throw new Error('--other=<entry-server.js of the build to compare with> is required');
const mobile = process.argv.includes('--mobile');
const assemble = process.argv.includes('--page');
const template = assemble ? readFileSync(join(loadConfig(process.env).WEB_DIST_DIR, 'index.html'), 'utf8') : '';
// The head is not what is compared: the same tags for both builds, as long as a provider site's.
const HEAD = `<title>Orquesta Tropical del Norte · Eventos Perú</title>\n    ${'<meta property="og:description" content="Música en vivo para tu evento en Piura, con artistas profesionales…">\n    '.repeat(12)}`;

/** What the API sends for a render (--page): the page's bytes and their ETag. */
function pageOf(page: RenderResult): string {
  if (page.kind !== 'page') return page.location;
  const parts = page as unknown as { styles: Uint8Array | string; html: Uint8Array | string; state: string };
  const body =
    typeof parts.html === 'string' || typeof parts.styles === 'string'
      ? legacyPage(template, HEAD, { styles: String(parts.styles), html: String(parts.html), state: parts.state })
      : fillPage(template, HEAD, { styles: parts.styles, html: parts.html, state: parts.state });
  return `${etagOf(body).length}${body.toString('utf8')}`;
}

const two = await openTwoBuilds(other);
const app = two.app;
const builds = [
  { name: 'other', renderer: two.other },
  { name: 'this', renderer: two.this },
];

const featured = JSON.parse((await app.inject('/api/v1/providers/featured')).body) as { data: Array<{ slug: string }> };
const paths = arg('paths', `/${featured.data[0]?.slug},/buscar?q=fotografo`).split(',');
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)] ?? 0;
const normalise = (page: RenderResult) =>
  page.kind === 'page' ? `${page.styles}${page.html}${page.state.replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0')}` : page.location;

const normaliseText = (text: string) => text.replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0');

console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; other = ${other}${assemble ? '; with the page assembly and ETag (--page)' : ''}`);
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
      const sent = assemble ? pageOf(page) : '';
      const used = process.cpuUsage(before);
      if (i >= 3) cpu[b]!.push((used.user + used.system) / 1000);
      if (i === 0) outputs[b] = assemble ? normaliseText(sent) : normalise(page);
    }
  }
  const line = builds.map((b, k) => `${b.name} p50 ${pct(cpu[k]!, 50).toFixed(2)} ms mean ${(cpu[k]!.reduce((s, x) => s + x, 0) / RUNS).toFixed(2)} ms`).join(' | ');
  const ratio = pct(cpu[1]!, 50) / pct(cpu[0]!, 50);
  console.log(`${path}: ${line} | this/other p50 ${ratio.toFixed(3)} | same output: ${outputs[0] === outputs[1] ? 'yes' : 'NO'}`);
}
console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
await two.close();
