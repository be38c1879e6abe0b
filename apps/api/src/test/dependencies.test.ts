// Declared dependencies (docs/decisions/272-declared-dependencies.md): every package a workspace
// imports is in its package.json, the root's scripts/ and bench/ import only what the root
// package.json declares, the API's production code imports only its `dependencies` (the image
// installs with --omit=dev), and no declared package goes unused except the listed ones.
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles } from '../../../../scripts/lib/import-graph.mjs';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const rel = (file: string) => relative(ROOT, file).split('\\').join('/');
const BUILTINS = new Set(builtinModules);

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const manifest = (dir: string) => JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as Manifest;
const declared = (m: Manifest) => new Set([...Object.keys(m.dependencies ?? {}), ...Object.keys(m.devDependencies ?? {})]);

/** The package a bare specifier names ('@scope/name/sub' → '@scope/name'), or null for a file or a builtin. */
export function packageOf(specifier: string): string | null {
  if (/^(\.|\/|node:|virtual:)/.test(specifier)) return null;
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
  return BUILTINS.has(name) ? null : name;
}

/** Packages imported by `files` (type-only imports too: their types must be installed), with a file each. */
function importedPackages(files: string[], opts: { runtimeOnly?: boolean } = {}): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files) {
    for (const { specifier, typeOnly } of importsOf(readFileSync(file, 'utf8'))) {
      if (opts.runtimeOnly && typeOnly) continue;
      const name = packageOf(specifier);
      if (name && !found.has(name)) found.set(name, rel(file));
    }
  }
  return found;
}

const isTest = (file: string) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) || /\/(testing|test|__tests__|e2e)\//.test(rel(file));

const root = manifest('.');
/** Tools the root declares for every workspace (vitest, playwright, eslint, typescript…). */
const rootTools = declared(root);
const WORKSPACES = ['packages/domain', 'apps/api', 'apps/web'];
const workspaceNames = new Set(WORKSPACES.map((dir) => manifest(dir).name));

/** Declared but never imported, and why they stay. */
const USED_WITHOUT_IMPORT: Record<string, string> = {
  '.#@types/node': 'types of node for every workspace (tsconfig.base.json)',
  '.#prettier': 'the `format` script',
  '.#@axe-core/playwright': "imported by apps/web/e2e (the root's tools serve every workspace)",
  '.#@playwright/test': "imported by apps/web/e2e and playwright.config.ts (the root's tools serve every workspace)",
  'apps/api#tsx': 'runs the dev, worker:dev and seed scripts',
  'apps/api#drizzle-kit': 'the db:generate script',
  'apps/api#@types/nodemailer': 'types of nodemailer',
  'apps/api#@types/pdfkit': 'types of pdfkit',
  'apps/api#@types/pg': 'types of pg',
  'apps/api#@types/sanitize-html': 'types of sanitize-html',
  'apps/api#@types/smtp-server': 'types of smtp-server',
  'apps/web#@emotion/styled': "peer dependency of @mui/material (its styled engine)",
  'apps/web#@testing-library/dom': 'peer dependency of @testing-library/react',
  'apps/web#@types/react': 'types of react',
  'apps/web#@types/react-dom': 'types of react-dom',
  'apps/web#jsdom': "the web tests' environment (vitest.config.ts)",
};

describe('declared dependencies', () => {
  it('names the package of a specifier', () => {
    expect(packageOf('@eventos/domain')).toBe('@eventos/domain');
    expect(packageOf('drizzle-orm/pg-core')).toBe('drizzle-orm');
    expect(packageOf('@mui/material/Button')).toBe('@mui/material');
    expect(packageOf('node:fs')).toBeNull();
    expect(packageOf('fs')).toBeNull();
    expect(packageOf('./x')).toBeNull();
  });

  it.each(WORKSPACES)('%s imports only packages it (or the root, for tools) declares', (dir) => {
    const own = declared(manifest(dir));
    const missing = [...importedPackages(sourceFiles(join(ROOT, dir)))]
      .filter(([name]) => !own.has(name) && !rootTools.has(name) && !(name === manifest(dir).name))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it("the root's scripts/ and bench/ import only what the root declares", () => {
    const files = [...sourceFiles(join(ROOT, 'scripts')), ...sourceFiles(join(ROOT, 'bench'))];
    expect(files.length).toBeGreaterThan(10);
    const missing = [...importedPackages(files)]
      .filter(([name]) => !rootTools.has(name) && !workspaceNames.has(name))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it("the API's production code imports only its dependencies (not dev ones, not the root's)", () => {
    const api = manifest('apps/api');
    const prod = new Set(Object.keys(api.dependencies ?? {}));
    // Development only: the dev server (tsx src/dev.ts) renders through vite's middleware.
    const devOnly = (file: string) => /\/src\/(dev\.ts|plugins\/dev-server-render\.ts)$/.test(rel(file));
    const files = sourceFiles(join(ROOT, 'apps/api/src')).filter((file) => !isTest(file) && !devOnly(file) && !rel(file).includes('/db/seed/bench'));
    const missing = [...importedPackages(files, { runtimeOnly: true })]
      .filter(([name]) => !prod.has(name))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it.each(['.', ...WORKSPACES])('%s declares no package it does not use (but the listed ones)', (dir) => {
    const files =
      dir === '.'
        ? [...WORKSPACES, 'scripts', 'bench'].flatMap((d) => sourceFiles(join(ROOT, d))).concat(
            ['eslint.config.js', 'vitest.config.ts'].map((f) => join(ROOT, f)),
          )
        : sourceFiles(join(ROOT, dir));
    const used = importedPackages(files);
    const unused = [...declared(manifest(dir))].filter((name) => !used.has(name) && !(`${dir}#${name}` in USED_WITHOUT_IMPORT));
    expect(unused).toEqual([]);
  });
});
