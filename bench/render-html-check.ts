// Every public page of the data, rendered by two builds of the server render, compared byte for byte
// (issue 12; docs/decisions/290): this checkout's apps/web/dist-ssr and another one
// (`--other=<path to entry-server.js>`, e.g. a copy of the previous build's dist-ssr), both given the
// same API answers (read once in process from DATA_DIR=… or DATABASE_URL=…, then replayed). A change
// to how styles are computed must leave the HTML, the critical CSS and the state the same.
// Pages: every address of the sitemap (provider sites, landing pages, blog posts, static pages, `/`,
// `/proveedores`), each provider site's `?opiniones=2` and `?opiniones=3`, `/buscar` with several
// queries and pages, `/proveedores` and the blog list's second pages, `/404` and an unknown address;
// each on the desktop and the phone layout (`--desktop-only` for one). Prints each difference (its
// first differing bytes) and a summary; exit code 1 when any page differs.
// Usage: DATA_DIR=/tmp/x npx tsx bench/render-html-check.ts --other=/tmp/before/dist-ssr/entry-server.js
//        [--paths=/a,/b] [--desktop-only] [--same-shape-ids] [--classes-as-sets]
// --same-shape-ids: ids of React's `useId` (`_R_…_`) renamed by their order of appearance in each page, for a
// change that takes elements out of the tree on both sides (the ids change, the page does not; ADR 365).
// --classes-as-sets: the critical CSS compared as the set of its global tags and its class rules (the
// order in which a render first used them may change), class attributes without `MuiBox-root` (a class
// no rule reads, not written on plain elements: ADR 365).
import { loadavg } from 'node:os';
import { isServerRenderedPath, type RenderResult } from '../apps/api/src/plugins/server-render';
import { openTwoBuilds } from './lib/two-builds';

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const other = arg('other', '');
if (!other) throw new Error('--other=<entry-server.js of the build to compare with> is required');
const layouts = process.argv.includes('--desktop-only') ? [false] : [false, true];

const two = await openTwoBuilds(other);
const app = two.app;
const builds = [two.other, two.this];

/** The sitemap's addresses (its index and every part), as paths. */
async function sitemapPaths(): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')));
  const found: string[] = [];
  const pending = ['/sitemap.xml'];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const path = pending.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const res = await app.inject(path);
    if (res.statusCode !== 200) throw new Error(`${path}: HTTP ${res.statusCode}`);
    for (const url of locs(res.body)) {
      const next = `${url.pathname}${url.search}`;
      if (url.pathname.endsWith('.xml')) pending.push(next);
      else found.push(next);
    }
  }
  return found;
}

const fromSitemap = await sitemapPaths();
const providerSites = fromSitemap.filter((p) => /^\/[^/?]+$/.test(p) && !['/blog', '/proveedores', '/buscar', '/404'].includes(p));
const extra = [
  '/',
  '/proveedores',
  '/proveedores?page=2',
  '/buscar?q=fotografo',
  '/buscar?q=fotografo&page=2',
  '/buscar?q=dj',
  '/buscar?q=catering%20lima',
  '/buscar?q=orquesta',
  '/buscar?q=torta&page=2',
  '/buscar?q=zzzz-sin-resultados',
  '/buscar',
  '/blog',
  '/blog?pagina=2',
  '/404',
  '/esta-pagina-no-existe/de-verdad',
  '/sobre-nosotros',
  '/terminos-y-condiciones',
  '/politica-de-privacidad',
  '/politica-de-contenido',
  '/preguntas-frecuentes',
  '/soy-un-proveedor',
  '/sitioweb',
  ...providerSites.flatMap((p) => [`${p}?opiniones=2`, `${p}?opiniones=3`]),
];
const given = arg('paths', '');
const paths = (given ? given.split(',') : [...new Set([...fromSitemap, ...extra])]).filter((p) => isServerRenderedPath(p.split('?')[0]!));

const sameShapeIds = process.argv.includes('--same-shape-ids');
const classesAsSets = process.argv.includes('--classes-as-sets');

/** `_R_…_` ids renamed `_R_<n>_` by order of first appearance (the same renaming in the markup and the state). */
function renameIds(text: string): string {
  const names = new Map<string, string>();
  return text.replace(/_R_[0-9a-zA-Z]+_/g, (id) => {
    let name = names.get(id);
    if (name === undefined) {
      name = `_R_${names.size}_`;
      names.set(id, name);
    }
    return name;
  });
}

/** The critical CSS as sorted sets: global tags, and the rule of each class (`.css-x{…}` plus its nested at-rules). */
function styleSets(styles: string): string {
  const globals = [...styles.matchAll(/<style data-emotion="css-global [^"]*" data-s="">([\s\S]*?)<\/style>/g)].map((m) => m[0]).sort();
  const classRules = /<style>([\s\S]*)<\/style>$/.exec(styles)?.[1] ?? '';
  // A class's rules all start with its selector: split before each `.css-<id>` that starts a rule (or an at-rule holding one).
  const rules = classRules.split(/(?=(?:@media[^{]*\{)?\.css-[a-z0-9]+[^a-z0-9-])/).sort();
  return `${globals.join('\n')}\n${rules.join('\n')}`;
}

const normalise = (page: RenderResult) => {
  if (page.kind !== 'page') return `${page.status} ${page.location}`;
  let styles = String(page.styles);
  let html = String(page.html);
  let state = page.state.replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0');
  if (classesAsSets) {
    styles = styleSets(styles);
    html = html.replace(/ MuiBox-root/g, '').replace(/class="MuiBox-root /g, 'class="');
  }
  if (sameShapeIds) {
    const renamed = renameIds(`${html}\u0000${state}`).split('\u0000');
    html = renamed[0] ?? '';
    state = renamed[1] ?? '';
  }
  return `${page.status}\n${styles}\n${html}\n${state}`;
};

console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; other = ${other}`);
console.log(`${paths.length} paths (${fromSitemap.length} from the sitemap, ${providerSites.length} provider sites) × ${layouts.length} layouts`);
let same = 0;
let bytes = 0;
const differ: string[] = [];
for (const path of paths) {
  for (const mobile of layouts) {
    const url = `http://127.0.0.1${path}`;
    const a = normalise(await builds[0]!.renderPage({ url, mobile }));
    const b = normalise(await builds[1]!.renderPage({ url, mobile }));
    bytes += b!.length;
    if (a === b) {
      same += 1;
      continue;
    }
    let at = 0;
    while (at < a!.length && a![at] === b![at]) at++;
    differ.push(`${path}${mobile ? ' (mobile)' : ''}`);
    console.log(`DIFFERS ${path}${mobile ? ' (mobile)' : ''} at byte ${at} of ${a!.length}/${b!.length}:`);
    console.log(`  other: …${JSON.stringify(a!.slice(Math.max(0, at - 80), at + 160))}`);
    console.log(`  this:  …${JSON.stringify(b!.slice(Math.max(0, at - 80), at + 160))}`);
  }
}
console.log(`${same} renders the same, ${differ.length} different (${(bytes / 1e6).toFixed(1)} MB compared); load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
await two.close();
process.exit(differ.length === 0 ? 0 : 1);
