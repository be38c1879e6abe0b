// The API's routes validate and document with the domain's schemas (docs/decisions/235-route-schemas-in-the-domain.md):
// a module's *.routes.ts (and any module *.schemas.ts) declares no zod schema of its own. Read with
// the TypeScript parser, each file must:
//   1. not import zod (neither `z` nor its types: the domain exports the schemas and their types);
//   2. build no schema: no call of a zod builder method (`.extend`, `.pick`, `.omit`, `.nullable`, …);
//   3. call the domain's envelope helpers (dataEnvelope, listEnvelope, paginatedEnvelope) with one
//      schema name only — the one glue allowed, the `{ data: … }` convention of every answer;
//   4. give every `params`, `querystring`, `body`, `headers` and `response` status of a route's
//      `schema` a schema imported from @eventos/domain (directly, through such an envelope, or
//      through a local constant that is one of those).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MODULES = join(ROOT, 'apps/api/src/modules');

const ENVELOPES = new Set(['dataEnvelope', 'listEnvelope', 'paginatedEnvelope']);
const ROUTE_SCHEMA_KEYS = new Set(['params', 'querystring', 'body', 'headers']);
/** zod's schema-building methods (none of them is a name the routes use for anything else). */
const BUILDERS = new Set([
  'extend',
  'safeExtend',
  'merge',
  'pick',
  'omit',
  'partial',
  'required',
  'strict',
  'passthrough',
  'nullable',
  'nullish',
  'optional',
  'array',
  'refine',
  'superRefine',
  'transform',
  'pipe',
  'brand',
  'meta',
  'keyof',
]);

/** The files the rule covers: modules/<name>/*.routes.ts and modules/<name>/*.schemas.ts. */
function coveredFiles(): string[] {
  const files: string[] = [];
  for (const module of readdirSync(MODULES, { withFileTypes: true })) {
    if (!module.isDirectory()) continue;
    for (const name of readdirSync(join(MODULES, module.name))) {
      if (/\.(routes|schemas)\.ts$/.test(name)) files.push(join(MODULES, module.name, name));
    }
  }
  return files;
}

/** What is wrong in one file's source, one line a finding (empty: the file follows the rule). */
export function routeSchemaProblems(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const problems: string[] = [];
  const at = (node: ts.Node) => `${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const domainNames = new Set<string>();
  const localSchemas = new Map<string, ts.Expression>();

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const from = statement.moduleSpecifier.text;
      if (from === 'zod' || from.startsWith('zod/')) problems.push(`${at(statement)}: imports zod (take the schema from @eventos/domain)`);
      const bindings = statement.importClause?.namedBindings;
      if (from === '@eventos/domain' && bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) domainNames.add(element.name.text);
      }
    }
  }
  // Constants anywhere in the file (top level or inside the plugin), by name.
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) localSchemas.set(node.name.text, node.initializer);
    ts.forEachChild(node, collect);
  };
  collect(source);

  /** A domain schema: an imported name, a local alias of one, or an allowed envelope of one. */
  const isDomainSchema = (node: ts.Expression, depth = 0): boolean => {
    if (ts.isIdentifier(node)) {
      if (domainNames.has(node.text)) return true;
      const local = localSchemas.get(node.text);
      return depth < 3 && local !== undefined && isDomainSchema(local, depth + 1);
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ENVELOPES.has(node.expression.text)) {
      return domainNames.has(node.expression.text) && node.arguments.length === 1 && isDomainSchema(node.arguments[0]!, depth + 1);
    }
    return false;
  };

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee) && BUILDERS.has(callee.name.text)) {
        problems.push(`${at(node)}: builds a schema with .${callee.name.text}() (declare it in packages/domain)`);
      }
      if (ts.isIdentifier(callee) && ENVELOPES.has(callee.text)) {
        const [argument, ...rest] = node.arguments;
        if (!argument || rest.length > 0 || !ts.isIdentifier(argument)) {
          problems.push(`${at(node)}: ${callee.text}() of something else than one schema name (name the schema in packages/domain)`);
        }
      }
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'z') {
      problems.push(`${at(node)}: uses z.${node.name.text} (declare the schema in packages/domain)`);
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'schema' && ts.isObjectLiteralExpression(node.initializer)) {
      for (const property of node.initializer.properties) {
        if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
        const key = property.name.text;
        if (ROUTE_SCHEMA_KEYS.has(key) && !isDomainSchema(property.initializer)) {
          problems.push(`${at(property)}: ${key} is not a schema of @eventos/domain`);
        }
        if (key === 'response') {
          const statuses = ts.isObjectLiteralExpression(property.initializer) ? property.initializer.properties : [];
          if (statuses.length === 0) problems.push(`${at(property)}: response is not an object of status → schema`);
          for (const status of statuses) {
            const value = ts.isPropertyAssignment(status) ? status.initializer : ts.isShorthandPropertyAssignment(status) ? status.name : undefined;
            if (!value || !isDomainSchema(value)) problems.push(`${at(status)}: a response is not a schema of @eventos/domain`);
          }
        }
      }
      // `response` given as a shared constant (`const response = { 200: X }` … `schema: { response }`).
      for (const property of node.initializer.properties) {
        if (ts.isShorthandPropertyAssignment(property) && ROUTE_SCHEMA_KEYS.has(property.name.text) && !isDomainSchema(property.name)) {
          problems.push(`${at(property)}: ${property.name.text} is not a schema of @eventos/domain`);
        }
        if (ts.isShorthandPropertyAssignment(property) && property.name.text === 'response') {
          const local = localSchemas.get('response');
          const statuses = local && ts.isObjectLiteralExpression(local) ? local.properties : [];
          if (statuses.length === 0) problems.push(`${at(property)}: response is not an object of status → schema`);
          for (const status of statuses) {
            if (!ts.isPropertyAssignment(status) || !isDomainSchema(status.initializer)) problems.push(`${at(status)}: a response is not a schema of @eventos/domain`);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

describe("the API's routes take their schemas from the domain", () => {
  const files = coveredFiles();

  it('covers every module', () => {
    expect(files.length).toBeGreaterThan(25);
  });

  it('no *.routes.ts or module *.schemas.ts declares a zod schema', () => {
    const found = files.flatMap((file) =>
      routeSchemaProblems(file, readFileSync(file, 'utf8')).map((problem) => `${relative(ROOT, file)}:${problem}`),
    );
    expect(found).toEqual([]);
  });

  it('recognises a route schema declared in place, and not one of the domain', () => {
    const good = `
      import { IdParamSchema, MediaItemSchema, NoContentSchema, dataEnvelope, listEnvelope } from '@eventos/domain';
      const params = IdParamSchema;
      const Envelope = dataEnvelope(MediaItemSchema);
      const response = { 200: Envelope };
      app.get('/x/:id', { schema: { params, response } }, handler);
      app.get('/y/:id', { schema: { params: IdParamSchema, response: { 200: listEnvelope(MediaItemSchema), 204: NoContentSchema } } }, handler);
    `;
    expect(routeSchemaProblems('good.routes.ts', good)).toEqual([]);
    const bad = `
      import { z } from 'zod';
      import { IdSchema, MediaItemSchema, dataEnvelope } from '@eventos/domain';
      import { LocalSchema } from './local.schemas';
      const Body = MediaItemSchema.extend({ extra: IdSchema });
      app.post('/x', { schema: { body: Body, querystring: LocalSchema, response: { 200: dataEnvelope(MediaItemSchema.nullable()), 204: z.null() } } }, handler);
    `;
    expect(routeSchemaProblems('bad.routes.ts', bad).sort()).toEqual([
      '2: imports zod (take the schema from @eventos/domain)',
      '5: builds a schema with .extend() (declare it in packages/domain)',
      '6: a response is not a schema of @eventos/domain',
      '6: a response is not a schema of @eventos/domain',
      '6: body is not a schema of @eventos/domain',
      '6: builds a schema with .nullable() (declare it in packages/domain)',
      '6: dataEnvelope() of something else than one schema name (name the schema in packages/domain)',
      '6: querystring is not a schema of @eventos/domain',
      '6: uses z.null (declare the schema in packages/domain)',
    ]);
  });
});
