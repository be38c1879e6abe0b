// No import cycles in the trees the API's architecture test (architecture.test.ts) and the web's
// lint rule (web/no-import-cycles, apps/web/src) do not cover: the domain package and the web's
// end-to-end tests (docs/decisions/134-module-public-entries.md, 138-web-feature-boundaries.md).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph } from '../../../../scripts/lib/import-graph.mjs';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const rel = (file: string) => file.slice(ROOT.length);

describe('import cycles', () => {
  for (const dir of ['packages/domain/src', 'apps/web/e2e']) {
    it(`none in ${dir}`, () => {
      const graph = importGraph(ROOT + dir);
      expect(graph.size).toBeGreaterThan(10);
      expect(cycles(graph).map((cycle) => cycle.map(rel))).toEqual([]);
    });
  }
});
