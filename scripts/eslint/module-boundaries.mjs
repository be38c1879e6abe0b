// Local ESLint rules (eslint.config.js, plugin `local`), docs/decisions/134-module-public-entries.md:
//  - `local/api-module-boundaries`: a file outside apps/api/src/modules/<name>/ imports that module
//    only through its public entry `modules/<name>/index.ts`; test code (`*.test.ts`, `testing/`,
//    `test-utils`, src/test/) may also use `modules/<name>/testing/index.ts`. Checked on the resolved
//    file, so `../x/y`, `../../modules/x/y` and `./../x/y` are all caught.
//  - `local/web-not-api`: nothing under apps/web/ (src, e2e, configs) imports the API, by relative
//    path or by package name.
import { relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveSpecifier } from '../lib/import-graph.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const API = resolve(ROOT, 'apps/api');
const MODULES = resolve(API, 'src/modules');
const WEB = resolve(ROOT, 'apps/web');

const inside = (dir, file) => file === dir || file.startsWith(dir + sep);
const isTestCode = (file) =>
  /\.test\.tsx?$/.test(file) || /[\\/]testing[\\/]/.test(file) || /test-utils\.ts$/.test(file) || inside(resolve(API, 'src/test'), file);

/** The module of a file under modules/ and the path inside it ('index.ts', 'testing/index.ts', …). */
function locate(file) {
  if (!inside(MODULES, file)) return null;
  const [name, ...rest] = relative(MODULES, file).split(sep);
  return rest.length > 0 ? { name, inner: rest.join('/') } : null;
}

/** Calls `check(node, specifier)` for every import/export-from/dynamic import/require with a string. */
function eachImport(check) {
  const literal = (node, source) => {
    if (source && source.type === 'Literal' && typeof source.value === 'string') check(node, source.value);
  };
  return {
    ImportDeclaration: (node) => literal(node, node.source),
    ExportNamedDeclaration: (node) => literal(node, node.source),
    ExportAllDeclaration: (node) => literal(node, node.source),
    ImportExpression: (node) => literal(node, node.source),
    TSImportType: (node) => literal(node, node.argument?.literal ?? node.argument),
    CallExpression: (node) => {
      if (node.callee.type === 'Identifier' && node.callee.name === 'require') literal(node, node.arguments[0]);
    },
  };
}

const apiModuleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Another API module is imported only through its public entry (index.ts).' },
    schema: [],
    messages: {
      internal:
        "'{{specifier}}' entra en el módulo '{{name}}': importa su entrada pública '{{entry}}' (docs/decisions/134-module-public-entries.md).",
    },
  },
  create(context) {
    const file = resolve(context.filename);
    if (!inside(API, file)) return {};
    const own = locate(file)?.name;
    return eachImport((node, specifier) => {
      const target = resolveSpecifier(file, specifier);
      if (!target) return;
      const where = locate(target);
      if (!where || where.name === own) return;
      if (where.inner === 'index.ts') return;
      if (where.inner === 'testing/index.ts' && isTestCode(file)) return;
      const entry = isTestCode(file) && where.inner.startsWith('testing/') ? `modules/${where.name}/testing` : `modules/${where.name}`;
      context.report({ node, messageId: 'internal', data: { specifier, name: where.name, entry } });
    });
  },
};

const webNotApi = {
  meta: {
    type: 'problem',
    docs: { description: 'The web (src, e2e and configs) never imports the API.' },
    schema: [],
    messages: { api: "'{{specifier}}': la web no importa la API (tampoco sus pruebas e2e)." },
  },
  create(context) {
    const file = resolve(context.filename);
    if (!inside(WEB, file)) return {};
    return eachImport((node, specifier) => {
      const byName = specifier === '@eventos/api' || specifier.startsWith('@eventos/api/');
      const target = specifier.startsWith('.') ? resolve(file, '..', specifier) : null;
      if (byName || (target && inside(API, target))) context.report({ node, messageId: 'api', data: { specifier } });
    });
  },
};

export default {
  meta: { name: 'eventos-local' },
  rules: { 'api-module-boundaries': apiModuleBoundaries, 'web-not-api': webNotApi },
};
