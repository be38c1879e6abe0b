#!/usr/bin/env node
// Home page's initial JavaScript, gzipped: what a first visit to '/' downloads before it can render.
//   = entry script(s) of apps/web/dist/index.html
//   + every chunk they import statically (transitively; the modulepreload links)
//   + the lazy chunk of the '/' route and its own static imports.
// Reads Vite's manifest (dist/.vite/manifest.json) when the build writes one; otherwise it follows
// index.html and the `import … from "./x.js"` statements of the built chunks.
// Usage (after `npm run build`): node bench/bundle-size.mjs [--route-chunk=<regex>] [--budget-kb=170]
// Writes bench/results/bundle.json; exits 1 when over budget. Not part of `npm test`.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'apps/web/dist');
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const BUDGET_KB = Number(arg('budget-kb', process.env.BUNDLE_BUDGET_KB ?? 170));
// The '/' route's page module; Vite names chunks after their source file (home-page-[hash].js).
const ROUTE_CHUNK = new RegExp(arg('route-chunk', process.env.HOME_ROUTE_CHUNK ?? '(^|/)home[-_.]?page|features/home/'), 'i');

if (!existsSync(join(DIST, 'index.html'))) {
  console.error('apps/web/dist/index.html not found: run `npm run build` first.');
  process.exit(2);
}

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const attr = (tag, name) => tag.match(new RegExp(`${name}=["']([^"']+)["']`))?.[1];
const toDist = (url) => url.replace(/^\/+/, '').split(/[?#]/)[0];
const entries = [...html.matchAll(/<script\b[^>]*>/g)]
  .map((m) => m[0])
  .filter((tag) => /type=["']module["']/.test(tag) && attr(tag, 'src'))
  .map((tag) => toDist(attr(tag, 'src')));
const preloads = [...html.matchAll(/<link\b[^>]*>/g)]
  .map((m) => m[0])
  .filter((tag) => /rel=["']modulepreload["']/.test(tag))
  .map((tag) => toDist(attr(tag, 'href')));

const initial = new Map(); // dist-relative file → why it is loaded
const add = (file, why) => {
  if (file && file.endsWith('.js') && !initial.has(file)) initial.set(file, why);
};

const manifestPath = [join(DIST, '.vite/manifest.json'), join(DIST, 'manifest.json')].find(existsSync);
let method;
let routeChunks = [];
if (manifestPath) {
  method = `Vite manifest (${relative(ROOT, manifestPath)})`;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const visit = (key, why) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(chunk.file)) return;
    add(chunk.file, why);
    for (const imported of chunk.imports ?? []) visit(imported, 'static import');
  };
  const entryKeys = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  for (const key of entryKeys) visit(key, 'entry');
  const dynamicKeys = new Set(entryKeys.flatMap((k) => manifest[k].dynamicImports ?? []));
  // Lazy route modules may also be imported by the router chunk rather than the entry.
  for (const key of Object.keys(manifest)) if (initial.has(manifest[key].file)) for (const d of manifest[key].dynamicImports ?? []) dynamicKeys.add(d);
  routeChunks = [...dynamicKeys].filter((k) => ROUTE_CHUNK.test(k) || ROUTE_CHUNK.test(manifest[k]?.src ?? ''));
  for (const key of routeChunks) visit(key, `'/' route (lazy: ${key})`);
} else {
  method = 'index.html + static imports of the built chunks (no Vite manifest)';
  const staticImports = (file) => {
    const code = readFileSync(join(DIST, file), 'utf8');
    const found = [...code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+?from\s*)?["'`]([^"'`]+\.js)["'`]/g)].map((m) => m[1]);
    return found.map((spec) => posix.join(posix.dirname(file), spec));
  };
  const dynamicImports = (file) => {
    const code = readFileSync(join(DIST, file), 'utf8');
    return [...code.matchAll(/import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)].map((m) => posix.join(posix.dirname(file), m[1]));
  };
  const visit = (file, why) => {
    if (initial.has(file) || !existsSync(join(DIST, file))) return;
    add(file, why);
    for (const f of staticImports(file)) visit(f, 'static import');
  };
  for (const f of entries) visit(f, 'entry');
  for (const f of preloads) visit(f, 'modulepreload');
  const dynamic = new Set([...initial.keys()].flatMap(dynamicImports));
  routeChunks = [...dynamic].filter((f) => ROUTE_CHUNK.test(f));
  for (const f of routeChunks) visit(f, `'/' route (lazy: ${f})`);
}

if (routeChunks.length === 0) {
  console.warn(`warning: no lazy chunk matched ${ROUTE_CHUNK} — the '/' route may be bundled in the entry, or use --route-chunk=<regex>`);
}

const rows = [...initial].map(([file, why]) => {
  const raw = readFileSync(join(DIST, file));
  return { file, why, bytes: raw.length, gzip: gzipSync(raw).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((t, r) => ({ bytes: t.bytes + r.bytes, gzip: t.gzip + r.gzip }), { bytes: 0, gzip: 0 });
const allJs = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js'));

const KB = 1000; // same unit as Vite's build report
const kb = (n) => (n / KB).toFixed(1).padStart(8);
console.log(`Home page initial JS — ${method}`);
console.log(`${'file'.padEnd(48)} ${'raw kB'.padStart(8)} ${'gzip kB'.padStart(8)}  why`);
for (const r of rows) console.log(`${r.file.padEnd(48)} ${kb(r.bytes)} ${kb(r.gzip)}  ${r.why}`);
console.log(`${'total'.padEnd(48)} ${kb(total.bytes)} ${kb(total.gzip)}  (${rows.length} of ${allJs.length} JS files)`);
const over = total.gzip / KB > BUDGET_KB;
console.log(`budget ${BUDGET_KB} kB gzipped: ${over ? 'OVER' : 'within'} (${(total.gzip / KB).toFixed(1)} kB)`);

const out = join(ROOT, 'bench/results/bundle.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      method,
      gzip: 'zlib default level (6), as Vite reports and servers send',
      unit: 'kB = 1000 bytes (as in Vite build output)',
      budget_kb: BUDGET_KB,
      total_raw_kb: +(total.bytes / KB).toFixed(1),
      total_gzip_kb: +(total.gzip / KB).toFixed(1),
      within_budget: !over,
      route_chunks: routeChunks,
      files: rows.map((r) => ({ ...r, raw_kb: +(r.bytes / KB).toFixed(1), gzip_kb: +(r.gzip / KB).toFixed(1) })),
      js_files_in_build: allJs.length,
    },
    null,
    2,
  )}\n`,
);
console.log(`wrote ${relative(ROOT, out)}`);
process.exit(over ? 1 : 0);
