// SQL lives in repositories (docs/decisions/136-service-dependencies.md). Read with the TypeScript
// parser, every file of apps/api/src/modules/** (tests and testing/ folders aside) and
// apps/api/src/plugins/*.ts must follow two rules:
//   1. only a *.repository.ts queries: no Drizzle query builder called on a database or a transaction
//      (`db.select(…)`, `tx.insert(…)`, `ctx.db.update(…)`, `app.db.execute(…)`, …; the receiver is
//      `db`, `tx`, `trx`, a name ending in `Db`, or any `….db`) and no drizzle `sql` (the tag or
//      `sql.raw`/`sql.join`/…). Opening `db.transaction(…)` in a service is fine: the queries inside
//      are repository calls that take the transaction.
//   2. a *.routes.ts hands a database (`app.db`, `fastify.db`, `deps.db`, `request.server.db`: any
//      `….db`) only to a repository function, as a call's argument — the function is followed
//      through the module's imports and index.ts re-exports to the *.repository.ts declaring it.
//      Services get `moduleDeps(app)` instead.
// No exceptions: the allowlist this guard started with (the modules still being moved, issue 13)
// was emptied when they landed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../', import.meta.url));

const QUERY_METHODS = new Set(['select', 'selectDistinct', 'selectDistinctOn', 'insert', 'update', 'delete', 'execute', 'with', '$with', 'refreshMaterializedView']);

/** Reads a file of the tree (undefined when there is none): the real disk, or the self-test's fixtures. */
export type ReadSource = (path: string) => string | undefined;

const readDisk: ReadSource = (path) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

/** The files the rules cover (absolute paths). */
function coveredFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'testing') walk(path);
      } else if (/\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name)) {
        files.push(path);
      }
    }
  };
  walk(join(SRC, 'modules'));
  for (const entry of readdirSync(join(SRC, 'plugins'))) {
    if (/\.ts$/.test(entry) && !/\.(test|d)\.ts$/.test(entry)) files.push(join(SRC, 'plugins', entry));
  }
  return files;
}

const isRepository = (path: string) => /\.repository\.ts$/.test(path);

function parse(path: string, text: string): ts.SourceFile {
  return ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
}

/** `./x` from `from`: x.ts or x/index.ts. */
function resolveModule(from: string, specifier: string, read: ReadSource): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, join(base, 'index.ts')]) if (read(candidate) !== undefined) return candidate;
  return undefined;
}

/** The file declaring `name` as exported by `file`, following `export { … } from` re-exports. */
function declaringFile(file: string, name: string, read: ReadSource, depth = 0): string | undefined {
  const text = read(file);
  if (text === undefined || depth > 5) return undefined;
  for (const statement of parse(file, text).statements) {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.exportClause;
    const target = resolveModule(file, statement.moduleSpecifier.text, read);
    if (!target) continue;
    if (!clause) {
      const found = declaringFile(target, name, read, depth + 1);
      if (found) return found;
      continue;
    }
    if (!ts.isNamedExports(clause)) continue;
    for (const element of clause.elements) {
      if (element.name.text === name) return declaringFile(target, (element.propertyName ?? element.name).text, read, depth + 1);
    }
  }
  return file;
}

/** Request input is no database: `request.query.db` is a query parameter. */
const REQUEST_INPUT = new Set(['query', 'body', 'params', 'headers']);

/** `….db` that is a database (not a request's input named db). */
function isDbProperty(node: ts.Node): node is ts.PropertyAccessExpression {
  if (!ts.isPropertyAccessExpression(node) || node.name.text !== 'db') return false;
  const owner = node.expression;
  return !(ts.isPropertyAccessExpression(owner) && REQUEST_INPUT.has(owner.name.text));
}

/** A receiver that is a database or a transaction. */
function isDatabase(node: ts.Expression): boolean {
  if (ts.isIdentifier(node)) return /^(db|tx|trx)$|Db$/.test(node.text);
  if (ts.isPropertyAccessExpression(node)) return isDbProperty(node);
  if (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node)) return isDatabase(node.expression);
  return false;
}

/** What in one file breaks the rules, one line a finding (empty: it follows them). */
export function sqlProblems(path: string, read: ReadSource = readDisk): string[] {
  const text = read(path);
  if (text === undefined) return ['the file does not exist'];
  const source = parse(path, text);
  const at = (node: ts.Node) => `${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const problems: string[] = [];
  const repository = isRepository(path);
  const routes = /\.routes\.ts$/.test(path);

  /** Local name → the module it is imported from, and its exported name there. */
  const imports = new Map<string, { from: string; name: string | null }>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    if (!clause) continue;
    if (clause.name) imports.set(clause.name.text, { from, name: 'default' });
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) imports.set(bindings.name.text, { from, name: null });
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) imports.set(element.name.text, { from, name: (element.propertyName ?? element.name).text });
    }
  }
  const drizzleSql = (node: ts.Expression) => ts.isIdentifier(node) && imports.get(node.text)?.from === 'drizzle-orm' && imports.get(node.text)?.name === 'sql';

  /** The callee is a function declared in a *.repository.ts. */
  const callsRepository = (callee: ts.Expression): boolean => {
    let local: string;
    let exported: string | null;
    if (ts.isIdentifier(callee)) {
      const imported = imports.get(callee.text);
      if (!imported?.name) return false;
      local = imported.from;
      exported = imported.name;
    } else if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)) {
      const imported = imports.get(callee.expression.text);
      if (!imported || imported.name !== null) return false;
      local = imported.from;
      exported = callee.name.text;
    } else {
      return false;
    }
    const target = resolveModule(path, local, read);
    const declaring = target && declaringFile(target, exported, read);
    return declaring !== undefined && isRepository(declaring);
  };

  const visit = (node: ts.Node) => {
    if (!repository) {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const { expression: receiver, name } = node.expression;
        if (QUERY_METHODS.has(name.text) && isDatabase(receiver)) {
          problems.push(`${at(node)}: queries the database (${receiver.getText(source)}.${name.text}); move it to a *.repository.ts`);
        }
        if (drizzleSql(receiver)) problems.push(`${at(node)}: builds SQL (sql.${name.text}); move it to a *.repository.ts`);
      }
      if (ts.isTaggedTemplateExpression(node) && drizzleSql(node.tag)) {
        problems.push(`${at(node)}: builds SQL (sql\`…\`); move it to a *.repository.ts`);
      }
    }
    if (routes && isDbProperty(node)) {
      const parent = node.parent;
      const argument = ts.isCallExpression(parent) && parent.arguments.some((a) => a === node);
      if (!argument || !callsRepository(parent.expression)) {
        problems.push(`${at(node)}: hands ${node.getText(source)} to something else than a repository function (give services moduleDeps)`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

describe('SQL lives in repositories; routes give services their dependencies', () => {
  const files = coveredFiles();
  const rel = (path: string) => relative(SRC, path).split('\\').join('/');

  it('covers every module and the plugins', () => {
    expect(files.filter((file) => isRepository(file)).length).toBeGreaterThan(30);
    expect(files.filter((file) => /\.routes\.ts$/.test(file)).length).toBeGreaterThan(30);
    expect(files.some((file) => rel(file) === 'plugins/auth.ts')).toBe(true);
  });

  it('no file queries outside a repository or hands a database to a service', () => {
    const found = files
      .flatMap((file) => sqlProblems(file).map((problem) => `${rel(file)}:${problem}`));
    expect(found).toEqual([]);
  });

  it('catches queries, the sql tag and a database handed to a service; not Map.delete, hash.update or a repository call', () => {
    const m = join(SRC, 'modules/shop');
    const fixtures = new Map<string, string>([
      [
        join(m, 'shop.repository.ts'),
        `import { sql } from 'drizzle-orm';
         export async function findShop(db: Db, id: number) { return db.select().from(shops).where(sql\`id = \${id}\`); }`,
      ],
      [join(m, 'index.ts'), `export { findShop as findShopRow } from './shop.repository';`],
      [
        join(m, 'shop.service.ts'),
        `import { sql } from 'drizzle-orm';
         import { createHash } from 'node:crypto';
         export async function renameShop(deps: Deps, id: number) {
           const seen = new Map<number, string>();
           seen.delete(id);
           createHash('sha256').update('x').digest('hex');
           await deps.db.transaction(async (tx) => findShop(tx, id));
           await deps.db.update(shops).set({ name: 'x' });
           const [row] = await tx.select().from(shops);
           return sql\`now()\`;
         }`,
      ],
      [
        join(m, 'shop.routes.ts'),
        `import { findShopRow } from './index';
         import * as repo from './shop.repository';
         import { renameShop } from './shop.service';
         export default async function routes(app: App) {
           const db = app.db;
           await findShopRow(app.db, 1);
           await repo.findShop(fastify.db, 1);
           await renameShop(app.db, 1);
           await renameShop({ db: deps.db }, 1);
           await request.server.db.execute(sql.raw('select 1'));
           if (request.query.db) await findShopRow(deps.db, 2);
         }`,
      ],
    ]);
    const read: ReadSource = (path) => fixtures.get(path);
    expect(sqlProblems(join(m, 'shop.repository.ts'), read)).toEqual([]);
    expect(sqlProblems(join(m, 'shop.service.ts'), read)).toEqual([
      '8: queries the database (deps.db.update); move it to a *.repository.ts',
      '9: queries the database (tx.select); move it to a *.repository.ts',
      '10: builds SQL (sql`…`); move it to a *.repository.ts',
    ]);
    expect(sqlProblems(join(m, 'shop.routes.ts'), read)).toEqual([
      '5: hands app.db to something else than a repository function (give services moduleDeps)',
      '8: hands app.db to something else than a repository function (give services moduleDeps)',
      '9: hands deps.db to something else than a repository function (give services moduleDeps)',
      '10: queries the database (request.server.db.execute); move it to a *.repository.ts',
      '10: hands request.server.db to something else than a repository function (give services moduleDeps)',
    ]);
  });
});
