// The import graph of a source tree, for the architecture checks (apps/api/src/test/architecture.test.ts):
// which file imports which (relative specifiers resolved to files; packages ignored), its cycles,
// and the graph between the feature modules (`modules/<name>/…`). Plain regular expressions over
// the source: every static `import … from`, `export … from`, `import '…'` and `import('…')`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every source file under `dir` (node_modules, dist and data skipped). */
export function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'data'].includes(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The file a relative specifier points at (with or without extension, or a folder's index), or null. */
export function resolveSpecifier(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [
    base,
    ...['.ts', '.tsx', '.mts', '.js', '.mjs'].map((ext) => base + ext),
    ...['index.ts', 'index.tsx', 'index.js'].map((name) => join(base, name)),
  ];
  if (/\.js$/.test(base)) candidates.push(base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'));
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** Specifiers imported by a file's source; `typeOnly` for `import type` / `export type`. */
export function importsOf(source) {
  const out = [];
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  for (const match of code.matchAll(IMPORT)) {
    const specifier = match[2] ?? match[3];
    if (specifier) out.push({ specifier, typeOnly: Boolean(match[1]) });
  }
  return out;
}

/** Map file → files it imports (relative imports only). Type-only imports are kept unless `runtimeOnly`. */
export function importGraph(dir, { runtimeOnly = false } = {}) {
  const graph = new Map();
  for (const file of sourceFiles(dir)) {
    const targets = new Set();
    for (const { specifier, typeOnly } of importsOf(readFileSync(file, 'utf8'))) {
      if (runtimeOnly && typeOnly) continue;
      const target = resolveSpecifier(file, specifier);
      if (target) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Strongly connected components with more than one node (or a self-import): the import cycles. */
export function cycles(graph) {
  let index = 0;
  const indices = new Map();
  const lowlinks = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    indices.set(node, index);
    lowlinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowlinks.set(node, Math.min(lowlinks.get(node), lowlinks.get(next)));
      } else if (onStack.has(next)) {
        lowlinks.set(node, Math.min(lowlinks.get(node), indices.get(next)));
      }
    }
    if (lowlinks.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.has(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found;
}

/** The feature module a file belongs to (`<modulesDir>/<name>/…`), or null. */
export function moduleOf(modulesDir, file) {
  const rel = relative(modulesDir, file);
  if (rel.startsWith('..')) return null;
  const [name, ...rest] = rel.split(sep);
  return rest.length > 0 ? name : null;
}

/** Map module → modules it imports, from a file graph (test files left out: fixtures may cross). */
export function moduleGraph(graph, modulesDir, { includeTests = false } = {}) {
  const out = new Map();
  for (const [file, targets] of graph) {
    const from = moduleOf(modulesDir, file);
    if (!from) continue;
    if (!includeTests && /\.test\.tsx?$|[\\/]testing[\\/]|test-utils\.ts$/.test(file)) continue;
    if (!out.has(from)) out.set(from, new Set());
    for (const target of targets) {
      const to = moduleOf(modulesDir, target);
      if (to && to !== from) out.get(from).add(to);
    }
  }
  return out;
}
