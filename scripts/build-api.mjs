#!/usr/bin/env node
// `npm run build -w @eventos/api`: compiles the API and the domain (TypeScript source, bundled in)
// to JavaScript in apps/api/dist with esbuild — no tsx in production. Entry points mirror src/ so
// what is found at run time by path keeps working: dist/server.js, dist/worker.js, the release
// CLIs, plugins/auth.js and every modules/<feature>/<feature>.routes.js (plugins/modules.ts).
// Shared code goes to dist/chunks/ once (code splitting), so classes such as HttpError are one
// class for every module. npm packages stay external (installed with --omit=dev).
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const API = join(ROOT, 'apps/api');
const SRC = join(API, 'src');
const OUT = join(API, 'dist');

const entries = ['server.ts', 'blog-server.ts', 'worker.ts', 'plugins/auth.ts', 'db/migrate-cli.ts', 'db/seed/seed-cli.ts', 'db/seed/demo-cli.ts']
  .map((file) => join(SRC, file))
  .filter((file) => existsSync(file));
for (const name of readdirSync(join(SRC, 'modules'))) {
  const routes = join(SRC, 'modules', name, `${name}.routes.ts`);
  if (existsSync(routes)) entries.push(routes);
}

/**
 * Bare imports stay external except the workspace's own TypeScript packages (@eventos/*). A deep
 * import without extension into a package without an `exports` map (`dayjs/plugin/utc`) gets its
 * `.js`, as Node's ESM resolver needs.
 */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@eventos/') || args.path.startsWith('node:')) return undefined;
      const parts = args.path.split('/');
      const nameLength = args.path.startsWith('@') ? 2 : 1;
      if (parts.length > nameLength && !/\.[cm]?js$/.test(args.path)) {
        const pkgDir = join(ROOT, 'node_modules', ...parts.slice(0, nameLength));
        const manifest = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
        if (!manifest.exports && existsSync(join(ROOT, 'node_modules', `${args.path}.js`))) return { path: `${args.path}.js`, external: true };
      }
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
rmSync(OUT, { recursive: true, force: true });
const result = await build({
  entryPoints: entries,
  outdir: OUT,
  outbase: SRC,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  chunkNames: 'chunks/[name]-[hash]',
  plugins: [externalPackages],
  logLevel: 'warning',
  metafile: true,
});
writeFileSync(join(OUT, 'package.json'), '{ "type": "module" }\n');
const files = Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js'));
console.log(`API compilada en ${relative(ROOT, OUT)}: ${entries.length} entradas, ${files.length} archivos JS (${Date.now() - started} ms).`);
