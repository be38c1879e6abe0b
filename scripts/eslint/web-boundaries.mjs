/**
 * ESLint rules for the web app's structure (issue 13, ADR 138):
 *
 * - `web/feature-entry`: a feature (`apps/web/src/features/<name>/`) is used from outside only
 *   through its public entry `index.ts`; `app/` may also load route modules (`pages/*`) lazily.
 *   Relative paths are resolved, so `../../events/types` is caught like any other spelling; it
 *   applies to `src/` and `e2e/`, to static imports, re-exports, `import()` and `vi.mock()`.
 * - `web/no-import-cycles`: no cycle of static value imports between the web's modules (type-only
 *   imports are erased by the compiler and `import()` is lazy, so neither counts), and no cycle
 *   between features counting every import (so `events` → `quotations` stays one way).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const WEB = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../apps/web');
const SRC = path.join(WEB, 'src');
const FEATURES = path.join(SRC, 'features');
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];

/** The feature a path belongs to, or null. */
function featureOf(file) {
  const rel = path.relative(FEATURES, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [name, ...rest] = rel.split(path.sep);
  return rest.length ? name : null;
}

/** `path` of an import inside its feature without extension ('' or 'index' for the entry). */
function insideFeature(target, feature) {
  return path.relative(path.join(FEATURES, feature), target).replace(/\.(tsx?|mjs|js)$/, '').split(path.sep).join('/');
}

function isPublicEntry(rel) {
  return rel === '' || rel === 'index';
}

const featureEntry = {
  meta: {
    type: 'problem',
    docs: { description: "A web feature is used from outside only through its index.ts (app/ may route its pages/*)." },
    schema: [],
    messages: {
      internal:
        "'{{spec}}' entra en el interior de la feature «{{feature}}»: importa desde su entrada pública (features/{{feature}}/index.ts).",
    },
  },
  create(context) {
    const filename = path.resolve(context.filename);
    const own = featureOf(filename);
    const inApp = !path.relative(path.join(SRC, 'app'), filename).startsWith('..');
    function check(node, spec) {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(filename), spec);
      const feature = featureOf(path.join(target, 'x'));
      if (!feature || feature === own) return;
      const rel = insideFeature(target, feature);
      if (isPublicEntry(rel)) return;
      if (inApp && rel.startsWith('pages/')) return;
      context.report({ node, messageId: 'internal', data: { spec, feature } });
    }
    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node.source, node.source.value);
      },
      CallExpression(node) {
        const callee = node.callee;
        const isViMock =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'vi' &&
          callee.property.type === 'Identifier' &&
          ['mock', 'doMock', 'importActual'].includes(callee.property.name);
        const first = node.arguments[0];
        if (isViMock && first?.type === 'Literal') check(first, first.value);
      },
    };
  },
};

function listFiles(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, out);
    else if (/\.(tsx?)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name)) out.push(full);
  }
  return out;
}

function resolveModule(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, 'index' + e))]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Relative static value imports of a source text (type-only imports and `import()` left out). */
export function staticValueImports(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specs = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      if (clause && !clause.name && named && ts.isNamedImports(named) && named.elements.length && named.elements.every((e) => e.isTypeOnly)) continue;
      specs.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specs.push(statement.moduleSpecifier.text);
    }
  }
  return specs.filter((s) => s.startsWith('.'));
}

/** Strongly connected components (Tarjan) of more than one module, or a module importing itself. */
export function findCycles(graph) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const cycles = [];
  function visit(node) {
    const entry = { index, low: index, onStack: true };
    index += 1;
    state.set(node, entry);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const seen = state.get(next);
      if (!seen) {
        visit(next);
        entry.low = Math.min(entry.low, state.get(next).low);
      } else if (seen.onStack) entry.low = Math.min(entry.low, seen.index);
    }
    if (entry.low === entry.index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component);
    }
  }
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

/** Every relative module specifier of a source text: imports of any kind, re-exports, `import()`. */
function allImports(text) {
  const specs = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.[^'"]+)['"]/gm;
  for (const match of text.matchAll(pattern)) specs.push(match[1]);
  return specs;
}

let cycleCache = null;
/**
 * Module → its cycle, and feature → its cycle of features (computed once per lint run; the graphs
 * cover apps/web/src).
 */
function cycles() {
  if (cycleCache) return cycleCache;
  const modules = new Map();
  const features = new Map();
  for (const file of listFiles(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    const deps = staticValueImports(file, text)
      .map((spec) => resolveModule(file, spec))
      .filter(Boolean);
    modules.set(file, deps);
    const own = featureOf(file);
    if (!own) continue;
    const used = features.get(own) ?? [];
    for (const spec of allImports(text)) {
      const other = featureOf(path.join(path.resolve(path.dirname(file), spec), 'x'));
      if (other && other !== own && !used.includes(other)) used.push(other);
    }
    features.set(own, used);
  }
  cycleCache = { modules: new Map(), features: new Map() };
  for (const component of findCycles(modules)) for (const file of component) cycleCache.modules.set(file, component);
  for (const component of findCycles(features)) for (const name of component) cycleCache.features.set(name, component);
  return cycleCache;
}

const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'No cycle of static imports between the web modules.' },
    schema: [],
    messages: {
      cycle: 'Ciclo de importaciones: {{cycle}}.',
      featureCycle: 'Las features dependen en círculo: {{cycle}}. Una de ellas debe dejar de importar a la otra.',
    },
  },
  create(context) {
    const filename = path.resolve(context.filename);
    return {
      Program(node) {
        const found = cycles();
        const cycle = found.modules.get(filename);
        if (cycle) {
          const names = cycle.map((f) => path.relative(SRC, f)).sort();
          context.report({ node, messageId: 'cycle', data: { cycle: names.join(' ⇄ ') } });
        }
        const own = featureOf(filename);
        const featureCycle = own && path.basename(filename).startsWith('index.') ? found.features.get(own) : null;
        if (featureCycle) context.report({ node, messageId: 'featureCycle', data: { cycle: [...featureCycle].sort().join(' ⇄ ') } });
      },
    };
  },
};

export default { rules: { 'feature-entry': featureEntry, 'no-import-cycles': noImportCycles } };
