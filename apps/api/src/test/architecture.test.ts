// The API's structure (docs/decisions/134-module-public-entries.md, 135-events-quotations-one-way.md):
// no import cycles between files, feature modules that depend on each other one way only, and a
// public entry (index.ts) in every module. Cross-module imports of internals are refused by lint
// (local/api-module-boundaries in eslint.config.js).
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph, moduleGraph } from '../../../../scripts/lib/import-graph.mjs';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const MODULES = join(SRC, 'modules');
/**
 * Tables whose foreign keys point at each other (users.avatar_upload_id → uploads, uploads.user_id →
 * users, users.provider_id → providers, providers.created_by → users) reference each other through
 * drizzle's lazy `() => table.id`, which is evaluated after every file has loaded.
 */
const MUTUAL_TABLES = ['db/schema/providers.ts', 'db/schema/uploads.ts', 'db/schema/users.ts'];

const graph = importGraph(SRC);
const rel = (file: string) => relative(SRC, file).split('\\').join('/');

describe('API architecture', () => {
  it('has no import cycles between files', () => {
    const found = cycles(graph)
      .map((cycle) => cycle.map(rel))
      .filter((cycle) => !cycle.every((file) => MUTUAL_TABLES.includes(file)));
    expect(found).toEqual([]);
  });

  it('the cycle check finds a cycle when there is one', () => {
    const fake = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cycles(fake)).toEqual([['a', 'b', 'c']]);
  });

  it('feature modules depend on each other one way (no cycle between modules)', () => {
    const modules = moduleGraph(graph, MODULES);
    expect(cycles(modules)).toEqual([]);
    expect([...(modules.get('events') ?? [])]).not.toContain('quotations');
    expect([...(modules.get('notifications') ?? [])]).not.toContain('events');
    expect([...(modules.get('quotations') ?? [])]).toContain('events');
  });

  it('every module has a public entry index.ts', () => {
    const names = readdirSync(MODULES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(names.filter((name) => !existsSync(join(MODULES, name, 'index.ts')))).toEqual([]);
  });
});
