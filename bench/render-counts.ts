// What a server render is made of (issue 12, docs/decisions/333): for each page, how many elements
// React's server renderer renders (`renderElement`), how many of them are function components with
// hooks (`renderWithHooks`, by name: the top 30) and host elements (`pushStartInstance`), and the CPU of
// React's work (`performWork`, which writes the HTML too) against the whole `renderPage` (loaders,
// router, React, critical CSS, state). Counts are exact; CPU is process.cpuUsage, mean of --runs renders
// after 20 of warm-up, with the API's answers replayed (read once in process from DATA_DIR=… or
// DATABASE_URL=…, server stopped). The build is this checkout's apps/web/dist-ssr, or --entry=<path>,
// copied with counters added to those four functions of React's production server renderer (the
// script stops if it does not find them); the counters cost a little CPU of their own.
// --detail=Box,Insertion lists, for those components, how many renders had each element and sx (a Box) or
// rule (an Emotion insertion), else each set of prop names: where they come from.
// Usage: DATA_DIR=/tmp/x npx tsx bench/render-counts.ts [--paths=/slug,/buscar?q=fotografo] [--runs=100] [--entry=…] [--detail=Box]
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../apps/api/src/config';
import { openTwoBuilds } from './lib/two-builds';

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const RUNS = Number(arg('runs', '100'));
const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', AUTH_DEV_PROVIDER: '0' });
const entry = arg('entry', config.WEB_SSR_ENTRY);

interface Counters {
  elements: number;
  hooks: number;
  host: number;
  reactMs: number;
  byName: Map<string, number> | null;
  /** --detail: per component name, how many renders with each signature of its props. */
  detail: Map<string, Map<string, number>> | null;
  names: Set<string>;
}
const DETAIL = arg('detail', '').split(',').filter(Boolean);
const counters: Counters = { elements: 0, hooks: 0, host: 0, reactMs: 0, byName: null, detail: null, names: new Set(DETAIL) };
(globalThis as { __renderCounts?: Counters }).__renderCounts = counters;

/** The entry with a counter at the start of each function `name` (both of React's copies: node and edge builds). */
function counted(code: string, name: string, counter: string): string {
  const pattern = new RegExp(`function ${name}\\(([^)]*)\\) \\{`, 'g');
  let found = 0;
  const out = code.replace(pattern, (whole) => {
    found++;
    return `${whole} ${counter}`;
  });
  if (found === 0) throw new Error(`render-counts: no function ${name}( in ${entry}; React's server renderer changed shape`);
  return out;
}

let code = readFileSync(entry, 'utf8');
const c = 'globalThis.__renderCounts';
code = counted(code, 'renderElement', `${c}.elements++;`);
code = counted(
  code,
  'renderWithHooks',
  `${c}.hooks++; if (${c}.byName) { const n = Component.displayName || Component.name || 'anonymous'; ${c}.byName.set(n, (${c}.byName.get(n) ?? 0) + 1); if (${c}.detail && ${c}.names.has(n)) globalThis.__renderDetail(n, props); }`,
);
/** What tells two renders of a component apart (--detail): a Box's element and sx, an Emotion insertion's rule, else the prop names. */
function signature(props: Record<string, unknown>): string {
  const serialized = props.serialized as { styles?: string } | undefined;
  if (serialized?.styles !== undefined) return serialized.styles.slice(0, 120);
  if ('sx' in props || 'component' in props) {
    const component = props.component;
    const element = typeof component === 'string' ? component : typeof component === 'function' ? component.name : '';
    return `${element} ${JSON.stringify(props.sx ?? null)?.slice(0, 140)}`;
  }
  return Object.keys(props).sort().join(',');
}
(globalThis as { __renderDetail?: (name: string, props: Record<string, unknown>) => void }).__renderDetail = (name, props) => {
  const byName = counters.detail as Map<string, Map<string, number>>;
  let seen = byName.get(name);
  if (!seen) byName.set(name, (seen = new Map()));
  const key = signature(props);
  seen.set(key, (seen.get(key) ?? 0) + 1);
};
code = counted(code, 'pushStartInstance', `${c}.host++;`);
// performWork's CPU: the function renamed and called from a wrapper that measures it.
let wrapped = 0;
code = code.replace(/function performWork\(([^)]*)\) \{/g, (_whole, params: string) => {
  wrapped++;
  return `function performWork(${params}) { const t = process.cpuUsage(); try { return performWork__counted(${params}); } finally { const u = process.cpuUsage(t); ${c}.reactMs += (u.user + u.system) / 1000; } }\nfunction performWork__counted(${params}) {`;
});
if (wrapped === 0) throw new Error(`render-counts: no function performWork( in ${entry}; React's server renderer changed shape`);
const copy = join(mkdtempSync(join(tmpdir(), 'render-counts-')), 'entry-server.js');
writeFileSync(copy, code);

// The counted copy is "other"; this checkout's build is loaded beside it and not used.
const two = await openTwoBuilds(copy);
const featured = JSON.parse((await two.app.inject('/api/v1/providers/featured')).body) as { data: Array<{ slug: string }> };
const paths = arg('paths', `/${featured.data[0]?.slug},/buscar?q=fotografo`).split(',');
console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; entry = ${entry}`);
for (const path of paths) {
  const url = `http://127.0.0.1${path}`;
  for (let i = 0; i < 20; i++) await two.other.renderPage({ url, mobile: false });
  counters.byName = new Map();
  counters.detail = DETAIL.length > 0 ? new Map() : null;
  Object.assign(counters, { elements: 0, hooks: 0, host: 0 });
  await two.other.renderPage({ url, mobile: false });
  const top = [...counters.byName.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30);
  console.log(`${path}: ${counters.elements} elements rendered, ${counters.hooks} function components with hooks, ${counters.host} host elements`);
  console.log(`  components: ${top.map(([name, n]) => `${name} ${n}`).join(', ')}`);
  for (const [name, seen] of counters.detail ?? []) {
    console.log(`  ${name}:`);
    for (const [key, n] of [...seen.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`    ${n} × ${key}`);
  }
  counters.byName = null;
  counters.detail = null;
  counters.reactMs = 0;
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const before = process.cpuUsage();
    await two.other.renderPage({ url, mobile: false });
    const used = process.cpuUsage(before);
    total += (used.user + used.system) / 1000;
  }
  const react = counters.reactMs / RUNS;
  console.log(`  CPU per render (mean of ${RUNS}): renderPage ${(total / RUNS).toFixed(2)} ms, React's performWork ${react.toFixed(2)} ms (${((100 * react * RUNS) / total).toFixed(0)} %)`);
}
console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
await two.close();
